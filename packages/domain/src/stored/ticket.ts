import { z } from 'zod/mini';
import type { BoxOfficeMethod } from '../box-office.js';
import { CURRENCY } from '../constants.js';
import { DEFAULT_SEAT, EMPTY_TICKET_METADATA, type TicketMetadata, type TicketPrice } from '../models.js';
import { producerFrom } from '../organizers.js';
import type { OrderSummary, TicketPromotion } from '../pricing.js';
import { ticketPromotionFields } from '../promotions.js';
import { CHECKOUT_PAYMENT_METHOD, type PaymentMethod } from '../ticket/payment-methods.js';
import { PAYMENT_STATUSES, TICKET_STATUSES, type PaymentStatus, type TicketStatus } from '../ticket/statuses.js';
import { isPulepCode } from '../pulep.js';
import type { TicketSeat } from '../seating/date-seats.js';
import { isCancelReason, type CancelReason } from '../seats.js';
import { count, dateOf, flag, instant, optionalText, text, ticketSeats } from './fields.js';

export type { StoredInstant } from './fields.js';

/** tickets/{id}: written by the functions only (clients read their own; organizers their shows'). */
export const TICKETS_COLLECTION = 'tickets';

/** What a sale bought and at what price (online or at the door): the settlement and the dashboard sum it. */
export interface TicketSale {
  /** The type bought; null on a one-price show. */
  type: { id: string; name: string } | null;
  order: Pick<OrderSummary, 'unitPrice' | 'discountPerTicket' | 'quantity' | 'promotion' | 'promotionDiscount'>;
  /** The code applied (upper case); null without one. */
  promoCode: string | null;
  price: TicketPrice;
  /** The contribución parafiscal withheld for its seats (online sales; absent: not written). */
  parafiscal?: number;
}

/** A box-office sale's own fields (sellAtDoor); closing the seller's till stamps `boxOfficeShiftId`. */
export type DoorSaleFields = {
  boxOfficeMethod: BoxOfficeMethod;
  cardReference: string | null;
  soldBy: string;
  saleId: string;
};

/**
 * A new ticket's options; `T` is how its writer stores an instant (a Date in the seed and tests, a
 * Timestamp or a server timestamp sentinel in the functions).
 */
export interface TicketDocumentOptions<T = Date> {
  userId: string;
  eventId: string;
  buyerEmail: string;
  /** The buyer's phone as their account had it at purchase (users/{uid}.phone), for the attendee list. */
  buyerPhone?: string;
  amount: number;
  quantity?: number;
  ticketStatus?: TicketStatus;
  paymentStatus?: PaymentStatus;
  paymentMethod?: PaymentMethod;
  /** The show's organizer, copied so rules can scope reads (null: the platform's show). */
  organizerId?: string | null;
  createdAt?: Date | T;
  metadata?: Partial<TicketMetadata>;
  /** An unpaid checkout's hold: its seats come back after it. */
  holdExpiresAt?: T | null;
  qrCode?: string | null;
  sale?: TicketSale;
  door?: DoorSaleFields;
  /** Everyone on it was admitted at once (a door sale with `admit`), at this instant. */
  admittedAt?: T;
}

/** The fields a sale adds to a new ticket, named as stored. */
type TicketSaleDocument = {
  ticketTypeId: string | null;
  ticketTypeName: string | null;
  unitPrice: number;
  discountPerTicket: number;
  /** Discount of the whole ticket, summed by the dashboard's per-code figures. */
  discountTotal: number;
  promoCode: string | null;
  promotion: TicketPromotion | null;
  promotionDiscount: number;
  promotionTickets: number;
  price: TicketPrice;
  parafiscal?: number;
};

/**
 * tickets/{id} as it is created: every field a flow may write on a new ticket, named as stored (a
 * type, not an interface: Firestore's writers take it as a plain record).
 */
export type NewTicketDocument<T = Date> = Partial<TicketSaleDocument> &
  Partial<DoorSaleFields> & {
    userId: string;
    eventId: string;
    organizerId: string | null;
    amount: number;
    currency: string;
    quantity: number;
    buyerEmail: string;
    buyerPhone: string;
    createdAt: Date | T;
    updatedAt: Date | T;
    ticketStatus: TicketStatus;
    paymentStatus: PaymentStatus;
    paymentMethod: PaymentMethod;
    preferenceId: null;
    qrCode: string | null;
    paymentId: null;
    providerStatus: null;
    providerStatusDetail: null;
    initPoint: null;
    holdExpiresAt: T | null;
    cancelReason: null;
    refundRequestedAt: null;
    seatBlocks: null;
    quotaBlocks: null;
    seatsReleased: false;
    admittedCount: number;
    firstAdmittedAt?: T;
    boxOfficeShiftId?: null;
    metadata: TicketMetadata;
  };

