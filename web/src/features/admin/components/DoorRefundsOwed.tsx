import { DOOR_REFUND_TEXTS as T, formatCop, type ShowScope } from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { Spinner } from '../../../components/ui/Spinner';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { markDoorRefundReturned, useDoorRefundsOwed } from '../api/door-refunds';

/**
 * "Devoluciones pendientes en taquilla": the door sales of cancelled dates, whose money the
 * organizer returns at the door (no payment provider does), each until it is marked returned.
 */
export function DoorRefundsOwed({ scope }: { scope: ShowScope }) {
  const { data: refunds, error } = useDoorRefundsOwed(scope);
  const mark = useCallableAction((ticketId: string) => markDoorRefundReturned(scope, ticketId));
  if (error) return <FormAlert tone="error">No pudimos cargar las devoluciones en taquilla.</FormAlert>;
  if (!refunds) return <Spinner label="Cargando devoluciones en taquilla…" />;
  if (refunds.length === 0) return null;
  return (
    <section aria-label={T.title}>
      <h2>{T.title}</h2>
      <p>{T.intro}</p>
      {mark.refusal && <FormAlert tone="error">{mark.refusal.message}</FormAlert>}
      <table aria-label={T.title}>
        <thead>
          <tr>
            <th scope="col">Show</th>
            <th scope="col">{T.holder}</th>
            <th scope="col">{T.amount}</th>
            <th scope="col">
              <span className="visually-hidden">Acción</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund.ticketId}>
              <th scope="row">
                {refund.show} <small>{refund.date}</small>
              </th>
              <td>{refund.holderName}</td>
              <td>
                {formatCop(refund.amount)} · {T.method(refund.method)}
              </td>
              <td>
                <button
                  type="button"
                  disabled={mark.pending}
                  aria-label={`${T.markReturned}: ${refund.holderName}, ${formatCop(refund.amount)}`}
                  onClick={() => void mark.run(refund.ticketId)}
                >
                  {T.markReturned}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
