import { z } from 'zod';

// no generated code: the web's Content-Security-Policy forbids eval, and zod's JIT probes for it
z.config({ jitless: true });
import { EMPTY_TICKET_METADATA } from '../models.js';
import { producerFrom } from '../organizers.js';
import { PAYMENT_STATUSES, TICKET_STATUSES } from './statuses.js';

/** A stored instant of either Firestore SDK (admin or web): both Timestamps have these. */
export interface StoredInstant {
  toDate(): Date;
  toMillis(): number;
}

function isStoredInstant(value: unknown): value is StoredInstant {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StoredInstant).toDate === 'function' &&
    typeof (value as StoredInstant).toMillis === 'function'
  );
}

/** Block id → seats taken there (`seatBlocks`, `quotaBlocks`); anything else reads as none. */
const seatTake = z
  .record(z.string(), z.unknown())
  .transform((take) =>
    Object.fromEntries(
      Object.entries(take).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0),
    ),
  )
  .nullable()
  .catch(null);

const text = z.string().catch('');
const optionalText = z.string().nullable().catch(null);
const instant = z.custom<StoredInstant>(isStoredInstant).nullable().catch(null);

/**
 * tickets/{id}: the one description of a stored ticket, parsed once by the functions (every flow)
 * and by the web's converter. A field missing or of the wrong type reads as its empty value, so an
 * old or hand-written ticket is judged, never crashes a flow; an unknown status reads as '' (no
 * group holds it). Fields no flow reads are kept as they are (passthrough).
 */
export const storedTicketSchema = z
  .object({
    userId: text,
    eventId: text,
    organizerId: optionalText,
    amount: z.number().catch(0),
    currency: text,
    quantity: z.number().int().nonnegative().catch(0),
    buyerEmail: text,
    createdAt: instant,
    ticketStatus: z.enum(TICKET_STATUSES).or(z.literal('')).catch(''),
    paymentStatus: z.enum(PAYMENT_STATUSES).or(z.literal('')).catch(''),
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
    seatsReleased: z.boolean().catch(false),
    heldSeatsCounted: z.boolean().catch(false),
    admittedCount: z.number().int().nonnegative().catch(0),
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
    cancellationMailed: z.boolean().catch(false),
    /** Bumped by each transfer that re-signs the QR: older codes are refused at the door. */
    qrVersion: z.number().int().nonnegative().catch(0),
    /** The contribución parafiscal of its seats (COP; 0 below the threshold, free, courtesy). */
    parafiscal: z.number().int().nonnegative().catch(0),
    /** What Mercado Pago charged for the whole payment, when a partial transfer split it over tickets. */
    chargedAmount: z.number().nullable().catch(null),
    /** The client's id of the transfer that gave it its holder: a retried call finds it. */
    transferRequestId: optionalText,
    /** Who gave it (the latest transfer). */
    transferredFrom: z.object({ userId: z.string(), ticketId: z.string() }).nullable().catch(null),
    /** The show facts copied at purchase (TicketMetadata), so its mails read right after an edit. */
    metadata: z
      .object({
        userName: text,
        eventName: text,
        eventDate: text,
        eventTime: text,
        venue: text,
        city: text,
        seatNumber: text,
        /** The show's PULEP code at purchase. */
        pulepCode: z.string().optional().catch(undefined),
        /** The show's producer at purchase. */
        producer: z
          .unknown()
          .optional()
          .transform((value) => producerFrom(value) ?? undefined),
      })
      .passthrough()
      .catch(() => ({ ...EMPTY_TICKET_METADATA, producer: undefined })),
  })
  .passthrough();

export type StoredTicket = z.infer<typeof storedTicketSchema>;

export function parseStoredTicket(data: unknown): StoredTicket {
  return storedTicketSchema.parse(data ?? {});
}
