import { formatCop } from '@carcajada/domain';
import type { LocalSale, LocalSaleStatus } from '../utils/box-office-sales';
import { METHOD_LABELS } from './BoxOfficeSale';
import styles from './BoxOffice.module.css';

const STATUS_LABELS: Record<LocalSaleStatus, string> = {
  pending: 'Por enviar',
  sending: 'Enviando…',
  sent: 'Enviada',
  refused: 'Rechazada',
};

/** The door's last sales on this phone: what, how paid, how much, and whether the server has it. */
export function BoxOfficeSales({ sales }: { sales: readonly LocalSale[] }) {
  return (
    <section className={styles.sales} aria-label="Últimas ventas">
      <h2>Últimas ventas</h2>
      {sales.length === 0 && <p className={styles.note}>Todavía no hay ventas en este equipo.</p>}
      <ol data-testid="box-office-sales">
        {sales.map((sale) => (
          <li key={sale.saleId} data-status={sale.status}>
            <span className={styles.what}>
              {sale.request.quantity} × {sale.typeName ?? 'Entrada'} · {METHOD_LABELS[sale.request.method]} ·{' '}
              {formatCop(sale.amount)}
            </span>
            <span className={styles[sale.status]}>{STATUS_LABELS[sale.status]}</span>
            {sale.refusal && <span className={styles.refusal}>{sale.refusal} No se cobró: devuelve el dinero.</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
