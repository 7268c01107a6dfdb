import { Link } from 'react-router-dom';
import {
  formatEventDate,
  formatEventTime,
  LAST_SEATS_LABEL,
  showDateAvailability,
  SOLD_OUT_LABEL,
  type ShowDateEntry,
} from '@carcajada/domain';
import styles from './ShowDates.module.css';

const AVAILABILITY_TEXT = { soldOut: SOLD_OUT_LABEL, lastSeats: LAST_SEATS_LABEL, available: '' } as const;

function DateLink({ entry, current }: { entry: ShowDateEntry; current: boolean }) {
  const instant = new Date(entry.event_date);
  // "jueves, 3 de diciembre": the weekday stands out, Bogotá time (domain dates helpers)
  const [weekday, day] = formatEventDate(instant).split(', ');
  const availability = showDateAvailability(entry);
  return (
    <Link
      to={`/evento/${encodeURIComponent(entry.slug)}`}
      className={styles.date}
      aria-current={current ? 'page' : undefined}
      data-availability={availability}
    >
      <span className={styles.weekday}>{weekday}</span>
      <span className={styles.day}>{day}</span>
      <span className={styles.time}>{formatEventTime(instant)}</span>
      {availability !== 'available' && <span className={styles.badge}>{AVAILABILITY_TEXT[availability]}</span>}
    </Link>
  );
}

/**
 * "Fechas": the show's upcoming dates (funciones), the open one marked; each opens
 * its own page, whose checkout buys that date. Nothing for a show with one date.
 */
export function ShowDates({ dates, currentId }: { dates: ShowDateEntry[]; currentId: string }) {
  if (dates.length < 2 && dates.every((entry) => entry.id === currentId)) return null;
  return (
    <nav className={styles.dates} aria-labelledby="fechas-title">
      <h2 id="fechas-title" className={styles.title}>
        Fechas
      </h2>
      <ul className={styles.list}>
        {dates.map((entry) => (
          <li key={entry.id}>
            <DateLink entry={entry} current={entry.id === currentId} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
