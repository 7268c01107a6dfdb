import {
  computeOrder,
  promoDiscountPerTicket,
  promotionQuantityRefusal,
  typeSaleRefusal,
  type OrderSummary,
  type PromoCode,
  type TicketType,
} from '@carcajada/domain';
import { RefusalError, refusal } from '../../common/errors.js';
import type { SaleContext } from './purchase-context.js';

/** What one order buys: the type (null on a one-price show), the code applied, and the priced order. */
export interface SaleOffer {
  type: TicketType | null;
  promo: PromoCode | null;
  order: OrderSummary;
}

export interface OfferRequest {
  ticketTypeId?: string;
  quantity: number;
}

/** The type asked for. A hidden type is sold only through a code (of this show) that lists it; otherwise it does not exist. */
function chosenType(context: SaleContext, request: OfferRequest, promo: PromoCode | null): TicketType | null {
  if (context.types.length === 0) {
    if (request.ticketTypeId !== undefined) throw refusal('ticketTypeUnknown');
    return null;
  }
  const type = context.types.find((candidate) => candidate.id === request.ticketTypeId);
  if (!type) throw refusal('ticketTypeUnknown');
  if (type.hidden && !promo?.ticketTypeIds?.includes(type.id)) throw refusal('ticketTypeUnknown');
  return type;
}

/** A code of this date, or of the show (series) the date belongs to. */
function codeCoversDate(promo: PromoCode, event: SaleContext['event']): boolean {
  if (promo.eventId && promo.eventId === event.id) return true;
  return promo.seriesId !== null && promo.seriesId === event.series_id;
}

/** The code asked for, if it is a live code of this show (inactive or another show's: unknown). */
function requestedPromo(context: SaleContext): PromoCode | null {
  const { promo } = context;
  if (promo.kind === 'none') return null;
  if (promo.kind === 'malformed' || !promo.promo) return null;
  if (!codeCoversDate(promo.promo, context.event) || !promo.promo.active) return null;
  return promo.promo;
}

function assertPromoUsable(promo: PromoCode, type: TicketType | null, quantity: number, now: Date): void {
  if (promo.validUntil !== null && now.getTime() >= promo.validUntil) throw refusal('promoExpired');
  if (promo.maxUses !== null && promo.used + quantity > promo.maxUses) throw refusal('promoUsedUp');
  if (promo.ticketTypeIds !== null && (!type || !promo.ticketTypeIds.includes(type.id)))
    throw refusal('promoNotForType');
  // a type's promotion never combines with a code: the promotion is the type's price
  if (type?.promotion) throw refusal('promoNotWithPromotion');
}

/**
 * The contract's checks of an order, in order: a typed code that is not a live code of this show
 * first (so a wrong code is always answered `promoUnknown` and counted by the wrong-code limit,
 * whatever type is asked: a hidden type answers only to a code that lists it, so judging the type
 * first would tell a guess without counting it); then the type (unknown or hidden), its sale
 * window, its `max_per_order` and its tables (`tableSize`), then the code's own limits (expired,
 * used up, not for this type, or a type with a promotion); then the price with the code's discount
 * or the type's promotion (packages/domain pricing: the same rule the checkout shows). The seats
 * are checked when they are taken. A use count read here can be stale: the take re-checks it.
 */
export function decideOffer(context: SaleContext, request: OfferRequest, now: Date): SaleOffer {
  const promo = requestedPromo(context);
  if (context.promo.kind !== 'none' && !promo) throw refusal('promoUnknown');
  const type = chosenType(context, request, promo);
  const refused =
    type &&
    (typeSaleRefusal(type, request.quantity, now.getTime()) ??
      promotionQuantityRefusal(type.promotion, request.quantity));
  if (refused) throw new RefusalError(refused);
  if (promo) assertPromoUsable(promo, type, request.quantity, now);
  const price = type ? type.price : context.event.ticket_price;
  const discount = promo ? promoDiscountPerTicket(price, promo) : 0;
  const promotion = type?.promotion ?? null;
  return { type, promo, order: computeOrder(price, request.quantity, context.paymentsConfig, discount, promotion) };
}
