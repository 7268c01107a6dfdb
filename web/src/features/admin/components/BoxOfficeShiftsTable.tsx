import { formatCop, formatDayAndTime, shiftDifferenceText, shiftSalesText } from '@carcajada/domain';
import type { BoxOfficeShift } from '../api/box-office-shifts';
import styles from './ShowSales.module.css';

/** Each till closed at the date's door: who, when (Bogotá), what was sold by cash and card, counted and the difference. */
export function BoxOfficeShiftsTable({ shifts }: { shifts: BoxOfficeShift[] }) {
  if (shifts.length === 0) return <p className={styles.empty}>Todavía nadie ha cerrado caja en esta función.</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">Cierres de caja</caption>
        <thead>
          <tr>
            <th scope="col">Vendedor</th>
            <th scope="col">Cerró</th>
            <th scope="col">Efectivo</th>
            <th scope="col">Tarjeta</th>
            <th scope="col">Contado</th>
            <th scope="col">Diferencia</th>
          </tr>
        </thead>
        <tbody>
          {shifts.map((shift) => (
            <tr key={shift.id}>
              <th scope="row">{shift.sellerName || '—'}</th>
              <td>{formatDayAndTime(shift.closedAt)}</td>
              <td>{shiftSalesText(shift.cash)}</td>
              <td>{shiftSalesText(shift.card)}</td>
              <td>{formatCop(shift.countedCash)}</td>
              <td>{shiftDifferenceText(shift.difference)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
