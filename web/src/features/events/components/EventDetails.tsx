import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  calendarEntryForEvent,
  CANCELLED_DATE_TEXT,
  CANCELLED_DATE_TITLE,
  CANCELLED_SHOW_STATUS,
  CURRENCY,
  effectiveQuantity,
  isExternalEvent,
  mayJoinQueue,
  maxOrderQuantity,
  ON_SALE_TEXTS,
  QUEUE_JOIN_LEAD_MINUTES,
  saleIsOpen,
  quantityFromInput,
  seatAvailability,
  showLegalLines,
  type ComedyEvent,
} from '@carcajada/domain';
import { AddToCalendar } from '../../../components/AddToCalendar';
import { ButtonLink, Button } from '../../../components/ui/Button';
import { QuantityStepper } from '../../../components/ui/QuantityStepper';
import { SeatAvailabilityBadge } from '../../../components/ui/SeatAvailabilityBadge';
import { ArrowLeftIcon, CalendarIcon, ExternalIcon, PinIcon, TicketIcon } from '../../../components/icons';
import { WhatsAppLink } from '../../../components/WhatsAppLink';
import { track } from '../../../lib/tracking';
import { useBrowserValue } from '../../../lib/use-browser-value';
import { WHATSAPP_MESSAGES } from '../../../lib/whatsapp';
import { bookButtonLabel } from '../utils/booking';
import { checkoutPath, eventDateTimeLabel, priceLabel, queuePath } from '../utils/event-format';
import { SaleCountdown, useNow } from '../../../components/SaleCountdown';
import { POSTER_HEIGHT, POSTER_WIDTH } from './EventCard';
import { EventShare } from './EventShare';
import { isTypeAvailable, TicketTypePicker } from './TicketTypePicker';
import { useTicketTypesOrNone } from '../api/get-ticket-types';
import { useShowDates } from '../api/get-show-dates';
import { ShowDates } from './ShowDates';
import { WaitlistPanel } from './WaitlistPanel';
import { useShowProducer } from '../../legal';
import styles from './EventDetails.module.css';

/** Fixed chips of the spec (the data has no categories). */
export const EVENT_CATEGORY_CHIPS = ['Stand up', 'Comedia', '+18'];

function useViewContentTracking(event: ComedyEvent): void {
  useEffect(() => {
    track('ViewContent', {
      content_ids: event.id,
      content_name: event.name,
      content_type: 'event',
      value: event.ticket_price,
      currency: CURRENCY,
    });
  }, [event.id, event.name, event.ticket_price]);
}

function SoldOutPanel({ event }: { event: ComedyEvent }) {
  return (
    <aside className={styles.booking} aria-label="Reserva">
      <p className={styles.priceLabel}>Precio por entrada</p>
      <p className={styles.price}>{priceLabel(event.ticket_price)}</p>
      <SeatAvailabilityBadge seats={event} />
      <p className={styles.soldOutNote}>Ya no quedan entradas para este show.</p>
      <WaitlistPanel event={event} />
      <WhatsAppLink message={WHATSAPP_MESSAGES.event(event.name)} variant="inline">
        Pregúntanos por WhatsApp
      </WhatsAppLink>
    </aside>
  );
}

function BookingPanel({ event }: { event: ComedyEvent }) {
  const navigate = useNavigate();
  const [quantityText, setQuantityText] = useState('1');
  const external = isExternalEvent(event);
  // a show with ticket types: one type per order; none = one price, as the spec says
  const types = useTicketTypesOrNone(event.id);
  const [now] = useState(() => Date.now());
  const [chosenTypeId, setTypeId] = useState<string | null>(null);
  // until the visitor picks one, the first type on sale
  const typeId = chosenTypeId ?? types.find((type) => isTypeAvailable(type, false, now))?.id ?? null;
  const type = types.find((candidate) => candidate.id === typeId) ?? null;
  const maxQuantity = Math.min(maxOrderQuantity(event), type?.maxPerOrder ?? Infinity, type?.seatsLeft ?? Infinity);
  const noTypeOnSale = types.length > 0 && !type;

  const book = () => {
    if (external) {
      window.open(event.external_url, '_blank', 'noopener,noreferrer');
      return;
    }
    const quantity = Math.min(maxQuantity, effectiveQuantity(quantityFromInput(quantityText)));
    // a date sold through its virtual queue: buying starts in the waiting room, which passes the order on
    navigate(event.queue ? queuePath(event, { quantity, typeId: type?.id }) : checkoutPath(event, quantity, type?.id));
  };

  return (
    <aside className={styles.booking} aria-label="Reserva">
      {types.length > 0 ? (
        <TicketTypePicker types={types} selected={typeId} onSelect={setTypeId} showSoldOut={false} now={now} />
      ) : (
        <>
          <p className={styles.priceLabel}>Precio por entrada</p>
          <p className={styles.price}>{priceLabel(event.ticket_price)}</p>
        </>
      )}
      <SeatAvailabilityBadge seats={event} />
      {!external && <QuantityStepper value={quantityText} onChange={setQuantityText} max={maxQuantity} />}
      <Button
        size="large"
        fullWidth
        pulse
        icon={external ? <ExternalIcon /> : <TicketIcon />}
        iconPosition={external ? 'right' : 'left'}
        disabled={noTypeOnSale}
        onClick={book}
      >
        {event.queue ? ON_SALE_TEXTS.joinQueue : bookButtonLabel(event, quantityText)}
      </Button>
      {event.queue && <p className={styles.soldOutNote}>{ON_SALE_TEXTS.queueBadge}</p>}
      <WhatsAppLink message={WHATSAPP_MESSAGES.event(event.name)} variant="inline">
        Pregúntanos por WhatsApp
      </WhatsAppLink>
    </aside>
  );
}

