import { PAYMENT_STATUSES, producerFrom, TICKET_STATUSES } from '@carcajada/domain';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { z } from 'zod';

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
const instant = z.instanceof(Timestamp).nullable().catch(null);
const EMPTY_METADATA = {
  userName: '',
  eventName: '',
  eventDate: '',
  eventTime: '',
  venue: '',
  city: '',
  seatNumber: '',
  producer: undefined,
};

/**
 * tickets/{id} as every flow reads it (purchase, webhook, seats, reconciliation, mail, door): one
 * parse, no casts field by field. A field missing or of the wrong type reads as its empty value, so
 * an old or hand-written ticket is judged, never crashes a flow. Fields no flow reads are kept
 * as they are (passthrough).
 */
export const storedTicket = z
  .object({
    userId: text,
    eventId: text,
    organizerId: optionalText,
    amount: z.number().catch(0),
    quantity: z.number().int().nonnegative().catch(0),
    buyerEmail: text,
    ticketStatus: z.enum(TICKET_STATUSES).or(z.literal('')).catch(''),
    paymentStatus: z.enum(PAYMENT_STATUSES).or(z.literal('')).catch(''),
    paymentMethod: text,
    paymentId: optionalText,
    preferenceId: optionalText,
    /** The checkout link of its preference (a repeated request answers it again). */
    initPoint: optionalText,
    providerStatus: optionalText,
    providerStatusDetail: optionalText,
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
    /** Contract v4: the cash deadline offered with the checkout (null: cash not offered). */
    cashDeadline: instant,
    cashVoucherUrl: optionalText,
    refundRequestedAt: z.unknown().optional(),
    /** Set when its date was cancelled (cancelEvent): its refund and its mail say so. */
    eventCancelledAt: z.unknown().optional(),
    /** Set when its holder was told of the cancelled date (or, unverified, marked not told). */
    cancellationMailedAt: z.unknown().optional(),
    cancellationMailed: z.boolean().catch(false),
    /** Bumped by each transfer that re-signs the QR: older codes are refused at the door. */
    qrVersion: z.number().int().nonnegative().catch(0),
    /** Contract v5: the contribución parafiscal of its seats (COP; 0 below the threshold, free, courtesy). */
    parafiscal: z.number().int().nonnegative().catch(0),
    /** What Mercado Pago charged for the whole payment, when a partial transfer split it over tickets. */
    chargedAmount: z.number().nullable().catch(null),
    /** The client's id of the transfer that gave it its holder: a retried call finds it. */
    transferRequestId: optionalText,
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
        /** Contract v5: the show's PULEP code at purchase. */
        pulepCode: z.string().optional().catch(undefined),
        /** Contract v5: the show's producer at purchase. */
        producer: z
          .unknown()
          .optional()
          .transform((value) => producerFrom(value) ?? undefined),
      })
      .passthrough()
      .catch(() => ({ ...EMPTY_METADATA })),
  })
  .passthrough();

export type StoredTicket = z.infer<typeof storedTicket>;

export function parseTicket(data: DocumentData | undefined): StoredTicket {
  return storedTicket.parse(data ?? {});
}
