import { z } from 'zod/mini';
import { EMPTY_TICKET_METADATA } from '../models.js';
import { producerFrom } from '../organizers.js';
import { PAYMENT_STATUSES, TICKET_STATUSES } from '../ticket/statuses.js';
import { count, flag, instant, optionalText, text } from './fields.js';

export type { StoredInstant } from './fields.js';

/** tickets/{id}. */
export const TICKETS_COLLECTION = 'tickets';

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
 * A seated date's seats (TicketSeatSchema in seating/date-seats.ts, here in zod/mini for the
 * offline precache): a malformed entry is dropped, a missing or broken list reads as none.
 */
const ticketSeat = z.object({
  seatId: z.string().check(z.minLength(1)),
  zone: z.string(),
  row: z.string(),
  number: z.string(),
  category: z.string(),
  label: z.string(),
});
const ticketSeats = z.catch(
  z.pipe(
    z.array(z.unknown()),
    z.transform((entries) =>
      entries.flatMap((entry) => {
        const seat = ticketSeat.safeParse(entry);
        return seat.success ? [seat.data] : [];
      }),
    ),
  ),
  [],
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
