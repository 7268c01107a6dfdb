import {
  callCreateTicketPreference,
  ticketPayload,
  type CallableOutcome,
  type PaidPurchase,
} from './payments-callable.js';
import type { PaymentsFixtures, TestBuyer } from './payments-fixtures.js';
import { RACE_IN_FLIGHT, reportRace, runBounded } from './race.js';

/** `count` fresh signed-in buyers, created a few at a time (the Auth emulator takes them in order anyway). */
export async function createBuyers(fixtures: PaymentsFixtures, count: number): Promise<TestBuyer[]> {
  const buyers: TestBuyer[] = [];
  while (buyers.length < count) {
    const batch = Math.min(25, count - buyers.length);
    buyers.push(...(await Promise.all(Array.from({ length: batch }, () => fixtures.createBuyer()))));
  }
  return buyers;
}

export interface RushOrder {
  buyer: TestBuyer;
  quantity: number;
}

export interface RushResult extends RushOrder {
  outcome: CallableOutcome<{ ticketId: string }>;
  ms: number;
}

/**
 * Every order sent to createTicketPreference, at most `inFlight` at once (support/race.ts); each
 * answer with its latency, and the race's wall time and peak Functions workers printed.
 */
export async function rush(
  fixtures: PaymentsFixtures,
  event: { id: string; ticketPrice: number; ticketTypeId?: string },
  orders: RushOrder[],
  label: string,
  inFlight = RACE_IN_FLIGHT,
): Promise<RushResult[]> {
  const totals = new Map<number, number>();
  for (const quantity of new Set(orders.map((order) => order.quantity)))
    totals.set(quantity, (await fixtures.expectedOrder(event.ticketPrice, quantity)).total);
  const run = await runBounded(orders.length, inFlight, async (index) => {
    const order = orders[index]!;
    const started = performance.now();
    const outcome = await callCreateTicketPreference<{ ticketId: string }>(order.buyer.idToken, {
      ...ticketPayload(order.buyer, event.id, order.quantity, totals.get(order.quantity)!),
      ...(event.ticketTypeId && { ticketTypeId: event.ticketTypeId }),
    });
    return { ...order, outcome, ms: performance.now() - started };
  });
  reportRace(label, run, inFlight);
  return run.results;
}

/** Polls until `read` satisfies `done` (the server's seats_left copy and held tasks lag a little). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface PurchaseOptions {
  /** The show's ticket price, for the total the buyer saw (default 45,000). */
  price?: number;
  requestId?: string;
}

/** createTicketPreference as the checkout calls it, for one buyer, with the total priced from the stored config. */
export function purchases(fixtures: PaymentsFixtures, defaultPrice = 45_000) {
  async function buy(buyer: TestBuyer, eventId: string, quantity = 1, options: PurchaseOptions = {}) {
    const { total } = await fixtures.expectedOrder(options.price ?? defaultPrice, quantity);
    return callCreateTicketPreference<PaidPurchase>(buyer.idToken, {
      ...ticketPayload(buyer, eventId, quantity, total),
      ...(options.requestId && { requestId: options.requestId }),
    });
  }
  /** A purchase that must go through (the test is not about its refusal). */
  async function bought(buyer: TestBuyer, eventId: string, quantity = 1): Promise<PaidPurchase> {
    const outcome = await buy(buyer, eventId, quantity);
    if (!outcome.ok) throw new Error(`purchase failed: ${outcome.status} ${outcome.message}`);
    return outcome.result;
  }
  return { buy, bought };
}