function saleDocument(sale: TicketSale): TicketSaleDocument {
  const { order } = sale;
  return {
    ticketTypeId: sale.type?.id ?? null,
    ticketTypeName: sale.type?.name ?? null,
    unitPrice: order.unitPrice,
    discountPerTicket: order.discountPerTicket,
    discountTotal: order.discountPerTicket * order.quantity,
    promoCode: sale.promoCode,
    ...ticketPromotionFields(order),
    price: sale.price,
    ...(sale.parafiscal !== undefined && { parafiscal: sale.parafiscal }),
  };
}

/**
 * tickets/{id} as the functions create it (and the seed, tests and the bench lay it out): reserved
 * and pending unless told; fields the server adds later start empty.
 */
export function ticketDocument<T = Date>(options: TicketDocumentOptions<T>): NewTicketDocument<T> {
  const createdAt = options.createdAt ?? new Date();
  return {
    userId: options.userId,
    eventId: options.eventId,
    organizerId: options.organizerId ?? null,
    amount: options.amount,
    currency: CURRENCY,
    quantity: options.quantity ?? 1,
    buyerEmail: options.buyerEmail,
    buyerPhone: options.buyerPhone ?? '',
    createdAt,
    updatedAt: createdAt,
    ticketStatus: options.ticketStatus ?? 'reserved',
    paymentStatus: options.paymentStatus ?? 'pending',
    paymentMethod: options.paymentMethod ?? CHECKOUT_PAYMENT_METHOD,
    preferenceId: null,
    qrCode: options.qrCode ?? null,
    paymentId: null,
    providerStatus: null,
    providerStatusDetail: null,
    initPoint: null,
    holdExpiresAt: options.holdExpiresAt ?? null,
    cancelReason: null,
    refundRequestedAt: null,
    seatBlocks: null,
    quotaBlocks: null,
    seatsReleased: false,
    admittedCount: options.admittedAt === undefined ? 0 : (options.quantity ?? 1),
    ...(options.admittedAt !== undefined && { firstAdmittedAt: options.admittedAt }),
    metadata: { ...EMPTY_TICKET_METADATA, seatNumber: DEFAULT_SEAT, ...options.metadata },
    ...(options.sale && saleDocument(options.sale)),
    ...(options.door && { ...options.door, boxOfficeShiftId: null }),
  };
}

/** A ticket's money, each figure its share when a partial transfer splits it (the price's totals too). */
export interface TicketMoneyFields {
  amount: number;
  discountTotal?: number;
  mpFee?: number;
  parafiscal?: number;
  promotionDiscount?: number;
  promotionTickets?: number;
  price?: Record<string, unknown>;
}

/** Who holds a ticket after a transfer gave it to them (the whole ticket, or its new part). */
export interface TicketHolderFields<T> {
  userId: string;
  /** The account whose payment it is (a refund goes back to it). */
  paidBy: string;
  buyerEmail: string;
  buyerPhone: string;
  transferredFrom: { userId: string; ticketId: string };
  transferredAt: T;
  transferRequestId: string | null;
}

/**
 * The fields a flow may change on an existing ticket, named as stored (`T`: how its writer stores
 * an instant: a Timestamp, a server timestamp sentinel): the payment's settlement and checkout, the
 * door's admissions and till, refunds and cancellations, a transfer's holder, QR and split.
 */
export type TicketChange<T> = Partial<
  TicketMoneyFields &
    TicketHolderFields<T> & {
      updatedAt: T;
      ticketStatus: TicketStatus;
      paymentStatus: PaymentStatus;
      /** null: a cancellation undone (a hold's seats taken again by its late payment). */
      cancelReason: CancelReason | null;
      paymentMethod: PaymentMethod;
      /** The door: people admitted so far, and when the first of them entered. */
      admittedCount: number;
      firstAdmittedAt: T;
      /** A refund asked of Mercado Pago (null: the request failed, it may be asked again). */
      refundRequestedAt: T | null;
      eventCancelledAt: T;
      cancellationMailedAt: T;
      cancellationMailed: boolean;
      doorRefundDue: boolean;
      doorRefundReturnedAt: T;
      doorRefundReturnedBy: string;
      reconciledAt: T;
      /** Mercado Pago's facts of the last payment seen. */
      paymentId: string | null;
      providerStatus: string | null;
      providerStatusDetail: string | null;
      providerPaymentType: string | null;
      /** Its seats went back (once: the flag guards it). */
      seatsReleased: boolean;
      /** An unpaid hold's end, a cash voucher's deadline (null: none). */
      holdExpiresAt: T | null;
      /** The checkout's Mercado Pago preference, its link and its cash deadline (null: cash not offered). */
      preferenceId: string | null;
      initPoint: string | null;
      cashDeadline: T | null;
      cashVoucherUrl: string | null;
      /** A door sale's till, once its seller closed it. */
      boxOfficeShiftId: string;
      'metadata.userName': string;
      qrVersion: number;
      qrCode: string | null;
      quantity: number;
      seats: TicketSeat[];
      seatBlocks: Record<string, number> | null;
      quotaBlocks: Record<string, number> | null;
      chargedAmount: number | null;
    }
