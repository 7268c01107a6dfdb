import { SEAT_HOLDING_STATUSES } from '@carcajada/domain';
import {
  PLAN_ZONES_COLLECTION,
  SEATING_PLANS_COLLECTION,
  seatingPlanDocuments,
  ticketSeatsInUse,
  type SeatInUse,
  type SeatingPlan,
} from '@carcajada/domain/seating';
import {
  parseStoredPlan,
  parseStoredZone,
  planFromStored,
  type StoredPlan,
} from '@carcajada/domain/stored/seating-plan';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { refusal } from '../common/errors.js';
import { COLLECTIONS, db } from '../common/firestore.js';
import { parseEvent } from '../documents/event.js';

export function seatingPlanRef(planId: string): DocumentReference {
  return db().collection(SEATING_PLANS_COLLECTION).doc(planId);
}

export function newSeatingPlanRef(): DocumentReference {
  return db().collection(SEATING_PLANS_COLLECTION).doc();
}

/** A stored plan, whole; null when there is none. */
export async function findSeatingPlan(planId: string): Promise<{ stored: StoredPlan; plan: SeatingPlan } | null> {
  const ref = seatingPlanRef(planId);
  const [planSnap, zonesSnap] = await Promise.all([ref.get(), ref.collection(PLAN_ZONES_COLLECTION).get()]);
  if (!planSnap.exists) return null;
  const stored = parseStoredPlan(planSnap.data());
  const zones = zonesSnap.docs.map((zone) => parseStoredZone(zone.id, zone.data()));
  return { stored, plan: planFromStored(stored, zones) };
}

/** A stored plan, whole (`seatingPlanNotFound` when there is none). */
export async function readSeatingPlan(planId: string): Promise<{ stored: StoredPlan; plan: SeatingPlan }> {
  const found = await findSeatingPlan(planId);
  if (!found) throw refusal('seatingPlanNotFound');
  return found;
}

/**
 * Writes the plan's documents in the transaction: the plan and each zone replaced whole, zones
 * the plan no longer has deleted. `existingZoneIds`: the zone documents it has now.
 */
export function writeSeatingPlan(
  transaction: Transaction,
  ref: DocumentReference,
  organizerId: string,
  plan: SeatingPlan,
  existingZoneIds: readonly string[],
  created: boolean,
): void {
  const documents = seatingPlanDocuments(organizerId, plan);
  transaction.set(
    ref,
    {
      ...documents.plan,
      ...(created && { created_at: FieldValue.serverTimestamp() }),
      updated_at: FieldValue.serverTimestamp(),
    },
    { merge: !created },
  );
  const zones = ref.collection(PLAN_ZONES_COLLECTION);
  for (const zone of documents.zones) transaction.set(zones.doc(zone.id), zone.data);
  const kept = new Set(documents.zones.map((zone) => zone.id));
  for (const id of existingZoneIds) if (!kept.has(id)) transaction.delete(zones.doc(id));
}

/**
 * The seats sold or held on the plan's dates to come: live tickets (SEAT_HOLDING_STATUSES) of
 * dates with `seating_plan_id == planId` that have not started and are not cancelled, as each
 * ticket names them (`seats: [{ seatId, category, label, … }]`). Read in the transaction, so a
 * sale the save did not see makes it retry.
 */
export async function seatsInUse(transaction: Transaction, planId: string, now = new Date()): Promise<SeatInUse[]> {
  const dates = await transaction.get(db().collection(COLLECTIONS.events).where('seating_plan_id', '==', planId));
  const toCome = dates.docs.filter((date) => {
    const event = parseEvent(date.data());
    return event.status !== 'cancelled' && (event.event_date?.toMillis() ?? 0) > now.getTime();
  });
  const tickets = await Promise.all(
    toCome.map((date) =>
      transaction.get(
        db()
          .collection(COLLECTIONS.tickets)
          .where('eventId', '==', date.id)
          .where('ticketStatus', 'in', [...SEAT_HOLDING_STATUSES]),
      ),
    ),
  );
  return tickets.flatMap((snap) => snap.docs.flatMap((ticket) => ticketSeatsInUse(ticket.data())));
}
