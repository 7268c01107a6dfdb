import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  computeOrder,
  maxOrderQuantity,
  promotionExplanation,
  promotionQuantityRefusal,
  quantityFromInput,
  refusalMessage,
  saleWindowState,
  seatAvailability,
  WAITLIST_OFFER_MINUTES,
  WAITLIST_TEXTS,
  type ComedyEvent,
  type PaymentsConfig,
} from '@carcajada/domain';
import { ArrowLeftIcon } from '../../../components/icons';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { QuantityStepper } from '../../../components/ui/QuantityStepper';
import { SeatAvailabilityBadge } from '../../../components/ui/SeatAvailabilityBadge';
import { WhatsAppLink } from '../../../components/WhatsAppLink';
import { track } from '../../../lib/tracking';
import { WHATSAPP_MESSAGES } from '../../../lib/whatsapp';
import { SignInInvitation, useCurrentUser, type ReturnState } from '../../auth';
import { eventPath, useTicketTypes } from '../../events';
import { DataConsentRenewal, useDataConsentRenewal } from '../../legal';
import { useWhatsAppConsentChoice, WhatsAppCheckoutChoice } from '../../whatsapp';
import {
  bestChoiceNote,
  NO_SEATS,
  seatChoiceKey,
  seatChoiceQuantity,
  seatChoiceRequest,
  seatChoiceTypeId,
  type SeatChoice,
} from '../../seat-map';
import { usePromoCode } from '../hooks/use-promo-code';
import { useOfferSeats } from '../hooks/use-offer-seats';
import { usePurchase } from '../hooks/use-purchase';
import { checkoutActionLabel, DEFAULT_PAYMENT_METHOD, isCheckoutActionDisabled } from '../utils/checkout-action';
import { checkoutSeats } from '../utils/checkout-seats';
import { seatOffers } from '../utils/seat-offers';
import { CheckoutEventSummary } from './CheckoutEventSummary';
import { OrderSummary } from './OrderSummary';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { PromoCodeField } from './PromoCodeField';
import { PurchaseFailureNotice } from './PurchaseFailureNotice';
import { SeatChooserSection } from './SeatChooserSection';
import styles from './CheckoutForm.module.css';

export interface CheckoutFormProps {
  event: ComedyEvent;
  config: PaymentsConfig;
  initialQuantity: number;
  /** The `tipo` of the checkout link: the ticket type chosen on the event page. */
  ticketTypeId: string | null;
  /** A waitlist offer: its quantity is fixed and its held seats are bought whatever the date shows. */
  offerId?: string | null;
  /** A seated date's category (by name) whose best available seats are asked at once. */
  bestCategory?: string | null;
}

