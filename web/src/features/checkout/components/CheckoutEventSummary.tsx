import type { ComedyEvent } from '@carcajada/domain';
import { CalendarIcon, PinIcon } from '../../../components/icons';
import { eventDateTimeLabel } from '../../events';
import styles from './CheckoutEventSummary.module.css';

/** Which show is being bought: poster, name, date - time, venue and city. */
export function CheckoutEventSummary({ event }: { event: ComedyEvent }) {
  return (
    <section className={styles.summary} aria-label="Evento">
      {event.cover_image_url && (
        <img
          className={styles.poster}
          src={event.cover_image_url}
          alt=""
          width={96}
          height={128}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.text}>
        <h2 className={styles.name}>{event.name}</h2>
        <p className={styles.fact}>
          <CalendarIcon width={18} height={18} />
          <span>{eventDateTimeLabel(event)}</span>
        </p>
        <p className={styles.fact}>
          <PinIcon width={18} height={18} />
          <span>
            {event.venue.name}, {event.city}
          </span>
        </p>
      </div>
    </section>
  );
}
