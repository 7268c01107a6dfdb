import { computeOrder, EVENT_STATUS_ACTIVE, isExternalEvent, type OrderSummary } from '@carcajada/domain';
import { refusal } from '../../common/errors.js';
import type { Buyer, PurchaseContext, SaleEvent } from './purchase-context.js';

export function assertBuyerActive(buyer: Buyer): void {
  if (!buyer.active) throw refusal('inactiveUser');
}

/** Active, not external, and not started yet (its start instant is in the future). */
export function assertEventOnSale(event: SaleEvent, now: Date): void {
  if (event.status !== EVENT_STATUS_ACTIVE) throw refusal('eventUnavailable');
  if (isExternalEvent(event)) throw refusal('externalEvent');
  if (event.event_date.toMillis() <= now.getTime()) throw refusal('eventStarted');
}

/**
 * The server's price (the same computeOrder the checkout screen shows). If the buyer saw another
 * total, the price changed under them: refuse rather than charge a surprise amount.
 */
export function priceOrder(context: PurchaseContext, quantity: number, amountSeenByBuyer: number): OrderSummary {
  const order = computeOrder(context.event.ticket_price, quantity, context.paymentsConfig);
  if (order.total !== amountSeenByBuyer) throw refusal('priceChanged');
  return order;
}
