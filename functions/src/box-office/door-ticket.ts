import {
  BOX_OFFICE_PAYMENT_METHOD,
  ticketMetadata,
  type BoxOfficeMethod,
  type OrderSummary,
  type PaymentsConfig,
  type TicketType,
} from '@carcajada/domain';
import { ticketDocument, type NewTicketDocument } from '@carcajada/domain/stored/ticket';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { SaleableEvent } from '../documents/event.js';

export interface DoorSale {
  saleId: string;
  eventId: string;
  event: SaleableEvent;
  type: TicketType | null;
  order: OrderSummary;
  config: PaymentsConfig;
  method: BoxOfficeMethod;
  cardReference: string | null;
  holderName: string;
  /** The verified account the ticket goes to (null: a walk-in without one). */
  owner: { uid: string; email: string } | null;
  /** The address typed when no verified account has it (kept for the attendee list, never mailed). */
  email: string | null;
  soldBy: string;
  qrCode: string;
  admit: boolean;
  /** On a seated date: the seats named, or best available in a category. */
  seatChoice: { seats?: string[]; bestAvailable?: { category: string; quantity: number } };
  now: Date;
}

/**
 * tickets/{id} of a door sale: paid at once (`box_office`, cash or card), priced without service
 * fee, marked with its seller and `saleId`; admitted already when the sale says so. Closing the
 * seller's till stamps `boxOfficeShiftId`.
 */
export function doorTicketDocument(sale: DoorSale): NewTicketDocument<FieldValue | Timestamp> {
  const { order, type, event } = sale;
  return ticketDocument<FieldValue | Timestamp>({
    userId: sale.owner?.uid ?? '',
    eventId: sale.eventId,
    organizerId: event.organizerId ?? null,
    buyerEmail: sale.owner?.email ?? sale.email ?? '',
    amount: order.total,
    quantity: order.quantity,
    ticketStatus: sale.admit ? 'redeemed' : 'paid',
    paymentStatus: 'approved',
    paymentMethod: BOX_OFFICE_PAYMENT_METHOD,
    metadata: { ...ticketMetadata(sale.holderName, event), ...(type && { seatNumber: type.name }) },
    // admitted at once, as a check-in of everyone would (functions/src/checkin)
    ...(sale.admit && { admittedAt: Timestamp.fromDate(sale.now) }),
    qrCode: sale.qrCode,
    // no service fee and no promo code at the door
    sale: {
      type,
      order: { ...order, discountPerTicket: 0 },
      promoCode: null,
      price: {
        unitPrice: order.unitPrice,
        subtotal: order.subtotal,
        tax: order.tax,
        serviceFee: 0,
        total: order.total,
        taxesPercent: sale.config.taxes,
        feePerTicket: 0,
      },
    },
    door: { boxOfficeMethod: sale.method, cardReference: sale.cardReference, soldBy: sale.soldBy, saleId: sale.saleId },
    createdAt: FieldValue.serverTimestamp(),
  });
}
