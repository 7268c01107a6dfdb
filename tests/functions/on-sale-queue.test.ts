/**
 * The on-sale (contract "The on-sale"): nothing of a date is sold or priced before its
 * `sale_opens_at`; a date with `queue: true` sells only to accounts with a live turn of its
 * virtual queue. Places drawn at random among those present at the opening, arrival order after,
 * admission in rank order never past the seats left, turns that expire and pass on, and a sold-out
 * date that ends its queue. `npm test` runs no scheduler: admitFromQueueNow runs each step when the
 * test decides (local-schedules.test.ts shows the scheduler doing it).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { bogotaInstant, MAX_QUEUE_JOINS_PER_ADDRESS_PER_HOUR, ON_SALE_FORM_MESSAGES } from '@carcajada/domain';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import {
  callCallable,
  callCreateTicketPreference,
  callJoinQueue,
  ticketPayload,
} from '../support/services/callables.js';
import { createBuyers } from '../support/fixtures/purchases.js';
import { runBounded } from '../support/fixtures/race.js';

const MINUTE_MS = 60_000;
const fixtures = new PaymentsFixtures();
const eventIds: string[] = [];
let admin: TestBuyer;

beforeAll(async () => {
  admin = await fixtures.createAdmin();
});

afterAll(async () => {
  const writer = fixtures.db.bulkWriter();
  for (const eventId of eventIds) {
    for (const collection of ['queue', 'queue_draw', 'queue_addresses']) {
      const docs = await fixtures.db.collection(collection).where('eventId', '==', eventId).get();
      for (const doc of docs.docs) void writer.delete(doc.ref);
    }
    void writer.delete(fixtures.db.doc(`queues/${eventId}`));
    void writer.delete(fixtures.db.doc(`queue_steps/${eventId}`));
  }
  await writer.close();
  await fixtures.cleanUp();
}, 120_000);

/** A free date (reservations need no payment) with an opening and, unless `queue: false`, a queue. */
async function onSaleDate(options: { capacity: number; opensInMs: number; queue?: boolean; rate?: number }) {
  const event = await fixtures.createEvent({ ticketPrice: 0, capacity: options.capacity });
  eventIds.push(event.id);
  await fixtures.db.doc(`events/${event.id}`).update({
    sale_opens_at: Timestamp.fromMillis(Date.now() + options.opensInMs),
    queue: options.queue ?? true,
    ...(options.rate && { queue_rate: options.rate }),
  });
  return event;
}

/** The opening comes now (as time would bring it): the date's sale opened a second ago. */
async function open(eventId: string) {
  await fixtures.db.doc(`events/${eventId}`).update({ sale_opens_at: Timestamp.fromMillis(Date.now() - 1000) });
}

let addressCount = 0;
/** A distinct caller address per buyer, as many people at home would have (the bound is per address). */
function freshAddress(): string {
  addressCount += 1;
  return `198.51.100.${addressCount % 250}, 203.0.${Math.floor(addressCount / 250)}.${addressCount % 250}`;
}

/** joinQueue from an address (by default one of its own, as many people at home would have). */
function join(buyer: TestBuyer, eventId: string, address = freshAddress()) {
  return callJoinQueue(buyer, eventId, address);
}

function step(eventId: string) {
  return callCallable<Record<string, unknown>>('admitFromQueueNow', admin.idToken, { eventId });
}

async function entry(eventId: string, buyer: TestBuyer): Promise<DocumentData> {
  return (await fixtures.db.doc(`queue/${eventId}_${buyer.uid}`).get()).data()!;
}

/** The ranks drawn before the opening, by account (queue_draw: the server's alone). */
async function draws(eventId: string): Promise<Map<string, number>> {
  const snapshot = await fixtures.db.collection('queue_draw').where('eventId', '==', eventId).get();
  return new Map(snapshot.docs.map((doc) => [String(doc.get('userId')), Number(doc.get('rank'))]));
}

