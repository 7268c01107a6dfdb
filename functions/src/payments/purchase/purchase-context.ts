import { paymentsConfigFrom, type PaymentsConfig } from '@carcajada/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { refusal } from '../../common/errors.js';
import { COLLECTIONS, db, PAYMENTS_CONFIG_PATH } from '../../common/firestore.js';

const buyerSchema = z.object({
  active: z.boolean(),
  name: z.string().default(''),
  email: z.string().default(''),
  /** Copied onto the ticket: the organizer's attendee list reads it there (it cannot read users). */
  phone: z.string().default(''),
});
export type Buyer = z.infer<typeof buyerSchema>;

const eventSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().default(''),
  date: z.string(),
  time: z.string(),
  city: z.string(),
  venue: z.object({ name: z.string(), address: z.string().default('') }),
  ticket_price: z.number().nonnegative(),
  status: z.string(),
  event_type: z.string().default(''),
  event_date: z.instanceof(Timestamp),
  /** Absent: no seat limit. */
  capacity: z.number().int().positive().optional(),
  /** The show's organizer (absent: the platform's own); copied onto its tickets. */
  organizerId: z.string().min(1).optional(),
});
export type SaleEvent = z.infer<typeof eventSchema> & { id: string };

export interface PurchaseContext {
  buyer: Buyer;
  event: SaleEvent;
  paymentsConfig: PaymentsConfig;
}

/** Reads the buyer, the event and the payments config in one round trip, as the server sees them now. */
export async function loadPurchaseContext(uid: string, eventId: string): Promise<PurchaseContext> {
  const firestore = db();
  const [userSnapshot, eventSnapshot, configSnapshot] = await firestore.getAll(
    firestore.collection(COLLECTIONS.users).doc(uid),
    firestore.collection(COLLECTIONS.events).doc(eventId),
    firestore.doc(PAYMENTS_CONFIG_PATH),
  );
  if (!userSnapshot?.exists) throw refusal('userNotFound');
  if (!eventSnapshot?.exists) throw refusal('eventNotFound');
  const buyer = buyerSchema.safeParse(userSnapshot.data());
  if (!buyer.success) throw refusal('userNotFound');
  const event = eventSchema.safeParse(eventSnapshot.data());
  // a malformed event document cannot be sold; it is treated like an unavailable one
  if (!event.success) throw refusal('eventUnavailable');
  return {
    buyer: buyer.data,
    event: { ...event.data, id: eventSnapshot.id },
    paymentsConfig: paymentsConfigFrom(configSnapshot?.exists ? configSnapshot.data() : undefined),
  };
}
