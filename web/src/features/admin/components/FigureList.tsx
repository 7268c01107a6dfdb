import { CASH_TEXTS, formatCop } from '@carcajada/domain';
import type { ShowFigures } from '../utils/show-figures';
import styles from './FigureList.module.css';

function seats(value: number | null): string {
  return value === null ? 'Sin límite' : String(value);
}

/** Seats and money of one show, or of the period (the totals), as the overview lists them. */
export function FigureList({ figures, label }: { figures: ShowFigures; label: string }) {
  return (
    <div className={styles.figures}>
      <dl className={styles.seats} aria-label={`Entradas: ${label}`}>
        <Figure term="Capacidad" value={seats(figures.capacity)} />
        <Figure term="Vendidas" value={String(figures.sold)} />
        <Figure term="Apartadas" value={String(figures.held)} />
        <Figure term={CASH_TEXTS.cashHeld} value={String(figures.cashHeld)} />
        <Figure term="Disponibles" value={seats(figures.left)} />
        <Figure term="Ingresaron" value={String(figures.admitted)} />
      </dl>
      <dl className={styles.money} aria-label={`Dinero: ${label}`}>
        <Figure term="Subtotal" value={formatCop(figures.subtotal)} />
        <Figure term="IVA" value={formatCop(figures.tax)} />
        <Figure term="Cargos por servicio" value={formatCop(figures.serviceFee)} />
        <Figure term="Total" value={formatCop(figures.total)} strong />
        {/* not sold yet: the vouchers may still be paid or expire */}
        <Figure term={CASH_TEXTS.cashHeld} value={formatCop(figures.cashHeldAmount)} />
      </dl>
    </div>
  );
}

function Figure({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? styles.strong : undefined}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
