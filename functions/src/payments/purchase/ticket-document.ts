import {
  DEFAULT_SEAT,
  ticketDocument,
  type OrderSummary,
  type PaymentsConfig,
  type TicketMetadata,
  type TicketPrice,
} from '@carcajada/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Buyer, SaleEvent } from './purchase-context.js';

export interface TicketOwner {
  uid: string;
  email: string;
}

/** Metadata from the server's own event and user documents, never from the client's payload. */
export function ticketMetadata(buyer: Buyer, event: SaleEvent): TicketMetadata {
  return {
    userName: buyer.name,
    eventName: event.name,
    eventDate: event.date,
    eventTime: event.time,
    venue: event.venue.name,
    city: event.city,
    seatNumber: DEFAULT_SEAT,
  };
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
    feePerTicket: order.isFree ? 0 : config.fees,
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
  order: OrderSummary,
  config: PaymentsConfig,
  holdExpiresAt: Date | null,
) {
  return {
    ...ticketDocument({
      userId: owner.uid,
      eventId: event.id,
      organizerId: event.organizerId ?? null,
      buyerEmail: owner.email,
      buyerPhone: buyer.phone,
      amount: order.isFree ? 0 : order.total,
      quantity: order.quantity,
      paymentStatus: order.isFree ? 'approved' : 'pending',
      paymentMethod: order.isFree ? 'free' : 'mercadopago',
      metadata: ticketMetadata(buyer, event),
    }),
    price: ticketPrice(order, config),
    // the server's clock, not this instance's
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    holdExpiresAt: holdExpiresAt ? Timestamp.fromDate(holdExpiresAt) : null,
  };
}
