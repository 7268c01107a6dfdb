/**
 * A seated date for the seat map's tests, written with the admin SDK as the server lays it out:
 * the plan (`seating_plans/{planId}` and its zones), the event's seated fields and a ticket type
 * per category, and one view per zone (`events/{id}/seat_views/{zoneId}`, the zone's fields and a
 * state string). Deleted by `deleteSeatMapFixtures` (the event's views go with the event).
 */
import { randomUUID } from 'node:crypto';
import { ticketTypeDocument } from '@carcajada/domain/stored/ticket-type';
import {
  generateRows,
  planZonePath,
  type SeatingPlan,
  seatingPlanDocuments,
  seatingPlanPath,
  seatViewDocument,
  seatViewPath,
} from '@carcajada/domain/seating';
import { adminDb, deleteDocuments } from './auth-fixtures';
import { createEvent, deleteCreatedEvents, type TestEvent } from './checkout-fixtures';

export const PLATEA_PRICE = 80_000;
export const BALCON_PRICE = 50_000;

/** Platea rows A–B of 6 (row B's first two for wheelchairs), Balcón row 1 of 6 (its last kept blocked). */
export function smallPlan(): SeatingPlan {
  const platea = generateRows({
    zoneId: 'platea',
    rows: 2,
    seatsPerRow: 6,
    rowLabels: 'letters',
    numbering: 'left-to-right',
    category: 'platea',
  });
  for (const seat of platea[1]!.seats.slice(0, 2)) seat.wheelchair = true;
  const balcon = generateRows({
    zoneId: 'balcon',
    rows: 1,
    seatsPerRow: 6,
    rowLabels: 'numbers',
    numbering: 'left-to-right',
    category: 'balcon',
  });
  balcon[0]!.seats[5]!.blocked = true;
  return {
    name: 'Sala de pruebas',
    venue: { name: 'Teatro de Pruebas', address: 'Calle 1 # 2-3', city: 'Bogotá' },
    size: { width: 400, height: 300 },
    categories: [
      { id: 'platea', name: 'Platea', color: '#2E86AB' },
      { id: 'balcon', name: 'Balcón', color: '#3BB273' },
    ],
    zones: [
      { id: 'platea', name: 'Platea', position: { x: 20, y: 60 }, rows: platea },
      { id: 'balcon', name: 'Balcón', position: { x: 20, y: 200 }, rows: balcon },
    ],
  };
}

const createdPlans = new Set<string>();

export interface SeatedTestEvent extends TestEvent {
  planId: string;
}

/**
 * A seated date on `smallPlan`, with views whose states are `states` (per zone, rows then seats:
 * '0' free, '1' taken, 'b' blocked, 'd' door). Platea sells as type `platea` (4 per order at most).
 */
export async function createSeatedEvent(
  label: string,
  states: { platea: string; balcon: string },
): Promise<SeatedTestEvent> {
  const plan = smallPlan();
  const planId = `web-plan-${randomUUID().slice(0, 8)}`;
  const documents = seatingPlanDocuments('org-web-tests', plan);
  const batch = adminDb().batch();
  batch.set(adminDb().doc(seatingPlanPath(planId)), documents.plan);
  for (const zone of documents.zones) batch.set(adminDb().doc(planZonePath(planId, zone.id)), zone.data);
  await batch.commit();
  createdPlans.add(planId);

  const seats = documents.plan.sellable_seats;
  const event = await createEvent({
    label,
    price: BALCON_PRICE,
    daysFromNow: 12,
    seats: { capacity: seats, seatsLeft: seats },
  });
  const ref = adminDb().doc(`events/${event.id}`);
  const types = adminDb().batch();
  types.set(
    ref.collection('ticket_types').doc('platea'),
    ticketTypeDocument({ name: 'Platea', price: PLATEA_PRICE, maxPerOrder: 4 }),
  );
  types.set(
    ref.collection('ticket_types').doc('balcon'),
    ticketTypeDocument({ name: 'Balcón', price: BALCON_PRICE, sort: 1 }),
  );
  types.update(ref, {
    seating_plan_id: planId,
    seat_categories: { Platea: 'platea', Balcón: 'balcon' },
    price_from: true,
  });
  for (const zone of documents.zones)
    types.set(
      adminDb().doc(seatViewPath(event.id, zone.id)),
      seatViewDocument(zone.data, planId, states[zone.id as 'platea' | 'balcon'], new Date()),
    );
  await types.commit();
  return { ...event, planId };
}

/** Rewrites a zone's view, as the server's refresh does when seats are taken meanwhile. */
export async function setZoneState(eventId: string, zoneId: string, state: string): Promise<void> {
  await adminDb().doc(seatViewPath(eventId, zoneId)).update({ state, refreshed_at: new Date() });
}

export async function deleteSeatMapFixtures(): Promise<void> {
  await Promise.all([
    deleteCreatedEvents(),
    deleteDocuments(
      [],
      [...createdPlans].map((planId) => seatingPlanPath(planId)),
    ),
  ]);
  createdPlans.clear();
}