async function entries(eventId: string): Promise<DocumentData[]> {
  const snapshot = await fixtures.db.collection('queue').where('eventId', '==', eventId).get();
  return snapshot.docs.map((doc) => doc.data());
}

async function state(eventId: string): Promise<DocumentData | undefined> {
  return (await fixtures.db.doc(`queues/${eventId}`).get()).data();
}

function reserve(buyer: TestBuyer, eventId: string, quantity = 1) {
  return callCreateTicketPreference<{ ticketId: string }>(buyer.idToken, ticketPayload(buyer, eventId, quantity, 0));
}

function preview(buyer: TestBuyer | null, eventId: string) {
  return callCallable('previewOrder', buyer?.idToken ?? null, { eventId, quantity: 1 });
}

/** Spearman's rank correlation of two orderings of the same items. */
function spearman(a: string[], b: string[]): number {
  const where = new Map(b.map((id, index) => [id, index]));
  const n = a.length;
  const squares = a.reduce((sum, id, index) => sum + (index - where.get(id)!) ** 2, 0);
  return 1 - (6 * squares) / (n * (n * n - 1));
}

describe('the opening time', () => {
  it('nothing is priced or sold before sale_opens_at (saleNotOpen); after it, as usual', async () => {
    const event = await onSaleDate({ capacity: 10, opensInMs: 60 * MINUTE_MS, queue: false });
    const buyer = await fixtures.createBuyer();
    expect(await preview(buyer, event.id)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'saleNotOpen' },
    });
    expect(await preview(null, event.id)).toMatchObject({ ok: false, details: { reason: 'saleNotOpen' } });
    expect(await reserve(buyer, event.id)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'saleNotOpen' },
    });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(10);
    await open(event.id);
    expect(await preview(buyer, event.id)).toMatchObject({ ok: true });
    expect(await reserve(buyer, event.id)).toMatchObject({ ok: true, result: { reserved: true } });
  });
});

describe('joining the queue', () => {
  it('verified accounts only, from 30 minutes before the opening, one place per account', async () => {
    const early = await onSaleDate({ capacity: 10, opensInMs: 45 * MINUTE_MS });
    const buyer = await fixtures.createBuyer();
    expect(await join(buyer, early.id)).toMatchObject({ ok: false, details: { reason: 'queueNotOpenYet' } });

    const event = await onSaleDate({ capacity: 10, opensInMs: 20 * MINUTE_MS });
    const unverified = await fixtures.createBuyer({ verified: false });
    expect(await join(unverified, event.id)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'emailNotVerified' },
    });
    const noQueue = await onSaleDate({ capacity: 10, opensInMs: 20 * MINUTE_MS, queue: false });
    expect(await join(buyer, noQueue.id)).toMatchObject({ ok: false, details: { reason: 'queueNotUsed' } });

    // before the opening the place is drawn later: no position yet
    expect(await join(buyer, event.id)).toMatchObject({
      ok: true,
      result: { status: 'waiting', position: null, ahead: null },
    });
    const first = await entry(event.id, buyer);
    expect(first).toMatchObject({
      eventId: event.id,
      userId: buyer.uid,
      status: 'waiting',
      position: null,
      admittedAt: null,
      turnExpiresAt: null,
      joinedAt: expect.any(Timestamp),
    });
    // the rank it drew is not on the entry its account reads: the server keeps it until the draw
    expect(first).not.toHaveProperty('rank');
    const drawn = (await draws(event.id)).get(buyer.uid)!;
    expect(drawn).toBeGreaterThanOrEqual(0);
    expect(drawn).toBeLessThan(1);
    // again (a reload, a second tab, another address): the same place
    expect(await join(buyer, event.id)).toMatchObject({ ok: true, result: { status: 'waiting' } });
    expect((await draws(event.id)).get(buyer.uid)).toBe(drawn);
    expect(await entries(event.id)).toHaveLength(1);
  });

  it(`bounds new places per address (${MAX_QUEUE_JOINS_PER_ADDRESS_PER_HOUR} an hour per date): queueJoinLimit`, async () => {
    const event = await onSaleDate({ capacity: 10, opensInMs: 10 * MINUTE_MS });
    const address = '192.0.2.77';
    const hashed = createHash('sha256').update(address).digest('base64url').slice(0, 22);
    const hour = Math.floor(Date.now() / (60 * MINUTE_MS));
    // the address already took its hour's places (two counters: the hour may turn meanwhile)
    for (const h of [hour, hour + 1])
      await fixtures.db
        .doc(`queue_joins/${hashed}_${event.id}_${h}`)
        .set({ joins: MAX_QUEUE_JOINS_PER_ADDRESS_PER_HOUR });
    const buyer = await fixtures.createBuyer();
    expect(await join(buyer, event.id, address)).toMatchObject({
      ok: false,
      status: 'RESOURCE_EXHAUSTED',
      details: { reason: 'queueJoinLimit' },
    });
    expect(await join(buyer, event.id)).toMatchObject({ ok: true });
    for (const h of [hour, hour + 1]) await fixtures.db.doc(`queue_joins/${hashed}_${event.id}_${h}`).delete();
  });
});

