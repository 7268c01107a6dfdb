import { z } from 'zod';
import { BOX_OFFICE_METHODS } from '../box-office.js';
import { MAX_TICKETS_PER_ORDER } from '../constants.js';
import { documentId, email } from './fields.js';
import { seatChoice, seatChoiceAgrees } from './purchase.js';

/** `sellAtDoor`: one sale at the box office. */
export const SellAtDoorRequest = z
  .object({
    eventId: documentId,
    /** Made by the phone, unique per sale: a repeat of it is the same sale. */
    saleId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    ticketTypeId: z.string().min(1).max(200).optional(),
    quantity: z.number().int().min(1).max(MAX_TICKETS_PER_ORDER),
    method: z.enum(BOX_OFFICE_METHODS),
    /** The card terminal's reference of the charge (card sales). */
    cardReference: z.string().trim().min(1).max(100).optional(),
    holderName: z.string().trim().min(1).max(120),
    email: email.optional(),
    /** Admit every seat of the sale at once. */
    admit: z.boolean().optional(),
    /** A seated date: the door's seats chosen, or its best available in a category (docs/box-office.md). */
    ...seatChoice,
  })
  .strict()
  .refine(seatChoiceAgrees);
/** `sellAtDoor`'s request as a phone sends it. */
export type SellAtDoorRequest = z.input<typeof SellAtDoorRequest>;

/** `closeBoxOfficeShift`: the caller's till at a date, with the cash counted (COP). */
export const CloseBoxOfficeShiftRequest = z
  .object({ eventId: documentId, countedCash: z.number().int().min(0).max(1_000_000_000) })
  .strict();
export type CloseBoxOfficeShiftRequest = z.input<typeof CloseBoxOfficeShiftRequest>;

/** `markDoorRefundReturned`: a door ticket of a cancelled date whose money the organizer returned. */
export const MarkDoorRefundReturnedRequest = z.object({ ticketId: documentId }).strict();