>;

/** A change to an existing ticket, checked: only the fields `TicketChange` names, of their types. */
export function ticketChange<T>(change: TicketChange<T>): TicketChange<T> {
  return change;
}

/** Block id → seats taken there (`seatBlocks`, `quotaBlocks`); anything else reads as none. */
const seatTake = z.catch(
  z.nullable(
    z.pipe(
      z.record(z.string(), z.unknown()),
      z.transform((take) =>
        Object.fromEntries(
          Object.entries(take).filter(
            (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0,
          ),
        ),
      ),
    ),
  ),
  null,
);

/**
 * tickets/{id}: the one description of a stored ticket, parsed once by the functions (every flow)
 * and by the web's converter. A field missing or of the wrong type reads as its empty value, so an
 * old or hand-written ticket is judged, never crashes a flow; an unknown status reads as '' (no
 * group holds it). Fields no flow reads are kept as they are (passthrough).
 */
export const storedTicketSchema = z.looseObject({
  userId: text,
  eventId: text,
  organizerId: optionalText,
  amount: z.catch(z.number(), 0),
  currency: text,
  quantity: count,
  buyerEmail: text,
  /** The buyer's phone at purchase (older tickets have none), for the attendee list. */
  buyerPhone: text,
  createdAt: instant,
  ticketStatus: z.catch(z.union([z.enum(TICKET_STATUSES), z.literal('')]), ''),
  paymentStatus: z.catch(z.union([z.enum(PAYMENT_STATUSES), z.literal('')]), ''),
  /** One of PAYMENT_METHODS as written; an unknown one is kept, and `chargeOf` says it is charged nowhere. */
  paymentMethod: text,
  paymentId: optionalText,
  preferenceId: optionalText,
  /** The checkout link of its preference (a repeated request answers it again). */
  initPoint: optionalText,
  providerStatus: optionalText,
  providerStatusDetail: optionalText,
  /** Mercado Pago's payment type of the last payment seen ('ticket': Efecty, 'bank_transfer': PSE). */
  providerPaymentType: optionalText,
  cancelReason: optionalText,
  qrCode: optionalText,
  promoCode: optionalText,
  ticketTypeId: optionalText,
  seatBlocks: seatTake,
  quotaBlocks: seatTake,
  seatsReleased: flag,
  heldSeatsCounted: flag,
  admittedCount: count,
  /** When the door let the first of its people in. */
  firstAdmittedAt: instant,
  holdExpiresAt: instant,
  /** When reconciliation last asked Mercado Pago about it. */
  reconciledAt: instant,
  /** The cash deadline offered with the checkout (null: cash not offered). */
  cashDeadline: instant,
  cashVoucherUrl: optionalText,
  refundRequestedAt: instant,
  /** Set when its date was cancelled (cancelEvent): its refund and its mail say so. */
  eventCancelledAt: instant,
  /** Set when its holder was told of the cancelled date (or, unverified, marked not told). */
  cancellationMailedAt: instant,
  cancellationMailed: flag,
  /** A box-office ticket of a cancelled date whose money the organizer still owes back at the door. */
  doorRefundDue: flag,
  /** When the organizer marked that money returned (markDoorRefundReturned). */
  doorRefundReturnedAt: instant,
  /** Bumped by each transfer that re-signs the QR: older codes are refused at the door. */
  qrVersion: count,
  /** The price as charged (TicketPrice): its total is what the attendee list shows; the rest kept as stored. */
  price: z.catch(z.nullable(z.looseObject({ total: z.catch(z.nullable(z.number()), null) })), null),
  /** A door sale's way of paying ('cash' | 'card'); null online. */
  boxOfficeMethod: optionalText,
  /** The contribución parafiscal of its seats (COP; 0 below the threshold, free, courtesy). */
  parafiscal: count,
  /** What Mercado Pago charged for the whole payment, when a partial transfer split it over tickets. */
  chargedAmount: z.catch(z.nullable(z.number()), null),
  /** The client's id of the transfer that gave it its holder: a retried call finds it. */
  transferRequestId: optionalText,
  /** Who gave it (the latest transfer). */
  transferredFrom: z.catch(z.nullable(z.object({ userId: z.string(), ticketId: z.string() })), null),
  /** A seated date's seats, one per unit of `quantity` (contract v6); [] for general admission. */
  seats: ticketSeats,
  /** The seated date's plan at purchase. */
  seating_plan_id: optionalText,
  /** The show facts copied at purchase (TicketMetadata), so its mails read right after an edit. */
  metadata: z.catch(
    z.looseObject({
      userName: text,
      eventName: text,
      eventDate: text,
      eventTime: text,
      venue: text,
      city: text,
      seatNumber: text,
      /** The show's PULEP code at purchase. */
      pulepCode: z.catch(z.optional(z.string()), undefined),
      /** The show's producer at purchase. */
      producer: z.pipe(
        z.optional(z.unknown()),
        z.transform((value) => producerFrom(value) ?? undefined),
      ),
    }),
    () => ({ ...EMPTY_TICKET_METADATA, producer: undefined }),
  ),
});

export type StoredTicket = z.infer<typeof storedTicketSchema>;

export function parseStoredTicket(data: unknown): StoredTicket {
  return storedTicketSchema.parse(data ?? {});
}

/** Mercado Pago's checkout link; only an http(s) URL can become a link on the page. */
function asCheckoutUrl(value: string | null): string | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function metadataView(metadata: StoredTicket['metadata']): TicketMetadata {
  return {
    userName: metadata.userName,
    eventName: metadata.eventName,
    eventDate: metadata.eventDate,
    eventTime: metadata.eventTime,
    venue: metadata.venue,
    city: metadata.city,
    seatNumber: metadata.seatNumber || DEFAULT_SEAT,
    // the show's PULEP code and producer at purchase (a malformed code is not shown)
    ...(isPulepCode(metadata.pulepCode) && { pulepCode: metadata.pulepCode }),
    ...(metadata.producer && { producer: metadata.producer }),
  };
}

/**
 * A ticket as the web shows it (Mis tickets, the purchase's end, the QR dialog), from its stored
 * data through the one schema: instants as Dates. An unknown status reads as the least privileged
 * one (reserved / pending), so a malformed ticket can never show an enabled QR button.
 */
export function ticketView(id: string, data: Record<string, unknown>) {
  const ticket = parseStoredTicket(data);
  return {
    id,
    userId: ticket.userId,
    eventId: ticket.eventId,
    amount: ticket.amount,
    currency: ticket.currency || CURRENCY,
    quantity: typeof data.quantity === 'number' ? ticket.quantity : 1,
    buyerEmail: ticket.buyerEmail,
    // only orders the list; a malformed date must not hide the user's other tickets
    createdAt: dateOf(ticket.createdAt) ?? new Date(0),
    ticketStatus: ticket.ticketStatus || ('reserved' satisfies TicketStatus),
    paymentStatus: ticket.paymentStatus || ('pending' satisfies PaymentStatus),
    paymentMethod: ticket.paymentMethod,
    preferenceId: ticket.preferenceId || null,
    qrCode: ticket.qrCode || null,
    metadata: metadataView(ticket.metadata),
    /** The show's organizer when it was bought; null: the platform's show (the operator produces it). */
    organizerId: ticket.organizerId || null,
    /** Paid checkouts: Mercado Pago's checkout link, to complete an unpaid hold. */
    initPoint: asCheckoutUrl(ticket.initPoint),
    /** Paid checkouts: when the seats stop being held for an unpaid ticket (an Efecty voucher's deadline). */
    holdExpiresAt: dateOf(ticket.holdExpiresAt),
    cancelReason: isCancelReason(ticket.cancelReason) ? ticket.cancelReason : null,
    /** When an ADMIN asked Mercado Pago to refund it (refundTicket); the webhook then cancels it. */
    refundRequestedAt: dateOf(ticket.refundRequestedAt),
    /** An Efecty cash hold's voucher (Mercado Pago's external_resource_url). */
    cashVoucherUrl: asCheckoutUrl(ticket.cashVoucherUrl),
    /** Mercado Pago's payment type of the last payment seen ('ticket', 'bank_transfer', …): PSE under way. */
    providerPaymentType: ticket.providerPaymentType || null,
    providerStatus: ticket.providerStatus || null,
    /** People admitted on it so far (the door), only when stored; a ticket anyone entered on cannot be sent. */
    ...(typeof data.admittedCount === 'number' && { admittedCount: ticket.admittedCount }),
    /** Who gave it (the latest transfer), when it was received. */
    ...(ticket.transferredFrom && { transferredFrom: ticket.transferredFrom }),
    /** A seated date's seats (contract v6): Mis tickets, the QR dialog and the .ics name them. */
    ...(ticket.seats.length > 0 && { seats: ticket.seats }),
  };
}

/** tickets/{id} as the web shows it (`ticketView`). */
export type Ticket = ReturnType<typeof ticketView>;
