import { generateKeyPairSync } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketReference, type CheckInResult } from '@carcajada/domain';
import { signTicketQr } from '../../functions/src/qr/sign.js';
import { callCallable } from '../support/services/callables.js';
import { qrKeys } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';

/** Door check-in (`checkInTicket`): answers, one admission per person; who may scan: functions/organizers.test.ts. */
const fixtures = new PaymentsFixtures();
afterAll(() => fixtures.cleanUp(), 120_000);

let admin: TestBuyer;
let user: TestBuyer;
let eventId: string;
let otherEventId: string;

beforeAll(async () => {
  admin = await fixtures.createAdmin();
  user = await fixtures.createBuyer();
  eventId = (await fixtures.createEvent()).id;
  otherEventId = (await fixtures.createEvent()).id;
});

function checkIn(data: unknown, idToken: string | null = admin.idToken) {
  return callCallable<CheckInResult>('checkInTicket', idToken, data);
}

async function answer(data: unknown): Promise<CheckInResult> {
  const outcome = await checkIn(data);
  if (!outcome.ok) throw new Error(`checkInTicket failed: ${outcome.status} ${outcome.message}`);
  return outcome.result;
}

/** A ticket as the webhook leaves a paid one (admittedCount 0, a signed QR), or with other fields. */
async function ticket(fields: DocumentData = {}): Promise<{ id: string; code: string }> {
  const id = await fixtures.createTicket({
    userId: user.uid,
    eventId,
    quantity: 1,
    ticketStatus: 'paid',
    paymentStatus: 'approved',
    paymentMethod: 'mercadopago',
    cancelReason: null,
    admittedCount: 0,
    metadata: { userName: 'Ana Pérez' },
    ...fields,
  });
  const code = signTicketQr(id, qrKeys.privateKeyPem());
  await fixtures.db.doc(`tickets/${id}`).update({ qrCode: code });
  return { id, code };
}

