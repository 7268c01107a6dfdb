import {
  EVENT_STATUS_ACTIVE,
  EVENT_STATUS_CANCELLED,
  hasShowStarted,
  isExternalEvent,
  saleIsOpen,
} from '@carcajada/domain';
import { refusal } from '../../common/errors.js';
import type { Buyer, SaleEvent } from './purchase-context.js';
import type { SaleOffer } from './sale-offer.js';

export function assertBuyerActive(buyer: Buyer): void {
  if (!buyer.active) throw refusal('inactiveUser');
}

/**
 * Not cancelled, active, not external, not started yet (its start instant is in the future), and
 * its sale open (`sale_opens_at` has come, or the date sets none).
 */
export function assertEventOnSale(event: SaleEvent, now: Date): void {
  // a cancelled date says so (its page offers the show's other dates)
  if (event.status === EVENT_STATUS_CANCELLED) throw refusal('eventCancelled');
  if (event.status !== EVENT_STATUS_ACTIVE) throw refusal('eventUnavailable');
  if (isExternalEvent(event)) throw refusal('externalEvent');
  // the lists stop offering it at the same instant (domain show-listing.ts)
  if (hasShowStarted(event.event_date.toDate(), now)) throw refusal('eventStarted');
  if (!saleIsOpen(event.sale_opens_at?.toDate(), now)) throw refusal('saleNotOpen');
}

/**
 * The server's price is the offer's (the same computeOrder the checkout screen shows). If the
 * buyer saw another total, the price changed under them: refuse rather than charge a surprise amount.
 */
export function assertPriceSeen(offer: SaleOffer, amountSeenByBuyer: number): void {
  if (offer.order.total !== amountSeenByBuyer) throw refusal('priceChanged');
}
