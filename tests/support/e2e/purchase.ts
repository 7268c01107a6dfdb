/**
 * Purchase helpers: the checkout's order lines, the tickets the functions wrote, and what the
 * Mercado Pago stand-in delivered to the webhook (evidence that the webhook, not the test, paid).
 */
import { StandInControl, type WebhookDelivery } from '@carcajada/mp-standin';
import type { Page } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';
import { computeOrder } from '@carcajada/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { signIn } from '../fixtures/harness.js';
import { callCreateTicketPreference, ticketPayload, type PaidPurchase } from '../services/callables.js';
import { approvedAndAccepted } from '../services/webhook.js';
import {
  adminDb,
  createTestUser,
  deleteTestUser,
  storedPaymentsConfig,
  ticketsOf,
  type StoredTicket,
  type TestUser,
} from './admin.js';
import { MERCADO_PAGO_URL } from './env.js';
import { expectAt, normalizedSpaces } from './pages.js';

const TICKET_TIMEOUT_MS = 30_000;
/** createTicketPreference's first call may cold-start the functions worker on a busy 2-core machine. */
export const CALLABLE_TIMEOUT_MS = 45_000;
/** Test timeout of the journeys that call the function and wait for the webhook. */
export const PURCHASE_TEST_TIMEOUT_MS = 120_000;

export const standIn = new StandInControl(MERCADO_PAGO_URL);

/** A fresh user for this test only, removed with its tickets when the test ends. */
export async function freshUser(label: string): Promise<TestUser> {
  const user = await createTestUser(label);
  onTestFinished(() => deleteTestUser(user.uid));
  return user;
}

/** The checkout's order summary as label → amount, spaces normalised (e.g. "Total" → "$ 90.000"). */
export async function orderLines(page: Page): Promise<Map<string, string>> {
  const rows = await page
    .locator('dl > div')
    .evaluateAll((lines) =>
      lines.map((line) => [line.querySelector('dt')?.textContent ?? '', line.querySelector('dd')?.textContent ?? '']),
    );
  return new Map(rows.map(([label = '', amount = '']) => [normalizedSpaces(label), normalizedSpaces(amount)]));
}

/** The amount of the first line whose label starts with `label`. */
export function lineAmount(lines: Map<string, string>, label: string): string | undefined {
  return [...lines].find(([lineLabel]) => lineLabel.startsWith(label))?.[1];
}

/** Opens the show, sets the quantity with the + button and books: lands on its checkout. */
export async function bookFromEventPage(page: Page, slug: string, quantity: number): Promise<void> {
  await page.goto(`/evento/${slug}`);
  const quantityField = page.getByLabel('Cantidad de entradas');
  await expect.poll(() => quantityField.inputValue()).toBe('1');
  for (let count = 1; count < quantity; count += 1) {
    await page.getByRole('button', { name: 'Agregar una entrada' }).click();
  }
  await expect.poll(() => quantityField.inputValue()).toBe(String(quantity));
  await page.getByRole('button', { name: 'Reservar entradas', exact: true }).click();
  await expectAt(page, `/compra/${slug}?quantity=${quantity}`);
}

/**
 * Clicks 'Pagar en línea' and waits for Mercado Pago's checkout page; if the app shows an error
 * instead (e.g. the payment provider is down), fails at once with that message.
 */
export async function payOnline(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pagar en línea' }).click();
  const failure = page.getByRole('alert');
  const outcome = await Promise.race([
    page.waitForURL((url) => url.origin === MERCADO_PAGO_URL, { timeout: CALLABLE_TIMEOUT_MS }).then(() => 'left'),
    failure.waitFor({ state: 'visible', timeout: CALLABLE_TIMEOUT_MS }).then(() => 'failed'),
  ]);
  if (outcome === 'failed') throw new Error(`Checkout showed an error instead of paying: ${await failure.innerText()}`);
}

/** Waits until the user has exactly one ticket and it matches `predicate`; fails with what it saw. */
export async function waitForTicket(
  uid: string,
  predicate: (ticket: StoredTicket) => boolean = () => true,
): Promise<StoredTicket> {
  const deadline = Date.now() + TICKET_TIMEOUT_MS;
  let seen: string[] = [];
  while (Date.now() < deadline) {
    const tickets = await ticketsOf(uid);
    const [only] = tickets;
    if (tickets.length === 1 && only && predicate(only)) return only;
    seen = tickets.map((ticket) => `${ticket.id}: ${ticket.data.ticketStatus}/${ticket.data.paymentStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No single matching ticket for ${uid} within ${TICKET_TIMEOUT_MS} ms; saw [${seen.join(', ')}]`);
}

/** Approves a preference and returns once the webhook accepted it (sent again if it did not). */
export async function approvePreference(preferenceId: string): Promise<void> {
  await approvedAndAccepted(standIn, preferenceId);
}

/** Webhook deliveries the stand-in made for the payments of a ticket. */
export async function standInDeliveries(ticketId: string): Promise<WebhookDelivery[]> {
  const payments = (await standIn.listPayments()).filter((payment) => payment.external_reference === ticketId);
  const results = await Promise.all(payments.map((payment) => standIn.payment(payment.id)));
  return results.flatMap((result) => result.deliveries);
}

/** Outcomes the webhook logged in payment_notifications for a ticket, e.g. ['applied']. */
export async function webhookOutcomes(ticketId: string): Promise<string[]> {
  const log = await adminDb().collection('payment_notifications').where('ticketId', '==', ticketId).get();
  return log.docs.map((entry) => String(entry.get('outcome')));
}

/**
 * A ticket paid through the real flow, without the browser: createTicketPreference, the stand-in
 * approves, the webhook signs the QR. Answers the stored ticket once it is paid. `seats` (ids, one
 * per unit of quantity) buys those seats of a seated date; `ticket_price` is then their category's.
 */
export async function paidThroughApi(
  buyer: TestUser,
  show: { id: string; ticket_price: number },
  quantity: number,
  seats?: string[],
): Promise<{ id: string; qrCode: string; data: DocumentData | undefined }> {
  const idToken = await signIn(buyer.email, buyer.password);
  const { total } = computeOrder(show.ticket_price, quantity, await storedPaymentsConfig());
  const outcome = await callCreateTicketPreference<PaidPurchase>(idToken, {
    ...ticketPayload({ uid: buyer.uid, email: buyer.email, name: buyer.name, idToken }, show.id, quantity, total),
    ...(seats && { seats }),
  });
  if (!outcome.ok) throw new Error(`purchase failed: ${outcome.status} ${outcome.message}`);
  await approvePreference(outcome.result.preferenceId);
  const data = (await adminDb().doc(`tickets/${outcome.result.ticketId}`).get()).data();
  return { id: outcome.result.ticketId, qrCode: String(data?.qrCode), data };
}
