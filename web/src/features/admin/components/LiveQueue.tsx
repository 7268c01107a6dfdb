import { groupThousands, queueRateOf, type ComedyEvent } from '@carcajada/domain';
import { useQueueState } from '../../on-sale';
import styles from './ShowDatesSection.module.css';

export const LIVE_QUEUE_TEXTS = {
  waiting: 'En la fila',
  admitted: 'Admitidos',
  /**
   * `seats_left`: what the queue can still sell online. Paid sales, free and courtesy tickets,
   * checkouts still in payment and the seats kept for the door are all out of it. Sold and held
   * seats are the show's "Vendidas" and "Apartadas" figures (docs/on-sale.md).
   */
  leftOnline: 'Quedan en línea',
  rate: 'Ritmo',
} as const;

/** The date's queue, live (queues/{eventId} and the date's `seats_left`): waiting, admitted, seats left, rate. */
export function LiveQueue({ event }: { event: ComedyEvent }) {
  const state = useQueueState(event.id);
  const left = event.capacity !== null && event.seats_left !== null ? Math.max(0, event.seats_left) : null;
  return (
    <dl className={styles.fields} aria-label="Fila en vivo">
      <div>
        <dt>{LIVE_QUEUE_TEXTS.waiting}</dt>
        <dd>{groupThousands(state?.waiting ?? 0)}</dd>
      </div>
      <div>
        <dt>{LIVE_QUEUE_TEXTS.admitted}</dt>
        <dd>{groupThousands(state?.admitted ?? 0)}</dd>
      </div>
      <div>
        <dt>{LIVE_QUEUE_TEXTS.leftOnline}</dt>
        <dd>{left === null ? '—' : groupThousands(left)}</dd>
      </div>
      <div>
        <dt>{LIVE_QUEUE_TEXTS.rate}</dt>
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
