import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { StandInControl } from '@carcajada/mp-standin';
import { STANDIN_URL, WEBHOOK_URL } from '../support/services/env.js';
import { PaymentsFixtures } from '../support/fixtures/harness.js';
import {
  postWebhook,
  purchasePaidTicket,
  signedWebhook,
  withoutHeader,
  type PurchaseUnderTest,
} from '../support/services/webhook.js';

const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
let purchase: PurchaseUnderTest;
let paymentId: number;

/**
 * One approved payment whose webhook was never delivered: any accepted delivery would pay the
 * ticket. Its hold outlasts the file (a run's holds last 30 s; on a busy machine this file takes
 * longer), so only a delivery could change the ticket.
 */
beforeAll(async () => {
  purchase = await purchasePaidTicket(fixtures);
  await fixtures.db
    .doc(`tickets/${purchase.ticketId}`)
    .update({ holdExpiresAt: Timestamp.fromMillis(Date.now() + 60 * 60_000) });
  paymentId = (await standIn.payPreference(purchase.preferenceId, 'approved', { notify: false })).payment.id;
  fixtures.rememberPayment(paymentId);
});
afterAll(() => fixtures.cleanUp());

async function expectTicketUntouched() {
  expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({
    ticketStatus: 'reserved',
    paymentStatus: 'pending',
    paymentId: null,
    qrCode: null,
  });
}

describe('paymentWebhook: signature', () => {
  it.each([
    ['signed with the wrong secret', () => signedWebhook(paymentId, { secret: 'not-the-secret' })],
    ['without x-signature', () => withoutHeader(signedWebhook(paymentId), 'x-signature')],
    ['without x-request-id', () => withoutHeader(signedWebhook(paymentId), 'x-request-id')],
    [
      'with a tampered v1 hash',
      () => {
        const request = signedWebhook(paymentId);
        const signature = request.headers['x-signature']!.replace(
          /v1=(.)/,
          (_match, first: string) => `v1=${first === 'a' ? 'b' : 'a'}`,
        );
        return { ...request, headers: { ...request.headers, 'x-signature': signature } };
      },
    ],
    [
      'whose signature is for another data.id',
      () => {
        const request = signedWebhook(12345);
        return { ...request, url: request.url.replace('data.id=12345', `data.id=${paymentId}`) };
      },
    ],
    [
      'with another x-request-id than the signed one',
      () => {
        const request = signedWebhook(paymentId);
        return { ...request, headers: { ...request.headers, 'x-request-id': 'otro-request-id' } };
      },
    ],
  ])('answers 401 and changes nothing for a delivery %s', async (_label, build) => {
    expect(await postWebhook(build())).toEqual({ status: 401, outcome: 'invalid_signature' });
    await expectTicketUntouched();
  });

  it('stores nothing per rejected request: only an hourly counter grows', async () => {
    expect(await fixtures.notificationsFor(paymentId)).toEqual([]);
    const hour = await fixtures.db.doc(`webhook_rejections/${new Date().toISOString().slice(0, 13)}`).get();
    expect(Number(hour.get('invalid_signature'))).toBeGreaterThanOrEqual(6);
  });

  it('a flood of 60 badly signed requests adds no payment_notifications document', async () => {
    const forged = signedWebhook(paymentId, { secret: 'flood' });
    const answers: { status: number }[] = [];
    // one after another: a flood is about volume, and the Functions emulator starts a worker
    // process per concurrent request (seconds of CPU each on a 2-core machine)
    for (let request = 0; request < 60; request += 1) answers.push(await postWebhook(forged));
    expect(answers.every((answer) => answer.status === 401)).toBe(true);
    // by what a stored delivery would carry (other files' deliveries land in the same collection meanwhile)
    expect(await fixtures.notificationsFor(paymentId)).toEqual([]);
    const byRequestId = fixtures.db
      .collection('payment_notifications')
      .where('requestId', '==', forged.headers['x-request-id']);
    expect((await byRequestId.count().get()).data().count).toBe(0);
    await expectTicketUntouched();
  });
});

describe('paymentWebhook: notifications it ignores', () => {
  it('a legacy IPN (topic=payment, unsigned): 200 and ignored', async () => {
    const response = await fetch(`${WEBHOOK_URL}?topic=payment&id=${paymentId}`, { method: 'POST' });
    expect(response.status).toBe(200);
    await expectTicketUntouched();
  });

  it('another notification type, correctly signed: 200 and ignored', async () => {
    const request = signedWebhook(paymentId);
    const answer = await postWebhook({ ...request, url: request.url.replace('type=payment', 'type=merchant_order') });
    expect(answer).toEqual({ status: 200, outcome: 'type_ignored' });
    await expectTicketUntouched();
  });

  it('anything but POST: 405', async () => {
    expect((await fetch(WEBHOOK_URL)).status).toBe(405);
  });

  it('the untouched ticket still pays on a genuine delivery', async () => {
    expect(await postWebhook(signedWebhook(paymentId))).toEqual({ status: 200, outcome: 'applied' });
    expect(await fixtures.ticket(purchase.ticketId)).toMatchObject({ ticketStatus: 'paid' });
  });
});