describe('the order of the queue', () => {
  const EARLY = 50;
  const LATE = 3;

  it(`${EARLY} accounts present at the opening get a uniformly random order; later ones queue behind, in arrival order`, async () => {
    const event = await onSaleDate({ capacity: 200, opensInMs: 5 * MINUTE_MS });
    const early = await createBuyers(fixtures, EARLY);
    const late = await createBuyers(fixtures, LATE);
    // they arrive a few at a time
    const run = await runBounded(EARLY, 5, (index) => join(early[index]!, event.id));
    expect(run.results.every((outcome) => outcome.ok)).toBe(true);
    const before = await entries(event.id);
    expect(before).toHaveLength(EARLY);

    // ranks of the draw: independent uniform numbers in [0, 1) (Kolmogorov–Smirnov, α = 0.001),
    // kept off the entries their accounts read until the draw
    expect(before.some((e) => 'rank' in e)).toBe(false);
    const drawnRanks = await draws(event.id);
    const rankOf = (e: DocumentData) => drawnRanks.get(String(e.userId))!;
    const ranks = before.map(rankOf).sort((a, b) => a - b);
    expect(ranks.every((rank) => rank >= 0 && rank < 1)).toBe(true);
    const ks = Math.max(...ranks.map((rank, i) => Math.max((i + 1) / EARLY - rank, rank - i / EARLY)));
    expect(ks).toBeLessThan(1.95 / Math.sqrt(EARLY));
    // the order of the draw owes nothing to the order of arrival: |ρ| < 0.5 (ρ's spread is 1/√49 ≈ 0.14)
    const byArrival = [...before]
      .sort((a, b) => (a.joinedAt as Timestamp).toMillis() - (b.joinedAt as Timestamp).toMillis())
      .map((e) => String(e.userId));
    const byRank = [...before].sort((a, b) => rankOf(a) - rankOf(b)).map((e) => String(e.userId));
    expect(Math.abs(spearman(byArrival, byRank))).toBeLessThan(0.5);

    // the opening: the first step draws the places, 1…50 in rank order
    await open(event.id);
    for (const buyer of late) {
      const outcome = await join(buyer, event.id);
      expect(outcome).toMatchObject({ ok: true, result: { status: 'waiting' } });
    }
    const lateEntries = await Promise.all(late.map((buyer) => entry(event.id, buyer)));
    // behind everyone present at the opening, in order of arrival, their place known at once
    expect(lateEntries.map((e) => e.position)).toEqual([EARLY + 1, EARLY + 2, EARLY + 3]);
    expect(lateEntries.every((e) => e.rank >= 1)).toBe(true);
    expect(lateEntries.map((e) => e.rank)).toEqual([...lateEntries.map((e) => e.rank)].sort((a, b) => a - b));

    expect(await step(event.id)).toMatchObject({ ok: true, result: { drawn: EARLY } });
    const after = await entries(event.id);
    const drawn = after.filter((e) => e.rank < 1).sort((a, b) => a.rank - b.rank);
    expect(drawn.map((e) => e.position)).toEqual(Array.from({ length: EARLY }, (_, i) => i + 1));
    expect(drawn.every((e) => e.rank === rankOf(e))).toBe(true);
    // the step admitted in rank order: the lowest ranks hold the turns (rate 120 ≥ 53, seats 200)
    expect(after.filter((e) => e.status === 'admitted')).toHaveLength(EARLY + LATE);
    expect(await state(event.id)).toMatchObject({
      waiting: 0,
      admitted: EARLY + LATE,
      serving: lateEntries[LATE - 1]!.rank,
      soldOut: false,
    });
  });
});

