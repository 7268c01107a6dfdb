import { randomUUID } from 'node:crypto';
import { bogotaDateString, bogotaInstant, EVENT_STATUS_ACTIVE, seatInventory } from '@carcajada/domain';
import { ticketTypeDocument } from '@carcajada/domain/stored/ticket-type';
import { eventDocument } from '@carcajada/domain/stored/event';
import {
  type PlanSeat,
  planZonePath,
  type SeatingPlan,
  seatingPlanDocuments,
  seatingPlanPath,
  seatViewDocument,
  seatViewPath,
  seatViewZoneFields,
  type StoredZoneFields,
  withSeatsTaken,
} from '@carcajada/domain/seating';
import { seedSeatingPlan } from '../../../emulator-data/seating.js';
import { adminDb, deleteDocuments } from './admin.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const made: string[] = [];

/** What a journey's seated date is called, and each unblocked seat's state on its map ('0' free, '1' taken). */
export interface SeatedShowOptions {
  slugPrefix: string;
  name: string;
  description: string;
  stateOf?: (seat: PlanSeat, index: number) => '0' | '1';
  /** Another plan with the seed's categories (default: the seed's theatre). */
  plan?: SeatingPlan;
}

/**
 * A seated date ten days ahead on a copy of the seed's theatre or `plan` (Preferencial $120.000, Platea
 * $80.000, Balcón $50.000), its seats counted as for a sale and its views written as the trigger
 * would write them. Removed by deleteSeatedShows.
 */
export async function createSeatedShow(options: SeatedShowOptions): Promise<{ id: string; slug: string }> {
  const db = adminDb();
  const tag = randomUUID().slice(0, 8);
  const planId = `e2e-plan-${tag}`;
  const documents = seatingPlanDocuments('org-risas', options.plan ?? seedSeatingPlan());
  const eventRef = db.collection('events').doc();
  made.push(`events/${eventRef.id}`, seatingPlanPath(planId));
  const slug = `${options.slugPrefix}-${tag}`;
  const date = bogotaDateString(new Date(Date.now() + 10 * DAY_MS));
  const seats = seatInventory(documents.plan.sellable_seats, documents.plan.sellable_seats);
  const batch = db.batch();
  batch.set(db.doc(seatingPlanPath(planId)), documents.plan);
  batch.set(eventRef, {
    ...eventDocument({
      slug,
      name: `${options.name} ${tag}`,
      description: options.description,
      venue: { name: 'Teatro Carcajada', address: 'Carrera 7 # 22-47' },
      cover_image_url: '/images/events/poster-2.jpg',
      start: bogotaInstant(date, '20:00'),
      date,
      time: '20:00',
      ticket_price: 50_000,
      status: EVENT_STATUS_ACTIVE,
    }),
    ...seats.event,
    price_from: true,
    seating_plan_id: planId,
    seat_categories: { Preferencial: 'preferencial', Platea: 'platea', Balcón: 'balcon' },
  });
  for (const block of seats.blocks) batch.set(eventRef.collection('seat_blocks').doc(block.id), block.data);
  const types = [
    ['preferencial', 'Preferencial', 120_000],
    ['platea', 'Platea', 80_000],
    ['balcon', 'Balcón', 50_000],
  ] as const;
  types.forEach(([id, name, price], sort) =>
    batch.set(eventRef.collection('ticket_types').doc(id), ticketTypeDocument({ name, price, sort })),
  );
  const stateOf = options.stateOf ?? (() => '0');
  for (const zone of documents.zones) {
    batch.set(db.doc(planZonePath(planId, zone.id)), zone.data);
    let index = 0;
    const state = zone.data.rows
      .flatMap((row) => row.seats)
      .map((seat) => (seat.blocked ? 'b' : stateOf(seat, index++)))
      .join('');
    batch.set(db.doc(seatViewPath(eventRef.id, zone.id)), seatViewDocument(zone.data, planId, state, new Date()));
  }
  await batch.commit();
  return { id: eventRef.id, slug };
}

/** Every seated date this file made, with its plan. */
export async function deleteSeatedShows(): Promise<void> {
  await deleteDocuments([], made.splice(0));
}

/** One seat shown taken in its zone's view, as the server's refresh writes it after another buyer's hold. */
export async function takeSeatInView(
  eventId: string,
  zoneName: string,
  rowLabel: string,
  number: string,
): Promise<void> {
  const views = await adminDb().collection(`events/${eventId}/seat_views`).get();
  for (const view of views.docs) {
    const zone = { ...(seatViewZoneFields(view.data()) as StoredZoneFields), id: view.id };
    if (zone.name !== zoneName) continue;
    const seat = zone.rows.find((row) => row.label === rowLabel)?.seats.find((seat) => seat.number === number);
    if (!seat) throw new Error(`No seat ${rowLabel}-${number} in ${zoneName}`);
    const state = withSeatsTaken(zone, view.get('state') as string, new Set([seat.id]));
    await view.ref.update({ state, refreshed_at: new Date() });
    return;
  }
  throw new Error(`No view of zone ${zoneName}`);
}
