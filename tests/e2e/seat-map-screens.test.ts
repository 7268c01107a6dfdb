/**
 * The buyer's seat map in a real browser (docs/seating.md, "The buyer's map"): a seated date on the
 * seed's theatre (606 seats), its map and its list at a phone's and a desktop's width, with two
 * seats chosen. The choosing itself is proven in tests/web/seat-map.test.tsx.
 */
import { randomUUID } from 'node:crypto';
import {
  bogotaDateString,
  bogotaInstant,
  EVENT_STATUS_ACTIVE,
  eventDocument,
  seatInventory,
  ticketTypeDocument,
} from '@carcajada/domain';
import { planZonePath, seatingPlanDocuments, seatingPlanPath, seatViewPath } from '@carcajada/domain/seating';
import { afterAll, describe, test } from 'vitest';
import { seedSeatingPlan } from '../../emulator-data/seating.js';
import { adminDb, deleteDocuments } from '../support/e2e/admin.js';
import { SCREEN_WIDTHS, useJourney } from '../support/e2e/browser.js';
import { expectVisible } from '../support/e2e/pages.js';

const journey = useJourney('seat map');
const DAY_MS = 24 * 60 * 60 * 1000;
const created: { eventId?: string; planId?: string } = {};

afterAll(async () => {
  await deleteDocuments(
    [],
    [created.eventId && `events/${created.eventId}`, created.planId && seatingPlanPath(created.planId)].filter(
      (path): path is string => Boolean(path),
    ),
  );
});

/** A seated date on a copy of the seed's theatre, about a third of its seats taken. */
async function createSeatedShow(): Promise<string> {
  const db = adminDb();
  const tag = randomUUID().slice(0, 8);
  const planId = `e2e-plan-${tag}`;
  const documents = seatingPlanDocuments('org-risas', seedSeatingPlan());
  const eventRef = db.collection('events').doc();
  Object.assign(created, { eventId: eventRef.id, planId });
  const slug = `e2e-sillas-${tag}`;
  const date = bogotaDateString(new Date(Date.now() + 10 * DAY_MS));
  const seats = seatInventory(documents.plan.sellable_seats, documents.plan.sellable_seats);
  const batch = db.batch();
  batch.set(db.doc(seatingPlanPath(planId)), documents.plan);
  batch.set(eventRef, {
    ...eventDocument({
      slug,
      name: `Especial con sillas ${tag}`,
      description: 'Show con sillas numeradas de las pruebas de extremo a extremo',
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
  batch.set(
    eventRef.collection('ticket_types').doc('preferencial'),
    ticketTypeDocument({ name: 'Preferencial', price: 120_000 }),
  );
  batch.set(
    eventRef.collection('ticket_types').doc('platea'),
    ticketTypeDocument({ name: 'Platea', price: 80_000, sort: 1 }),
  );
  batch.set(
    eventRef.collection('ticket_types').doc('balcon'),
    ticketTypeDocument({ name: 'Balcón', price: 50_000, sort: 2 }),
  );
  for (const zone of documents.zones) {
    batch.set(db.doc(planZonePath(planId, zone.id)), zone.data);
    let index = 0;
    const state = zone.data.rows
      .flatMap((row) => row.seats)
      .map((seat) => (seat.blocked ? 'b' : (index++ * 7) % 10 < 3 ? '1' : '0'))
      .join('');
    batch.set(db.doc(seatViewPath(eventRef.id, zone.id)), { ...zone.data, planId, state, refreshed_at: new Date() });
  }
  await batch.commit();
  return slug;
}

describe('the seat map', () => {
  test('the map and the list of a seated date, at 390 and 1280 px', async () => {
    const { page } = journey;
    const slug = await createSeatedShow();
    await page.goto(`/compra/${slug}`);
    const map = page.getByRole('group', { name: /^Mapa de sillas/ });
    await expectVisible(map, 30_000);
    await map.getByRole('checkbox', { name: /^Platea, fila F, silla 1,/ }).click();
    await map.getByRole('checkbox', { name: /^Platea, fila F, silla 2,/ }).click();
    await expectVisible(page.getByText('Platea · Fila F · Silla 2'));
    await journey.capture('seat map', { widths: SCREEN_WIDTHS });
    await page.getByRole('button', { name: 'Ver como lista' }).click();
    await expectVisible(page.getByRole('group', { name: 'Platea, fila A' }));
    await journey.capture('seat list', { widths: SCREEN_WIDTHS });
  });
});
