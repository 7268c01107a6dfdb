import { groupThousands, queueRateOf, type ComedyEvent } from '@carcajada/domain';
import { useQueueState } from '../../on-sale';
import styles from './ShowDatesSection.module.css';

/** The date's queue, live (queues/{eventId}): waiting, admitted, sold, rate. */
export function LiveQueue({ event }: { event: ComedyEvent }) {
  const state = useQueueState(event.id);
  const sold = event.capacity !== null && event.seats_left !== null ? event.capacity - event.seats_left : null;
  return (
    <dl className={styles.fields} aria-label="Fila en vivo">
      <div>
        <dt>En la fila</dt>
        <dd>{groupThousands(state?.waiting ?? 0)}</dd>
      </div>
      <div>
        <dt>Admitidos</dt>
        <dd>{groupThousands(state?.admitted ?? 0)}</dd>
      </div>
      <div>
        <dt>Vendidas</dt>
        <dd>{sold === null ? '—' : groupThousands(sold)}</dd>
      </div>
      <div>
        <dt>Ritmo</dt>
        <dd>{queueRateOf(event.queue_rate)} por minuto</dd>
      </div>
      {state?.soldOut && (
        <div>
          <dt>Estado</dt>
          <dd>Agotado: la fila terminó</dd>
        </div>
      )}
    </dl>
  );
}
