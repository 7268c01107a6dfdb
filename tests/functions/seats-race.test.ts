import { afterAll, describe, expect, it } from 'vitest';
import { PaymentsFixtures } from '../support/fixtures/harness.js';
import { tallyRace } from '../support/fixtures/race.js';
import { eventually } from '../support/eventually.js';
import { createBuyers, rush } from '../support/fixtures/purchases.js';

const fixtures = new PaymentsFixtures();
afterAll(() => fixtures.cleanUp(), 120_000);

async function ticketsOfEvent(eventId: string) {
  const snapshot = await fixtures.db.collection('tickets').where('eventId', '==', eventId).get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('seats under a rush: never more than the capacity', () => {
  // A free show: its reservations never expire, so a slow run (holds are 30 s in npm test) cannot
  // hand seats back in the middle of the rush. The paid path races in the second case. At most
  // RACE_IN_FLIGHT calls are in flight (support/race.ts): enough contention on the seat blocks,
  // without booting an emulator worker per buyer. Three buyers a seat prove the cap; the bench's seats
  // step runs the 300-buyer rush for its figures.
  it('120 buyers, one seat each, 40 seats: exactly 40 tickets and 80 refusals', async () => {
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 40 });
    const buyers = await createBuyers(fixtures, 120);

    const results = await rush(
      fixtures,
      { id: event.id, ticketPrice: 0 },
      buyers.map((buyer) => ({ buyer, quantity: 1 })),
      '120 buyers for 40 free seats',
    );

    // Answers the Functions emulator's proxy may lose (its own 500 when a worker socket breaks on a
    // starved machine) count by whether the buyer holds a ticket (tallyRace). The seats must add up.
    const tickets = await ticketsOfEvent(event.id);
    const race = tallyRace(
      results.map((result) => result.outcome),
      buyers,
      tickets,
    );
    expect(race.lost).toBeLessThanOrEqual(3);
    for (const outcome of race.refused) {
      expect(outcome).toMatchObject({ details: { reason: 'notEnoughSeats', seatsLeft: 0 } });
    }
    expect(tickets).toHaveLength(40);
    expect(new Set(tickets.map((ticket) => String(ticket.userId))).size).toBe(40);
    expect(race.mismatched).toBe(0);
    expect(race.sold + race.lostSold).toBe(40);
    expect(race.refused.length + race.lost - race.lostSold).toBe(80);
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(0);
    const stored = await eventually(
      async () => (await fixtures.db.doc(`events/${event.id}`).get()).get('seats_left'),
      (seatsLeft) => seatsLeft === 0,
    );
    expect(stored).toBe(0);
  }, 600_000);

  it('mixed orders of 1 to 3 seats: the capacity holds and what is left is less than any refused order', async () => {
    const capacity = 100;
    const event = await fixtures.createEvent({ ticketPrice: 45_000, capacity });
    const buyers = await createBuyers(fixtures, 90);

    const results = await rush(
      fixtures,
      { id: event.id, ticketPrice: 45_000 },
      buyers.map((buyer, index) => ({ buyer, quantity: (index % 3) + 1 })),
      '90 paid orders of 1-3 seats for 100 seats',
    );

    const tickets = await ticketsOfEvent(event.id);
    const taken = tickets.reduce((sum, ticket) => sum + Number(ticket.quantity), 0);
    const left = await fixtures.seatsLeftInBlocks(event.id);
    expect(taken).toBeLessThanOrEqual(capacity);
    expect(taken + left).toBe(capacity);
    expect(tickets).toHaveLength(results.filter((result) => result.outcome.ok).length);
    const refusedQuantities = results.filter((result) => !result.outcome.ok).map((result) => result.quantity);
    expect(refusedQuantities.length).toBeGreaterThan(0);
    expect(left).toBeLessThan(Math.min(...refusedQuantities));
  }, 600_000);
});
