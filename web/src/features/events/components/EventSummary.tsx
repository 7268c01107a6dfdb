import type { ComedyEvent } from '@carcajada/domain';
import { CalendarIcon, PinIcon } from '../../../components/icons';
import { eventDateTimeLabel } from '../utils/event-format';
import { POSTER_HEIGHT, POSTER_WIDTH } from './EventCard';
import styles from './EventSummary.module.css';

/** Compact event header (poster, name, date - time, venue, city), e.g. for the checkout. */
export function EventSummary({ event }: { event: ComedyEvent }) {
  return (
    <div className={styles.summary}>
      <img
        className={styles.poster}
        src={event.cover_image_url}
        alt=""
        width={POSTER_WIDTH}
        height={POSTER_HEIGHT}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.text}>
        <h2 className={styles.name}>{event.name}</h2>
        <p className={styles.line}>
          <CalendarIcon className={styles.icon} />
          <span>{eventDateTimeLabel(event)}</span>
        </p>
        <p className={styles.line}>
          <PinIcon className={styles.icon} />
          <span>
            {event.venue.name}, {event.city}
          </span>
        </p>
      </div>
    </div>
  );
}
