import { moreDatesLabel, seatAvailability, showPriceLabel, SOLD_OUT_LABEL, type ComedyEvent } from '@carcajada/domain';
import { PromotionBadges } from './PromotionBadges';
import { ButtonLink } from '../../../components/ui/Button';
import { SeatAvailabilityBadge } from '../../../components/ui/SeatAvailabilityBadge';
import { CalendarIcon, PinIcon } from '../../../components/icons';
import { eventPath, eventScheduleLabel } from '../utils/event-format';
import styles from './EventCard.module.css';

export const POSTER_WIDTH = 640;
export const POSTER_HEIGHT = 480;

export interface EventCardProps {
  event: ComedyEvent;
  /** Lets the list watch the last card for infinite scroll. */
  cardRef?: (element: HTMLElement | null) => void;
  /** The first cards on screen: their posters are the page's largest paint, so fetch them first. */
  priority?: boolean;
}

export function EventCard({ event, cardRef, priority = false }: EventCardProps) {
  const titleId = `event-${event.id}-title`;
  const soldOut = seatAvailability(event).kind === 'soldOut';
  return (
    <article ref={cardRef} className={styles.card} aria-labelledby={titleId}>
      <div className={styles.poster}>
        <img
          src={event.cover_image_url}
          alt=""
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <p className={styles.schedule}>
          <CalendarIcon className={styles.inlineIcon} />
          <span>{eventScheduleLabel(event)}</span>
          {/* funciones: the show is listed once, at its first date in the window */}
          {event.more_dates ? <span className={styles.moreDates}>{moreDatesLabel(event.more_dates)}</span> : null}
        </p>
        <h3 id={titleId} className={styles.name}>
          {event.name}
        </h3>
        <p className={styles.place}>
          <PinIcon className={styles.inlineIcon} />
          <span>
            {event.venue.name} · {event.city}
          </span>
        </p>
        <p className={styles.description}>{event.description}</p>
        {!soldOut && <SeatAvailabilityBadge seats={event} />}
        {!soldOut && <PromotionBadges labels={event.promotion_labels ?? []} />}
        <div className={styles.footer}>
          <span className={styles.price}>{showPriceLabel(event)}</span>
          {soldOut ? (
            // Nothing left to book: the card says so instead of offering a way to checkout.
            <span className={styles.soldOut}>{SOLD_OUT_LABEL}</span>
          ) : (
            <ButtonLink to={eventPath(event)} size="small" aria-label={`Reservar: ${event.name}`}>
              Reservar
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  );
}