describe('turns', () => {
  it('admits in rank order never past the seats left; no purchase without a turn; a used turn is done; an expired one passes on; sold out ends the queue', async () => {
    const event = await onSaleDate({ capacity: 4, opensInMs: 10 * MINUTE_MS });
    const buyers = await createBuyers(fixtures, 7);
    for (const buyer of buyers) expect(await join(buyer, event.id)).toMatchObject({ ok: true });
    await open(event.id);
    const rankOf = await draws(event.id);
    const inRank = [...buyers].sort((a, b) => rankOf.get(a.uid)! - rankOf.get(b.uid)!);

    // nobody holds a turn yet: nothing is priced or sold
    expect(await preview(inRank[0]!, event.id)).toMatchObject({ ok: false, details: { reason: 'queueTurnRequired' } });
    expect(await preview(null, event.id)).toMatchObject({ ok: false, details: { reason: 'queueTurnRequired' } });
    expect(await reserve(inRank[0]!, event.id)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'queueTurnRequired' },
    });

    // 4 seats: 4 turns, the 4 lowest ranks, though the rate allows 120
    expect(await step(event.id)).toMatchObject({ ok: true, result: { admitted: 4, waiting: 3 } });
    const statuses = async () => Promise.all(inRank.map(async (buyer) => (await entry(event.id, buyer)).status));
    expect(await statuses()).toEqual(['admitted', 'admitted', 'admitted', 'admitted', 'waiting', 'waiting', 'waiting']);
    const admitted = await entry(event.id, inRank[0]!);
    expect(admitted.turnExpiresAt.toMillis() - admitted.admittedAt.toMillis()).toBe(10 * MINUTE_MS);
    // as many live turns as seats: another step admits nobody
    expect(await step(event.id)).toMatchObject({ ok: true, result: { admitted: 0 } });
    // a waiting account still cannot buy
    expect(await reserve(inRank[4]!, event.id)).toMatchObject({ ok: false, details: { reason: 'queueTurnRequired' } });

    // a turn starts one checkout: the first buys, its place is done, and it cannot buy again
    expect(await preview(inRank[0]!, event.id)).toMatchObject({ ok: true });
    expect(await reserve(inRank[0]!, event.id)).toMatchObject({ ok: true, result: { reserved: true } });
    expect((await entry(event.id, inRank[0]!)).status).toBe('done');
    expect(await reserve(inRank[0]!, event.id)).toMatchObject({ ok: false, details: { reason: 'queueTurnRequired' } });

    // the second's turn runs out unused: the next step ends it and the next rank is admitted
    await fixtures.db
      .doc(`queue/${event.id}_${inRank[1]!.uid}`)
      .update({ turnExpiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await reserve(inRank[1]!, event.id)).toMatchObject({ ok: false, details: { reason: 'queueTurnRequired' } });
    expect(await step(event.id)).toMatchObject({ ok: true, result: { expired: 1, admitted: 1 } });
    expect(await statuses()).toEqual(['done', 'expired', 'admitted', 'admitted', 'admitted', 'waiting', 'waiting']);

    // the live turns buy the last 3 seats; the date is sold out
    for (const buyer of inRank.slice(2, 5))
      expect(await reserve(buyer, event.id)).toMatchObject({ ok: true, result: { reserved: true } });
    expect(await fixtures.seatsLeftInBlocks(event.id)).toBe(0);
    expect(await step(event.id)).toMatchObject({ ok: true, result: { soldOut: true } });
    expect(await statuses()).toEqual(['done', 'expired', 'done', 'done', 'done', 'expired', 'expired']);
    expect(await state(event.id)).toMatchObject({ soldOut: true, waiting: 0, admitted: 5, leftWaiting: 2 });
    // the queue is over: joining answers so (the waiting room offers the waitlist)
    expect(await join(inRank[1]!, event.id)).toMatchObject({ ok: true, result: { status: 'expired' } });
  });

  it('admits at most queue_rate accounts per step', async () => {
    const event = await onSaleDate({ capacity: 50, opensInMs: 10 * MINUTE_MS, rate: 2 });
    const buyers = await createBuyers(fixtures, 5);
    for (const buyer of buyers) expect(await join(buyer, event.id)).toMatchObject({ ok: true });
    await open(event.id);
    expect(await step(event.id)).toMatchObject({ ok: true, result: { admitted: 2, waiting: 3 } });
    expect(await step(event.id)).toMatchObject({ ok: true, result: { admitted: 2, waiting: 1 } });
    expect(await state(event.id)).toMatchObject({ admitted: 4, waiting: 1 });
  });

  it('admitFromQueueNow is for ADMIN only', async () => {
    const event = await onSaleDate({ capacity: 5, opensInMs: 10 * MINUTE_MS });
    const buyer = await fixtures.createBuyer();
    expect(await callCallable('admitFromQueueNow', buyer.idToken, { eventId: event.id })).toMatchObject({
      ok: false,
      details: { reason: 'adminOnly' },
    });
  });
});

