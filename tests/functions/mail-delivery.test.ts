import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { MailCatcher } from '../support/services/mail-catcher.js';
import { callCallable } from '../support/services/callables.js';
import { PaymentsFixtures } from '../support/fixtures/harness.js';
import { eventually } from '../support/eventually.js';

/**
 * Delivery through SMTP when the mail catcher is down, and the reconciliation's resends. It stops
 * the one catcher of the stack, so it runs with nothing beside it (tests/vitest.config.ts).
 */
const fixtures = new PaymentsFixtures();
const catcher = new MailCatcher();
const mailIds: string[] = [];

function mailDoc(id: string) {
  mailIds.push(id);
  return fixtures.db.doc(`mail/${id}`);
}

function deliveryOf(mail: DocumentData | undefined): DocumentData {
  return (mail?.delivery ?? {}) as DocumentData;
}

beforeAll(() => catcher.start());
afterAll(async () => {
  // the outage test may have ended with its own catcher: the files after this one mail too
  await catcher.start();
  const writer = fixtures.db.bulkWriter();
  for (const id of new Set(mailIds)) void writer.delete(fixtures.db.doc(`mail/${id}`));
  await writer.close();
  await fixtures.cleanUp();
});

describe('mail delivery', () => {
  it('records ERROR and retries while SMTP is down, then delivers once it is back', async () => {
    await catcher.stop();
    const to = `caida-${fixtures.runId}@pagos.carcajada.test`;
    const ref = mailDoc(`outage-${fixtures.runId}`);
    await ref.create({
      to,
      message: { subject: `Prueba de caída ${fixtures.runId}`, text: 'hola', html: '<p>hola</p>' },
    });

    const failing = await eventually(
      () => ref.get().then((snapshot) => snapshot.data()),
      (doc) => deliveryOf(doc).state === 'ERROR' && deliveryOf(doc).attempts >= 2,
      60_000,
    );
    expect(deliveryOf(failing)).toMatchObject({ state: 'ERROR' });
    expect(deliveryOf(failing).error).toMatch(/ECONNREFUSED|connect/i);

    await catcher.start();
    const delivered = await eventually(
      () => ref.get().then((snapshot) => snapshot.data()),
      (doc) => deliveryOf(doc).state === 'SUCCESS',
      90_000,
    );
    expect(deliveryOf(delivered).attempts).toBeGreaterThanOrEqual(3);
    expect(deliveryOf(delivered).info.accepted).toEqual([to]);
    expect(await catcher.mailTo(to, 'Prueba de caída')).toBeDefined();
  }, 180_000);

  it('a mail that ended ERROR after a long outage is sent again by the reconciliation; a refused or worn-out one leaves the list', async () => {
    const admin = await fixtures.createAdmin();
    const to = `larga-caida-${fixtures.runId}@pagos.carcajada.test`;
    const refs = [
      mailDoc(`long-outage-${fixtures.runId}`),
      mailDoc(`refused-${fixtures.runId}`),
      mailDoc(`worn-out-${fixtures.runId}`),
    ];
    // created malformed, so its own delivery ends at once; then written as SMTP left it after 8 attempts
    for (const ref of refs) {
      await ref.create({ to });
      await eventually(
        () => ref.get().then((snapshot) => snapshot.data()),
        (doc) => deliveryOf(doc).state === 'ERROR',
        60_000,
      );
    }
    const message = { subject: `Reenvío tras la caída ${fixtures.runId}`, text: 'hola', html: '<p>hola</p>' };
    const endTime = Timestamp.fromMillis(Date.now() - 60 * 60_000);
    await refs[0]!.set({
      to,
      message,
      delivery: { state: 'ERROR', attempts: 8, endTime, error: 'connect ECONNREFUSED', permanent: false },
    });
    await refs[1]!.set({
      to,
      message,
      delivery: { state: 'ERROR', attempts: 1, endTime, error: '550 no such user', permanent: true },
    });
    // resent as often as it may be, and failed again each time
    await refs[2]!.set({
      to,
      message,
      delivery: { state: 'ERROR', attempts: 8, endTime, error: 'connect ECONNREFUSED', permanent: false, resends: 5 },
    });

    const run = await callCallable<{ mailsResent: number; mailsGivenUp: number }>(
      'reconcilePaymentsNow',
      admin.idToken,
      {},
    );
    expect(run.ok && run.result.mailsResent).toBeGreaterThanOrEqual(1);
    expect(run.ok && run.result.mailsGivenUp).toBeGreaterThanOrEqual(2);
    const delivered = await eventually(
      () => refs[0]!.get().then((snapshot) => snapshot.data()),
      (doc) => deliveryOf(doc).state === 'SUCCESS',
      90_000,
    );
    expect(deliveryOf(delivered)).toMatchObject({ state: 'SUCCESS', resends: 1 });
    expect(await catcher.mailTo(to, 'Reenvío tras la caída')).toBeDefined();
    // never resent: moved out of the ERROR list, so later runs do not read them again
    expect(deliveryOf((await refs[1]!.get()).data())).toMatchObject({ state: 'FAILED', permanent: true });
    expect(deliveryOf((await refs[2]!.get()).data())).toMatchObject({ state: 'FAILED', resends: 5 });
  }, 240_000);
});