describe('checkInTicket', () => {
  it('admits a valid code, and the second scan answers already_admitted with the first time', async () => {
    const { id, code } = await ticket();
    const first = await answer({ eventId, code });
    expect(first).toMatchObject({
      outcome: 'admitted',
      ticketId: id,
      holderName: 'Ana Pérez',
      quantity: 1,
      admittedCount: 1,
    });
    const stored = await fixtures.ticket(id);
    expect(stored).toMatchObject({ admittedCount: 1, ticketStatus: 'redeemed' });
    expect((stored.firstAdmittedAt as Timestamp).toDate().toISOString()).toBe(first.firstAdmittedAt);
    const second = await answer({ eventId, code });
    expect(second).toMatchObject({
      outcome: 'already_admitted',
      admittedCount: 1,
      firstAdmittedAt: first.firstAdmittedAt,
    });
  });

  it('admits a group ticket one at a time up to its quantity', async () => {
    const { id, code } = await ticket({ quantity: 3 });
    const firsts: string[] = [];
    for (const expected of [1, 2, 3]) {
      const result = await answer({ eventId, code, count: 1 });
      expect(result).toMatchObject({ outcome: 'admitted', quantity: 3, admittedCount: expected });
      firsts.push(result.firstAdmittedAt!);
      const stored = await fixtures.ticket(id);
      expect(stored.ticketStatus).toBe(expected === 3 ? 'redeemed' : 'paid');
    }
    expect(new Set(firsts).size).toBe(1);
    expect(await answer({ eventId, code, count: 1 })).toMatchObject({ outcome: 'already_admitted', admittedCount: 3 });
  });

  it('admits everyone left by default, and a missing admittedCount reads as 0', async () => {
    const { id, code } = await ticket({ quantity: 4 });
    await fixtures.db.doc(`tickets/${id}`).update({ admittedCount: FieldValue.delete() });
    expect(await answer({ eventId, code, count: 1 })).toMatchObject({ outcome: 'admitted', admittedCount: 1 });
    expect(await answer({ eventId, code })).toMatchObject({ outcome: 'admitted', admittedCount: 4 });
    expect(await fixtures.ticket(id)).toMatchObject({ admittedCount: 4, ticketStatus: 'redeemed' });
  });

  it('two concurrent calls for the last person admit exactly one', async () => {
    const { id, code } = await ticket({ quantity: 2, admittedCount: 1, firstAdmittedAt: Timestamp.now() });
    const results = await Promise.all([answer({ eventId, code }), answer({ eventId, code })]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['admitted', 'already_admitted']);
    expect(await fixtures.ticket(id)).toMatchObject({ admittedCount: 2, ticketStatus: 'redeemed' });
  });

  it('admits a free reservation by its reference and marks it redeemed', async () => {
    const { id } = await ticket({ ticketStatus: 'reserved', paymentMethod: 'free', quantity: 2 });
    const result = await answer({ eventId, ticketId: ticketReference(id) });
    expect(result).toMatchObject({ outcome: 'admitted', ticketId: id, admittedCount: 2 });
    expect(await fixtures.ticket(id)).toMatchObject({ ticketStatus: 'redeemed', admittedCount: 2 });
    expect(await answer({ eventId, ticketId: id })).toMatchObject({ outcome: 'already_admitted' });
  });

  it('refuses forged, foreign-key, wrong-show, cancelled, refunded and unpaid tickets without changing them', async () => {
    const good = await ticket();
    const signature = good.code.split('.')[2]!;
    const forged = `CJ1.${good.id}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect(await answer({ eventId, code: forged })).toEqual({ outcome: 'invalid_code' });
    expect(await answer({ eventId, code: 'hola' })).toEqual({ outcome: 'invalid_code' });
    const otherKey = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(await answer({ eventId, code: signTicketQr(good.id, otherKey) })).toEqual({ outcome: 'invalid_code' });

    expect(await answer({ eventId: otherEventId, code: good.code })).toMatchObject({ outcome: 'wrong_event' });
    const cancelled = await ticket({
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      cancelReason: 'user_cancelled',
    });
    expect(await answer({ eventId, code: cancelled.code })).toMatchObject({
      outcome: 'not_admissible',
      reason: 'cancelled',
    });
    const refunded = await ticket({ ticketStatus: 'cancelled', paymentStatus: 'rejected', cancelReason: 'refunded' });
    expect(await answer({ eventId, code: refunded.code })).toMatchObject({
      outcome: 'not_admissible',
      reason: 'refunded',
    });
    const unpaid = await ticket({ ticketStatus: 'reserved', paymentStatus: 'pending' });
    expect(await answer({ eventId, code: unpaid.code })).toMatchObject({ outcome: 'not_admissible', reason: 'unpaid' });
    expect(await answer({ eventId, ticketId: 'ZZZZZZZZ' })).toMatchObject({
      outcome: 'invalid_code',
      reason: 'not_found',
    });

    for (const { id } of [good, cancelled, refunded, unpaid]) expect((await fixtures.ticket(id)).admittedCount).toBe(0);
    expect((await fixtures.ticket(good.id)).ticketStatus).toBe('paid');
  });

  it('refuses USER and anonymous callers', async () => {
    const { id, code } = await ticket();
    const asUser = await checkIn({ eventId, code }, user.idToken);
    expect(asUser).toMatchObject({ ok: false, status: 'PERMISSION_DENIED', details: { reason: 'notYourShow' } });
    const anonymous = await checkIn({ eventId, code }, null);
    expect(anonymous).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
    expect(await fixtures.ticket(id)).toMatchObject({ admittedCount: 0, ticketStatus: 'paid' });
  });

  it('answers invalid-argument to bad input and changes nothing', async () => {
    const { id, code } = await ticket({ quantity: 2 });
    for (const data of [
      {},
      { eventId },
      { eventId, code, ticketId: id },
      { eventId: 'no/slashes', code },
      { eventId, code, count: 0 },
      { eventId, code, count: 1.5 },
      { eventId, code, extra: true },
      'texto',
    ]) {
      const outcome = await checkIn(data);
      expect(outcome, JSON.stringify(data)).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
    }
    expect(await fixtures.ticket(id)).toMatchObject({ admittedCount: 0, ticketStatus: 'paid' });
  });
});
