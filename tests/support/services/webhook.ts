import { buildWebhookRequest, type StandInControl, type WebhookRequest } from '@carcajada/mp-standin';
import type { OrderSummary } from '@carcajada/domain';
import { callCreateTicketPreference, ticketPayload, type PaidPurchase } from './callables.js';
import { NOTIFICATION_URL, WEBHOOK_SECRET } from './env.js';
import type { PaymentsFixtures, TestBuyer } from '../fixtures/harness.js';

export interface PurchaseUnderTest extends PaidPurchase {
  buyer: TestBuyer;
  order: OrderSummary;
}

/** A fresh buyer buys `quantity` tickets for a fresh paid event through the real callable. */
export async function purchasePaidTicket(fixtures: PaymentsFixtures, quantity = 2): Promise<PurchaseUnderTest> {
  const buyer = await fixtures.createBuyer();
  const event = await fixtures.createEvent({ ticketPrice: 45_000 });
  const order = await fixtures.expectedOrder(45_000, quantity);
  const outcome = await callCreateTicketPreference<PaidPurchase>(
    buyer.idToken,
    ticketPayload(buyer, event.id, quantity, order.total),
  );
  if (!outcome.ok) throw new Error(`purchase failed: ${outcome.status} ${outcome.message}`);
  return { ...outcome.result, buyer, order };
}

/** How often a delivery the webhook did not accept is sent again before the test gives up. */
const WEBHOOK_RESENDS = 3;

/**
 * Approves a preference at the stand-in and returns its payment once the webhook accepted its
 * notification. A delivery the webhook did not answer with 200 in the stand-in's 15 s (a cold
 * worker on a busy machine) is sent again, as Mercado Pago retries it; the webhook applies a
 * payment only once.
 */
export async function approvedAndAccepted(standIn: StandInControl, preferenceId: string) {
  const { payment, deliveries } = await standIn.payPreference(preferenceId, 'approved');
  let last = deliveries.at(-1);
  for (let resend = 0; resend < WEBHOOK_RESENDS && last?.responseStatus !== 200; resend += 1)
    last = (await standIn.notify(payment.id)).at(-1);
  if (last?.responseStatus !== 200)
    throw new Error(
      `webhook never accepted payment ${payment.id}: ${last?.responseStatus ?? last?.error ?? 'not sent'}`,
    );
  return payment;
}

/** A correctly signed Mercado Pago webhook for the payment, ready to send or to tamper with. */
export function signedWebhook(paymentId: number | string, overrides: { secret?: string } = {}): WebhookRequest {
  return buildWebhookRequest({
    notificationUrl: NOTIFICATION_URL,
    paymentId,
    secret: overrides.secret ?? WEBHOOK_SECRET,
  });
}

export async function postWebhook(
  request: Pick<WebhookRequest, 'url' | 'headers' | 'body'>,
): Promise<{ status: number; outcome: string | undefined }> {
  const response = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
  const text = await response.text();
  const outcome = text ? (JSON.parse(text) as { outcome?: string }).outcome : undefined;
  return { status: response.status, outcome };
}

export function withoutHeader(request: WebhookRequest, name: string): WebhookRequest {
  const headers = { ...request.headers };
  delete headers[name];
  return { ...request, headers };
}
