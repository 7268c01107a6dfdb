/** A seated date written as saveEvent leaves it, for the seated and seat-map benches. */
import { ticketTypeDocument } from '@carcajada/domain/stored/ticket-type';
import {
  generateRows,
  type SeatingPlan,
  seatingPlanDocuments,
  seatViewDocument,
  seatViewState,
  zoneDocument,
} from '@carcajada/domain/seating';
import { Timestamp } from 'firebase-admin/firestore';
import type { PaymentsFixtures } from '../../tests/support/fixtures/harness.js';

export const SEATED_PRICE = 60_000;
const TYPE_ID = 'platea';
const ZONE_GAP = 60;
const SEAT_SPACING = 30;

/** One category (Platea) in `zones` zones side by side, each of `rows` rows of `seatsPerRow`. */
export function benchPlan(zones: number, rows: number, seatsPerRow: number): SeatingPlan {
  const zoneWidth = seatsPerRow * SEAT_SPACING;
  return {
    name: 'Sala del bench',
    venue: { name: 'Sala del bench', address: 'Calle 1 # 2-3', city: 'Bogotá' },
    size: { width: zones * (zoneWidth + ZONE_GAP), height: rows * SEAT_SPACING + ZONE_GAP },
    categories: [{ id: 'c1', name: 'Platea', color: '#2E86AB' }],
    zones: Array.from({ length: zones }, (_, index) => ({
      id: `z${index + 1}`,
      name: zones === 1 ? 'Platea' : `Platea ${index + 1}`,
      position: { x: index * (zoneWidth + ZONE_GAP), y: ZONE_GAP },
      rows: generateRows({
        zoneId: `z${index + 1}`,
        rows,
        seatsPerRow,
        rowLabels: 'letters',
        numbering: 'left-to-right',
        category: 'c1',
      }),
    })),
  };
}

/** A seated date on the plan, with one type (Platea) and every zone's view, as saveEvent leaves it. */
export async function seatedDate(fixtures: PaymentsFixtures, plan: SeatingPlan): Promise<{ id: string; slug: string }> {
  const organizerId = await fixtures.createOrganizer();
  const documents = seatingPlanDocuments(organizerId, plan);
  const event = await fixtures.createEvent({ ticketPrice: SEATED_PRICE, capacity: documents.plan.sellable_seats });
  // a plan per date: a step's dates may have plans of different sizes
  const planId = `bench-plan-${event.id}`;
  const batch = fixtures.db.batch();
  batch.set(fixtures.db.doc(`seating_plans/${planId}`), documents.plan);
  for (const zone of documents.zones) batch.set(fixtures.db.doc(`seating_plans/${planId}/zones/${zone.id}`), zone.data);
  batch.update(fixtures.db.doc(`events/${event.id}`), {
    organizerId,
    seating_plan_id: planId,
    seat_categories: { Platea: TYPE_ID },
    box_office_seats: [],
  });
  batch.set(
    fixtures.db.doc(`events/${event.id}/ticket_types/${TYPE_ID}`),
    ticketTypeDocument({ name: 'Platea', price: SEATED_PRICE }),
  );
  plan.zones.forEach((zone, sort) =>
    batch.set(
      fixtures.db.doc(`events/${event.id}/seat_views/${zone.id}`),
      seatViewDocument(zoneDocument(zone, sort), planId, seatViewState(zone, new Set(), new Set()), Timestamp.now()),
    ),
  );
  await batch.commit();
  return event;
}