/** A cancelled date (cancelEvent): its page says so and offers no purchase. */
function CancelledPanel() {
  return (
    <aside className={styles.booking} aria-label="Reserva">
      <p className={styles.cancelled} role="status">
        {CANCELLED_DATE_TITLE}
      </p>
      <p className={styles.soldOutNote}>{CANCELLED_DATE_TEXT}</p>
    </aside>
  );
}

/** Before `sale_opens_at`: "Venta desde …", a live countdown and, for a queued date, the way into the queue. */
function OpeningPanel({ event, opensAt, onOpen }: { event: ComedyEvent; opensAt: Date; onOpen: () => void }) {
  const now = useNow();
  const joinable = now !== null && mayJoinQueue(opensAt, now);
  return (
    <aside className={styles.booking} aria-label="Reserva">
      <p className={styles.priceLabel}>Precio por entrada</p>
      <p className={styles.price}>{priceLabel(event.ticket_price)}</p>
      <SaleCountdown opensAt={opensAt} onOpen={onOpen} />
      {event.queue && (
        <>
          <p className={styles.soldOutNote}>{ON_SALE_TEXTS.queueBadge}</p>
          {joinable ? (
            <ButtonLink to={queuePath(event)} size="large" fullWidth icon={<TicketIcon />}>
              {ON_SALE_TEXTS.joinQueue}
            </ButtonLink>
          ) : (
            <p className={styles.soldOutNote}>La fila abre {QUEUE_JOIN_LEAD_MINUTES} minutos antes de la venta.</p>
          )}
        </>
      )}
    </aside>
  );
}

function PurchasePanel({ event }: { event: ComedyEvent }) {
  const [renderedAt] = useState(() => new Date());
  const [opened, setOpened] = useState(false);
  if (event.status === CANCELLED_SHOW_STATUS) return <CancelledPanel />;
  if (seatAvailability(event).kind === 'soldOut') return <SoldOutPanel event={event} />;
  if (event.sale_opens_at && !opened && !saleIsOpen(event.sale_opens_at, renderedAt))
    return <OpeningPanel event={event} opensAt={event.sale_opens_at} onOpen={() => setOpened(true)} />;
  return <BookingPanel event={event} />;
}

/** Add to calendar and share, beside the booking panel. */
function EventActions({ event }: { event: ComedyEvent }) {
  // the server draws the link without the origin; the browser adds it once hydrated
  const origin = useBrowserValue(() => window.location.origin, '');
  const entry = calendarEntryForEvent({ ...event, slug: event.slug || event.id }, origin);
  return (
    <section className={styles.actions} aria-label="Agregar al calendario y compartir">
      <AddToCalendar entry={entry} fileName={event.slug || event.id} />
      <EventShare event={event} />
    </section>
  );
}

export function EventDetails({ event }: { event: ComedyEvent }) {
  useViewContentTracking(event);
  const dates = useShowDates(event);
  // the organizer's, or the operator's for a show without one
  const producer = useShowProducer(event);

  return (
    <article className={styles.detail}>
      <div className={styles.poster}>
        <img src={event.cover_image_url} alt="" width={POSTER_WIDTH} height={POSTER_HEIGHT} fetchPriority="high" />
      </div>

      <div className={styles.intro}>
        <ul className={styles.chips} aria-label="Categorías">
          {EVENT_CATEGORY_CHIPS.map((chip) => (
            <li key={chip}>{chip}</li>
          ))}
        </ul>
        <h1 className={styles.name}>{event.name}</h1>
        <p className={styles.line}>
          <CalendarIcon className={styles.icon} />
          <span>{eventDateTimeLabel(event)}</span>
        </p>
        <p className={styles.line}>
          <PinIcon className={styles.icon} />
          <span>
            {event.venue.name} · {event.city}
          </span>
        </p>
        {event.is_recurring && event.recurrence_pattern && (
          <p className={styles.recurrence}>{event.recurrence_pattern}</p>
        )}
        {/* the PULEP code (Ley 1493 de 2011) and the producer */}
        {showLegalLines({ pulepCode: event.pulep_code, producer }).map((line) => (
          <p key={line} className={styles.legal}>
            {line}
          </p>
        ))}
      </div>

      <div className={styles.about}>
        <section className={styles.section} aria-labelledby="acerca-title">
          <h2 id="acerca-title">Acerca del evento</h2>
          <p>{event.description}</p>
        </section>

        <section className={styles.section} aria-labelledby="lugar-title">
          <h2 id="lugar-title">Lugar</h2>
          <p className={styles.venueName}>{event.venue.name}</p>
          <p className={styles.address}>{event.venue.address}</p>
        </section>
      </div>

      <div className={styles.side}>
        <ShowDates dates={dates} currentId={event.id} />
        <PurchasePanel event={event} />
        {event.status !== CANCELLED_SHOW_STATUS && <EventActions event={event} />}
        <ButtonLink to="/" variant="ghost" icon={<ArrowLeftIcon />} fullWidth>
          Volver al inicio
        </ButtonLink>
      </div>
    </article>
  );
}
