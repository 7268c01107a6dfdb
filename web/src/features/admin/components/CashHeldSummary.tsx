import { CASH_TEXTS, formatCop } from '@carcajada/domain';
import type { Settlement } from '../api/settlement';

/**
 * "Pendiente en efectivo": seats and money held by Efecty vouchers not paid yet, per show and in
 * total. Shown apart from the settlement: that money is not collected and may never be.
 */
export function CashHeldSummary({ cash }: { cash: Settlement['cash'] }) {
  if (cash.rows.length === 0) return null;
  return (
    <section aria-label={CASH_TEXTS.cashHeld}>
      <h2>{CASH_TEXTS.cashHeld}</h2>
      <table aria-label={`${CASH_TEXTS.cashHeld} por show`}>
        <thead>
          <tr>
            <th scope="col">Show</th>
            <th scope="col">Entradas</th>
            <th scope="col">Valor</th>
          </tr>
        </thead>
        <tbody>
          {cash.rows.map((row) => (
            <tr key={row.eventId}>
              <th scope="row">{row.name}</th>
              <td>{row.seats}</td>
              <td>{formatCop(row.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{cash.seats}</td>
            <td>{formatCop(cash.amount)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
