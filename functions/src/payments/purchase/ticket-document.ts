import {
  CHECKOUT_PAYMENT_METHOD,
  COURTESY_PAYMENT_METHOD,
  FREE_PAYMENT_METHOD,
  paidUnitPrice,
  parafiscalContribution,
  ticketMetadata,
  type OrderSummary,
  type PaymentMethod,
  type PaymentsConfig,
  type TaxConfig,
  type TicketPrice,
} from '@carcajada/domain';
import { ticketDocument, type NewTicketDocument } from '@carcajada/domain/stored/ticket';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Buyer, SaleEvent } from './purchase-context.js';
import type { SaleOffer } from './sale-offer.js';

export interface TicketOwner {
  uid: string;
  email: string;
}

/** How a ticket is paid: online, a free show's reservation, or a courtesy (a code brought the price to 0). */
export function paymentMethodOf(order: OrderSummary): PaymentMethod {
  if (!order.isFree) return CHECKOUT_PAYMENT_METHOD;
  return order.discountPerTicket > 0 ? COURTESY_PAYMENT_METHOD : FREE_PAYMENT_METHOD;
}

/** The price as charged, kept so IVA and fees of past sales can be reported after the config changes. */
export function ticketPrice(order: OrderSummary, config: PaymentsConfig): TicketPrice {
  return {
    unitPrice: order.unitPrice,
    subtotal: order.subtotal,
    tax: order.tax,
    serviceFee: order.serviceFee,
    total: order.total,
    taxesPercent: config.taxes,
    feePerTicket: order.paidTickets > 0 ? config.fees : 0,
  };
}

/**
 * A new tickets/{id} document: reserved; pending payment for a paid order (its seats held until
 * `holdExpiresAt`), approved for a free one. The seats it takes are added when they are taken.
 */
export function newTicketDocument(
  owner: TicketOwner,
  buyer: Buyer,
  event: SaleEvent,
  offer: SaleOffer,
  config: PaymentsConfig,
  holdExpiresAt: Date | null,
  taxConfig: TaxConfig,
): NewTicketDocument<FieldValue | Timestamp> {
  const { order } = offer;
  return ticketDocument<FieldValue | Timestamp>({
    userId: owner.uid,
    eventId: event.id,
    organizerId: event.organizerId ?? null,
    buyerEmail: owner.email,
    buyerPhone: buyer.phone,
    amount: order.isFree ? 0 : order.total,
    quantity: order.quantity,
    paymentStatus: order.isFree ? 'approved' : 'pending',
    paymentMethod: paymentMethodOf(order),
    metadata: {
      // from the server's own event and user documents, never from the client's payload
      ...ticketMetadata(buyer.name, event),
      ...(offer.type && { seatNumber: offer.type.name }),
    },
    // what was bought, at what price, with which code
    sale: {
      type: offer.type,
      order,
      promoCode: offer.promo?.code ?? null,
      price: ticketPrice(order, config),
      // the contribución parafiscal withheld from the organizer for these seats: judged on the unit
      // price actually paid (a ticket a promotion makes free carries none)
      parafiscal: parafiscalContribution(
        { unitPrice: paidUnitPrice(order), quantity: order.paidTickets, showDate: event.date },
        taxConfig,
      ),
    },
    // the server's clock, not this instance's
    createdAt: FieldValue.serverTimestamp(),
    holdExpiresAt: holdExpiresAt ? Timestamp.fromDate(holdExpiresAt) : null,
  });
}
