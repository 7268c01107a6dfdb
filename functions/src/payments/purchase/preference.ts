import {
  CASH_PAYMENT_TYPE,
  CURRENCY,
  STATEMENT_DESCRIPTOR,
  type CashOffer,
  type OrderSummary,
} from '@carcajada/domain';
import type { PreferenceRequest } from '../../mercado-pago/client.js';
import type { Buyer, SaleEvent } from './purchase-context.js';

export interface PreferenceInput {
  ticketId: string;
  event: SaleEvent;
  order: OrderSummary;
  taxesPercent: number;
  buyer: Buyer & { email: string };
  webBaseUrl: string;
  webhookUrl: string;
  now: Date;
  /** The ticket's hold ends here, and so does the preference. */
  holdExpiresAt: Date;
  /** Whether Efecty (cash) is offered, and its voucher's deadline (cash.ts in the domain). */
  cash: CashOffer;
}

type Item = NonNullable<PreferenceRequest['items']>[number];

function item(id: string, title: string, quantity: number, unitPrice: number): Item {
  return { id, title, quantity, unit_price: unitPrice, currency_id: CURRENCY };
}

/** Integer COP lines whose sum is the order total: tickets, tax and service fee (each only when above 0). */
export function preferenceItems(input: Pick<PreferenceInput, 'event' | 'order' | 'taxesPercent'>): Item[] {
  const { event, order } = input;
  // the price each ticket is charged: the list price less a promo code's discount
  const netPrice = order.unitPrice - order.discountPerTicket;
  // a whole-peso price keeps the per-ticket line; otherwise (or under a promotion, whose tickets
  // are not all charged alike) one line carries the subtotal
  const tickets =
    Number.isInteger(netPrice) && !order.promotion
      ? item(event.id, `Entrada: ${event.name}`, order.quantity, netPrice)
      : item(event.id, `Entradas (${order.quantity}): ${event.name}`, 1, order.subtotal);
  const lines: Item[] = [{ ...tickets, category_id: 'tickets' }];
  if (order.tax > 0) lines.push(item('impuestos', `Impuestos (${input.taxesPercent}%)`, 1, order.tax));
  if (order.serviceFee > 0) lines.push(item('cargo-servicio', 'Cargo por servicio', 1, order.serviceFee));
  return lines;
}

/** /compra-finalizada?event=<slug>&value=<total> on the web app. */
export function purchaseFinishedUrl(webBaseUrl: string, slug: string, total: number): string {
  const url = new URL('/compra-finalizada', webBaseUrl);
  url.searchParams.set('event', slug);
  url.searchParams.set('value', String(total));
  return url.toString();
}

/** paymentWebhook's public URL with `source_news=webhooks`, so Mercado Pago sends Webhooks and not legacy IPN. */
export function notificationUrl(webhookUrl: string): string {
  const url = new URL(webhookUrl);
  url.searchParams.set('source_news', 'webhooks');
  return url.toString();
}

/** The Checkout Pro preference for a reserved ticket (contract: createTicketPreference). */
export function checkoutPreference(input: PreferenceInput): PreferenceRequest {
  const backUrl = purchaseFinishedUrl(input.webBaseUrl, input.event.slug, input.order.total);
  return {
    items: preferenceItems(input),
    payer: { email: input.buyer.email, name: input.buyer.name },
    external_reference: input.ticketId,
    notification_url: notificationUrl(input.webhookUrl),
    back_urls: { success: backUrl, failure: backUrl, pending: backUrl },
    auto_return: 'approved',
    expires: true,
    expiration_date_from: input.now.toISOString(),
    expiration_date_to: input.holdExpiresAt.toISOString(),
    // cash (Efecty) is paid days later at a counter: offered only far enough from the show and
    // while the date's cash holds are few; its voucher then lasts until the cash deadline
    ...(input.cash.offered
      ? { date_of_expiration: input.cash.deadline.toISOString() }
      : { payment_methods: { excluded_payment_types: [{ id: CASH_PAYMENT_TYPE }] } }),
    statement_descriptor: STATEMENT_DESCRIPTOR,
    metadata: { ticket_id: input.ticketId, event_id: input.event.id },
  };
}
