import { callCreateTicketPreference, ticketPayload, type CallableOutcome } from './payments-callable.js';
import type { PaymentsFixtures, TestBuyer } from './payments-fixtures.js';

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

/** Every order sent at once to createTicketPreference; each answer with its latency. */
export async function rush(
  fixtures: PaymentsFixtures,
  event: { id: string; ticketPrice: number },
  orders: RushOrder[],
): Promise<RushResult[]> {
  const totals = new Map<number, number>();
  for (const quantity of new Set(orders.map((order) => order.quantity)))
    totals.set(quantity, (await fixtures.expectedOrder(event.ticketPrice, quantity)).total);
  return Promise.all(
    orders.map(async (order) => {
      const started = performance.now();
      const outcome = await callCreateTicketPreference<{ ticketId: string }>(
        order.buyer.idToken,
        ticketPayload(order.buyer, event.id, order.quantity, totals.get(order.quantity)!),
      );
      return { ...order, outcome, ms: performance.now() - started };
    }),
  );
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