export function CheckoutForm({
  event,
  config,
  initialQuantity,
  ticketTypeId,
  offerId = null,
  bestCategory = null,
}: CheckoutFormProps) {
  const currentUser = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const types = useTicketTypes(event.id);
  const [now] = useState(() => Date.now());
  // a seated date (docs/seat-map.md): the seats chosen (or best available) give the type and the quantity
  const seated = Boolean(event.seating_plan_id);
  const [seatPick, setSeatPick] = useState<{ choice: SeatChoice; note: string }>(() =>
    bestCategory && event.seat_categories?.[bestCategory]
      ? {
          choice: { kind: 'best', category: bestCategory, quantity: initialQuantity },
          note: bestChoiceNote(bestCategory, initialQuantity),
        }
      : { choice: NO_SEATS, note: '' },
  );
  const seatChoice = seatPick.choice;
  const chooseSeats = useCallback((choice: SeatChoice, note = '') => setSeatPick({ choice, note }), []);
  const heldSeats = useOfferSeats(
    event.id,
    offerId,
    seated,
    useCallback((seats) => chooseSeats({ kind: 'seats', seats }), [chooseSeats]),
  );
  const seatTypeId = seatChoiceTypeId(seatChoice, event.seat_categories);
  // the type of the link, or (a link without tipo) the first type on sale: a show with types sells one per order
  const type = seated
    ? (types.find((candidate) => candidate.id === seatTypeId) ?? null)
    : (types.find((candidate) => candidate.id === ticketTypeId) ??
      types.find((candidate) => saleWindowState(candidate, now) === 'open' && candidate.seatsLeft !== 0) ??
      null);
  // an offer's seats are held apart from the date's count: its own quantity, whatever the date shows
  const seatLimit = (counts: Parameters<typeof maxOrderQuantity>[0]) =>
    offerId ? initialQuantity : maxOrderQuantity(counts);
  const offers = useMemo(() => seatOffers(event, types, now, maxOrderQuantity(event)), [event, types, now]);
  const maxQuantity = Math.min(seatLimit(event), type?.maxPerOrder ?? Infinity);
  const [quantityText, setQuantityText] = useState(String(Math.min(initialQuantity, maxQuantity)));
  const [paymentMethod, setPaymentMethod] = useState(DEFAULT_PAYMENT_METHOD);
  const promo = usePromoCode();
  const quantity = seated ? seatChoiceQuantity(seatChoice) : quantityFromInput(quantityText);
  const seatRequest = seated && quantity > 0 ? seatChoiceRequest(seatChoice) : {};
  const promotion = type?.promotion ?? null;
  // a type's promotion prices the order and never combines with a code (the server refuses the code)
  const order = computeOrder(
    type?.price ?? event.ticket_price,
    quantity,
    config,
    promo.applied?.discountPerTicket,
    promotion,
  );
  const tableRefusal = promotionQuantityRefusal(promotion, quantity);
  const { processing, failure, serverSeatsLeft, purchase } = usePurchase(event, order, {
    ticketTypeId: type?.id,
    promoCode: promo.applied?.code,
    ...(offerId && { waitlistOfferId: offerId }),
    ...(seated && { ...seatRequest, attemptKey: seatChoiceKey(seatChoice) }),
  });
  // seatTaken is answered on the map (the suggestion chosen, the message in its live region)
  const seatTaken = failure?.refusal?.reason === 'seatTaken' ? failure.refusal : null;
  const seats = checkoutSeats(event, serverSeatsLeft);
  const soldOut = seatAvailability(seats).kind === 'soldOut' && !offerId;
  const signedIn = currentUser.status === 'signed-in';
  // (Ley 1581 de 2012): an account without consent to the policy in force is asked again here
  const consent = useDataConsentRenewal(signedIn ? currentUser.user : null);
  // contract v6: tickets by WhatsApp, an unchecked choice recorded only when checked
  const whatsapp = useWhatsAppConsentChoice(signedIn ? currentUser.user : null);
  const returnTo =
    `${pathname}?quantity=${Math.max(1, quantity)}${type ? `&tipo=${encodeURIComponent(type.id)}` : ''}` +
    (offerId ? `&oferta=${encodeURIComponent(offerId)}` : '');
  const applyCode = (typed: string) =>
    void promo.apply(typed, {
      eventId: event.id,
      ticketTypeId: type?.id,
      quantity: Math.max(1, quantity),
      ...seatRequest,
    });

  useEffect(() => {
    track('InitiateCheckout', { content_name: event.name, content_ids: event.id });
  }, [event.id, event.name]);

  async function handleAction() {
    if (currentUser.status === 'signed-in') {
      if ((await consent.confirm()) && (await whatsapp.confirm())) await purchase(currentUser.user, paymentMethod);
      return;
    }
    const state: ReturnState = { from: returnTo };
    navigate('/crear-cuenta', { state });
  }

  const actionDisabled =
    currentUser.status === 'loading' ||
    tableRefusal !== null ||
    (seated && !type) ||
    isCheckoutActionDisabled({ hasEvent: true, quantity, processing });
  const chooseQuantity = (chosen: number) => setQuantityText(String(chosen));

  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="checkout-order-title">
        <CheckoutEventSummary event={event} />
        <h2 id="checkout-order-title" className={styles.sectionTitle}>
          Tu pedido
        </h2>
        {!offerId && <SeatAvailabilityBadge seats={seats} />}
        {type && <p className={styles.ticketType}>Entrada {type.name}</p>}
        {promotion && <p className={styles.ticketType}>{promotionExplanation(promotion)}</p>}
        {heldSeats ? (
          <section aria-labelledby="checkout-held-seats-title">
            <h3 id="checkout-held-seats-title" className={styles.sectionTitle}>
              {WAITLIST_TEXTS.heldSeats}
            </h3>
            <ul>
              {heldSeats.map((seat) => (
                <li key={seat.id}>{seat.label}</li>
              ))}
            </ul>
          </section>
        ) : seated ? (
          <SeatChooserSection
            eventId={event.id}
            planId={event.seating_plan_id ?? ''}
            prices={offers.prices}
            limits={offers.limits}
            choice={seatChoice}
            note={seatPick.note}
            onChange={chooseSeats}
            taken={seatTaken}
            disabled={processing || soldOut}
          />
        ) : (
          <QuantityStepper
            value={quantityText}
            onChange={setQuantityText}
            max={Math.min(seatLimit(seats), maxQuantity)}
            disabled={processing || soldOut || Boolean(offerId)}
            step={promotion?.kind === 'table' ? promotion.size : 1}
          />
        )}
        {tableRefusal && (
          <p role="alert" className={styles.ticketType}>
            {refusalMessage(tableRefusal)}
          </p>
        )}
        {offerId && <p className={styles.ticketType}>{WAITLIST_TEXTS.offerCheckout(WAITLIST_OFFER_MINUTES)}</p>}
        <OrderSummary
          eventName={type ? `${event.name} · ${type.name}` : event.name}
          order={order}
          config={config}
          promoCode={promotion ? null : (promo.applied?.code ?? null)}
          {...(seated && { seats: seatChoice })}
        />
        <PromoCodeField promo={promo} onApply={applyCode} disabled={processing || soldOut} />
      </section>

      <section className={styles.card} aria-label="Pago">
        {!order.isFree && (
          <PaymentMethodPicker selected={paymentMethod} onSelect={setPaymentMethod} disabled={processing} />
        )}
        {order.isFree && <p className={styles.freeNote}>Este show es gratis: reserva tus entradas sin pagar nada.</p>}
        {currentUser.status === 'signed-out' && (
          <SignInInvitation
            headingLevel={2}
            title="Necesitas una cuenta"
            message={`Crea tu cuenta gratis o inicia sesión para ${order.isFree ? 'reservar' : 'comprar'} tus entradas. Solo toma un minuto.`}
            returnTo={returnTo}
          />
        )}
        {!soldOut && <DataConsentRenewal renewal={consent} />}
        {signedIn && !soldOut && (
          <WhatsAppCheckoutChoice user={currentUser.user} choice={whatsapp} disabled={processing} />
        )}
        {failure && !seatTaken && (
          <PurchaseFailureNotice failure={failure} quantity={quantity} onChooseQuantity={chooseQuantity} />
        )}
        {!soldOut && (
          <Button
            size="large"
            fullWidth
            pulse={signedIn}
            loading={processing || consent.saving || whatsapp.saving}
            disabled={actionDisabled}
            onClick={() => void handleAction()}
          >
            {checkoutActionLabel({ signedIn, isFree: order.isFree, processing, paymentMethod })}
          </Button>
        )}
        <ButtonLink to={eventPath(event)} variant="ghost" fullWidth icon={<ArrowLeftIcon width={18} height={18} />}>
          Volver al evento
        </ButtonLink>
        <p className={styles.help}>
          ¿Dudas con tu compra?{' '}
          <WhatsAppLink message={WHATSAPP_MESSAGES.checkoutHelp} variant="inline">
            Escríbenos por WhatsApp
          </WhatsAppLink>
        </p>
      </section>
    </div>
  );
}
