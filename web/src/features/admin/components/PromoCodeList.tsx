import { formatCop, type PromoCodeView, type TicketType } from '@carcajada/domain';
import { Button } from '../../../components/ui/Button';
import { appliesToLabel, discountLabel, usesLabel, validUntilLabel } from '../utils/promo-code-draft';
import styles from './ShowSales.module.css';

export interface PromoCodeListProps {
  codes: PromoCodeView[];
  types: TicketType[];
  switching: boolean;
  onSetActive: (code: string, active: boolean) => void;
}

/** A show's codes: what each takes off, its uses, the discount it gave, and its switch. */
export function PromoCodeList({ codes, types, switching, onSetActive }: PromoCodeListProps) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">Códigos de descuento del show</caption>
        <thead>
          <tr>
            <th scope="col">Código</th>
            <th scope="col">Descuento</th>
            <th scope="col">Aplica a</th>
            <th scope="col">Usos</th>
            <th scope="col">Descuento dado</th>
            <th scope="col">Vence</th>
            <th scope="col">Estado</th>
            <th scope="col">
              <span className="visually-hidden">Acción</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.code} className={code.active ? undefined : styles.inactive}>
              <th scope="row">{code.code}</th>
              <td>{discountLabel(code)}</td>
              <td>{appliesToLabel(code, types)}</td>
              <td>{usesLabel(code)}</td>
              <td>{formatCop(code.discountGiven)}</td>
              <td>{validUntilLabel(code)}</td>
              <td>{code.active ? 'Activo' : 'Desactivado'}</td>
              <td>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={switching}
                  onClick={() => onSetActive(code.code, !code.active)}
                >
                  {code.active ? 'Desactivar' : 'Activar'} <span className="visually-hidden">{code.code}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
