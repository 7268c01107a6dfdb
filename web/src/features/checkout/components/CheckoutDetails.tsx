import { isExternalEvent, PURCHASE_ERROR_MESSAGES, refusalMessage, seatAvailability } from '@carcajada/domain';
import { ButtonLink } from '../../../components/ui/Button';
import { SeatAvailabilityBadge } from '../../../components/ui/SeatAvailabilityBadge';
import { FormAlert } from '../../../components/form/FormAlert';
import { useEventBySlug, preloadPaymentsConfig, usePaymentsConfig, eventPath } from '../../events';
import { CheckoutForm } from './CheckoutForm';
import { QueueGate } from '../../on-sale';
import styles from './CheckoutDetails.module.css';

export interface CheckoutDetailsProps {
  slug: string;
  initialQuantity: number;
  ticketTypeId: string | null;
  /** A waitlist offer (`oferta`): its held seats are bought even when the date reads sold out. */
  offerId?: string | null;
  /** A seated date's category to ask best available in at once (`localidad`). */
  bestCategory?: string | null;
}

/** Loads the event and the payments config (suspending), then shows the order or why there is none. */
export function CheckoutDetails({
  slug,
  initialQuantity,
  ticketTypeId,
  offerId = null,
  bestCategory = null,
}: CheckoutDetailsProps) {
  preloadPaymentsConfig();
  const event = useEventBySlug(slug);
  const config = usePaymentsConfig();

  if (!event) {
    return (
      <div className={styles.notice}>
        <FormAlert tone="error">{PURCHASE_ERROR_MESSAGES.eventNotFound}</FormAlert>
        <ButtonLink to="/">Volver al inicio</ButtonLink>
      </div>
    );
  }
  if (isExternalEvent(event)) {
    return (
      <div className={styles.notice}>
        <FormAlert tone="info">{PURCHASE_ERROR_MESSAGES.externalEvent}</FormAlert>
        <ButtonLink to={eventPath(event)} variant="ghost">
          Volver al evento
        </ButtonLink>
      </div>
    );
  }
  if (seatAvailability(event).kind === 'soldOut' && !offerId) {
    return (
      <div className={styles.notice}>
        <SeatAvailabilityBadge seats={event} />
        <FormAlert tone="info">{refusalMessage({ reason: 'notEnoughSeats', seatsLeft: 0 })}</FormAlert>
        <ButtonLink to={eventPath(event)} variant="ghost">
          Volver al evento
        </ButtonLink>
      </div>
    );
  }
  const form = (
    <CheckoutForm
      event={event}
      config={config}
      initialQuantity={initialQuantity}
      ticketTypeId={ticketTypeId}
      offerId={offerId}
      bestCategory={bestCategory}
    />
  );
  // a waitlist offer's seats are the account's own; any other purchase of a queued date needs a turn
  return offerId ? form : <QueueGate event={event}>{form}</QueueGate>;
}
