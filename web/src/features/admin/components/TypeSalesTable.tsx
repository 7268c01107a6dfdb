import { formatCop } from '@carcajada/domain';
import type { TypeSalesRow } from '../utils/type-figures';
import styles from './ShowSales.module.css';

function leftLabel(row: TypeSalesRow): string {
  if (row.id === null) return '—';
  return row.quota === null ? 'Sin cupo propio' : `${row.left ?? row.quota} de ${row.quota}`;
}

/** Seats sold, held and left, and money, per ticket type of one show. */
export function TypeSalesTable({ rows }: { rows: TypeSalesRow[] }) {
  if (rows.length === 0)
    return <p className={styles.empty}>Este show se vende a un solo precio, sin tipos de entrada.</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">Ventas por tipo de entrada</caption>
        <thead>
          <tr>
            <th scope="col">Tipo</th>
            <th scope="col">Precio</th>
            <th scope="col">Vendidas</th>
            <th scope="col">Apartadas</th>
            <th scope="col">Disponibles</th>
            <th scope="col">Dinero</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id ?? 'otros'}>
              <th scope="row">
                {row.name}
                {row.hidden && <span className={styles.tag}> · oculto</span>}
              </th>
              <td>{row.price === null ? '—' : formatCop(row.price)}</td>
              <td>{row.sold}</td>
              <td>{row.held}</td>
              <td>{leftLabel(row)}</td>
              <td>{formatCop(row.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