describe('the editor (saveOnSale)', () => {
  it('sets the opening and the queue on one date or on every date of the show; only who manages the show', async () => {
    const first = await fixtures.createEvent({ capacity: 20 });
    const second = await fixtures.createEvent({ capacity: 20 });
    const other = await fixtures.createEvent({ capacity: 20 });
    eventIds.push(first.id, second.id, other.id);
    await fixtures.db.doc(`events/${first.id}`).update({ series_id: first.id });
    await fixtures.db.doc(`events/${second.id}`).update({ series_id: first.id });
    const request = {
      eventId: second.id,
      opensDate: '2030-12-04',
      opensTime: '10:00',
      queue: true,
      queueRate: 300,
      wholeShow: true,
    };
    const fan = await fixtures.createBuyer();
    expect(await callCallable('saveOnSale', fan.idToken, request)).toMatchObject({
      ok: false,
      details: { reason: 'organizerOnly' },
    });
    expect(await callCallable('saveOnSale', admin.idToken, { ...request, queueRate: 0 })).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: { reason: 'invalidEvent', fieldErrors: { queueRate: ON_SALE_FORM_MESSAGES.rateInvalid } },
    });
    const saved = await callCallable<{ eventIds: string[] }>('saveOnSale', admin.idToken, request);
    expect(saved.ok && [...saved.result.eventIds].sort()).toEqual([first.id, second.id].sort());
    for (const id of [first.id, second.id])
      expect((await fixtures.db.doc(`events/${id}`).get()).data()).toMatchObject({
        sale_opens_at: Timestamp.fromDate(bogotaInstant('2030-12-04', '10:00')),
        queue: true,
        queue_rate: 300,
      });
    expect((await fixtures.db.doc(`events/${other.id}`).get()).get('queue')).toBeUndefined();

    // one date only, and both fields empty: no opening time
    const cleared = { ...request, opensDate: '', opensTime: '', queue: false, wholeShow: false };
    expect(await callCallable('saveOnSale', admin.idToken, cleared)).toMatchObject({
      ok: true,
      result: { eventIds: [second.id] },
    });
    expect((await fixtures.db.doc(`events/${second.id}`).get()).data()).toMatchObject({
      sale_opens_at: null,
      queue: false,
    });
    expect((await fixtures.db.doc(`events/${first.id}`).get()).get('queue')).toBe(true);
  });
});
