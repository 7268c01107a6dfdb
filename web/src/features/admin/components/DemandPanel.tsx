import { Link } from 'react-router-dom';
import { PRIORITY_TEXTS, type ComedyEvent } from '@carcajada/domain';
import { useQueueState } from '../../on-sale';
import styles from './ShowSales.module.css';

/** A date with no seat left online (its counted seats gone, or its queue ended sold out). */
function soldOut(event: ComedyEvent): boolean {
  return event.capacity !== null && event.seats_left !== null && event.seats_left <= 0;
}

/** The places its queue left waiting at the sell-out (public queues/{eventId}). */
function QueueDemand({ eventId }: { eventId: string }) {
  const state = useQueueState(eventId);
  return state?.soldOut ? <p>{PRIORITY_TEXTS.demandQueue(state.leftWaiting)}</p> : null;
}

/**
 * A sold-out date's demand (contract "Another date from the demand"): its waitlist and the
 * places its queue left waiting, and "Abrir otra función", the editor for a new date of the
 * same show whose offers go to those people first.
 */
export function DemandPanel({ event }: { event: ComedyEvent }) {
  if (!soldOut(event)) return null;
  const waitlist = event.waitlist ?? { people: 0, seats: 0 };
  return (
    <section className={styles.section} aria-labelledby="demand-title">
      <h2 id="demand-title" className={styles.title}>
        {PRIORITY_TEXTS.demandTitle}
      </h2>
      <p>{PRIORITY_TEXTS.demandWaitlist(waitlist.people, waitlist.seats)}</p>
      {event.queue && <QueueDemand eventId={event.id} />}
      <p className={styles.hint}>{PRIORITY_TEXTS.openAnotherHint}</p>
      <Link to={`/administrador/shows/nuevo?demanda=${encodeURIComponent(event.id)}`}>
        {PRIORITY_TEXTS.openAnother}
      </Link>
    </section>
  );
}
