import { afterAll, describe, expect, it } from 'vitest';
import { PaymentsFixtures } from '../support/fixtures/harness.js';
import { createBuyers } from '../support/fixtures/purchases.js';
import { RACE_IN_FLIGHT, runBounded, tallyRace } from '../support/fixtures/race.js';
import { TypesFixtures } from '../support/fixtures/ticket-types.js';

/**
 * Races of ticket types and codes: a type's quota, a code's max_uses and a show written without inventory
 * never oversell. Free shows and 100% codes (reservations never expire mid-race on a slow run);
 * at most RACE_IN_FLIGHT calls in flight (support/race.ts). The stored tickets are
 * exact; an answer the emulator lost (tallyRace) counts by whether its buyer holds a ticket.
 */
const fixtures = new PaymentsFixtures();
const types = new TypesFixtures(fixtures);
/** Answers a starved emulator may lose in one race, at most. */
const MAX_LOST = 2;
afterAll(async () => {
  await types.cleanUp();
  await fixtures.cleanUp();
}, 120_000);

async function ticketsOfShow(eventId: string) {
  return (await fixtures.db.collection('tickets').where('eventId', '==', eventId).get()).docs.map((doc) => doc.data());
}

function seatsOf(tickets: Record<string, unknown>[], typeId?: string): number {
  return tickets
    .filter((ticket) => typeId === undefined || ticket.ticketTypeId === typeId)
    .reduce((sum, ticket) => sum + Number(ticket.quantity), 0);
}

/**
 * A free show as an operator writes it in the console (or a date added to a series): a capacity,
 * no seat blocks; then `buyers` buy one seat each at once. No answer lost beyond a couple, none
 * contradicting what was stored.
 */
async function rushOnShowWithoutInventory(capacity: number, buyerCount: number) {
  const event = await fixtures.createEvent({ ticketPrice: 0 });
  await fixtures.db.doc(`events/${event.id}`).update({ capacity, seats_left: capacity });
  const buyers = await createBuyers(fixtures, buyerCount);
  const { results } = await runBounded(buyerCount, RACE_IN_FLIGHT, (index) =>
    types.buy(buyers[index]!, event.id, { price: 0 }),
  );
  const tickets = await ticketsOfShow(event.id);
  const race = tallyRace(results, buyers, tickets);
  expect(race.lost).toBeLessThanOrEqual(MAX_LOST);
  expect(race.mismatched).toBe(0);
  return { event, tickets, race };
}

describe('races on ticket types, codes and hand-written inventory', () => {
  it("a rush for a type's last seats never passes its quota while another type keeps selling", async () => {
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 30 });
    await types.addType(event.id, 'general', { name: 'General', price: 0, sort: 0 });
    await types.addType(event.id, 'preferencial', { name: 'Preferencial', price: 0, quota: 6, sort: 1 });
    const buyers = await createBuyers(fixtures, 30);

    const { results } = await runBounded(30, RACE_IN_FLIGHT, (index) =>
      types.buy(buyers[index]!, event.id, { typeId: index % 2 === 0 ? 'preferencial' : 'general', price: 0 }),
    );

    const tickets = await ticketsOfShow(event.id);
    const byType = (parity: number) => {
      const indexes = results.map((_, index) => index).filter((index) => index % 2 === parity);
      return tallyRace(
        indexes.map((index) => results[index]!),
        indexes.map((index) => buyers[index]!),
        tickets,
      );
    };
    const preferencial = byType(0);
    const general = byType(1);
    expect(preferencial.lost + general.lost).toBeLessThanOrEqual(MAX_LOST);
    expect(preferencial.mismatched + general.mismatched).toBe(0);
    expect(seatsOf(tickets, 'preferencial')).toBe(6);
    expect(preferencial.sold + preferencial.lostSold).toBe(6);
    for (const outcome of preferencial.refused)
      expect(outcome).toMatchObject({ details: { reason: 'notEnoughSeats', seatsLeft: 0 } });
    expect(general.refused).toEqual([]);
    expect(seatsOf(tickets, 'general')).toBe(general.sold + general.lostSold);
    expect(general.sold + general.lost).toBe(15);
    expect(await types.quotaLeft(event.id, 'preferencial')).toBe(0);
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(30 - 6 - seatsOf(tickets, 'general'));
    console.info(
      `type quota race: 15 buyers for 6 Preferencial → ${seatsOf(tickets, 'preferencial')} sold; ` +
        `General ${seatsOf(tickets, 'general')}/15; ${preferencial.lost + general.lost} answers lost`,
    );
  }, 240_000);

  it('a rush on a code never passes its max_uses', async () => {
    const event = await fixtures.createEvent({ ticketPrice: 40_000, capacity: 100 });
    const promo = { kind: 'percent' as const, value: 100 };
    const code = await types.addCode('RUSH', { eventId: event.id, ...promo, maxUses: 8 });
    const buyers = await createBuyers(fixtures, 24);

    const { results } = await runBounded(24, RACE_IN_FLIGHT, (index) =>
      types.buy(buyers[index]!, event.id, { price: 40_000, promoCode: code, promo }),
    );

    const tickets = await ticketsOfShow(event.id);
    const race = tallyRace(results, buyers, tickets);
    expect(race.lost).toBeLessThanOrEqual(MAX_LOST);
    expect(race.mismatched).toBe(0);
    expect(tickets.filter((ticket) => ticket.promoCode === code)).toHaveLength(8);
    expect(race.sold + race.lostSold).toBe(8);
    for (const outcome of race.refused) expect(outcome).toMatchObject({ details: { reason: 'promoUsedUp' } });
    expect(await types.codeUses(code)).toBe(8);
    expect(tickets.every((ticket) => ticket.paymentMethod === 'courtesy')).toBe(true);
    console.info(`code race: 24 buyers for a code with max_uses 8 → ${tickets.length} uses`);
  }, 240_000);

  it('a show written without inventory sells exactly its capacity to parallel buyers', async () => {
    const { event, tickets, race } = await rushOnShowWithoutInventory(12, 24);
    expect(tickets).toHaveLength(12);
    expect(race.sold + race.lostSold).toBe(12);
    for (const outcome of race.refused)
      expect(outcome).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'notEnoughSeats' } });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(0);
    console.info(`hand-written show: 24 buyers for 12 seats → ${tickets.length} sold, no internal error`);
  }, 240_000);

  it('the first rush on a show without inventory yet turns nobody away while seats remain', async () => {
    // its blocks are laid out by the first sale while the other buyers of the rush read the pool
    const { event, tickets, race } = await rushOnShowWithoutInventory(100, 20);
    expect(race.refused).toEqual([]);
    expect(tickets).toHaveLength(20 - race.lost + race.lostSold);
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(100 - tickets.length);
  }, 240_000);

  it('a type written without its quota blocks is laid out on first use, within its quota', async () => {
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 40 });
    await types.addType(event.id, 'palco', { name: 'Palco', price: 0, quota: 6 }, false);
    const buyers = await createBuyers(fixtures, 16);

    const { results } = await runBounded(16, RACE_IN_FLIGHT, (index) =>
      types.buy(buyers[index]!, event.id, { typeId: 'palco', price: 0 }),
    );

    const tickets = await ticketsOfShow(event.id);
    const race = tallyRace(results, buyers, tickets);
    expect(race.lost).toBeLessThanOrEqual(MAX_LOST);
    expect(race.mismatched).toBe(0);
    expect(race.sold + race.lostSold).toBe(6);
    expect(seatsOf(tickets, 'palco')).toBe(6);
    expect(await types.quotaLeft(event.id, 'palco')).toBe(0);
  }, 240_000);
});
