/**
 * The schedules run locally: the scheduler `npm start` runs (scripts/lib/local-schedules.ts) finds
 * every scheduled function in the Functions emulator and fires it at its cadence, so a queued date
 * opens, draws and admits by itself — no admitFromQueueNow. The admission runs every few seconds
 * here instead of every minute. It steps every queued date of the emulator: a file of its own wave.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  scheduledFunctions,
  startSchedules,
  withLocalCadences,
  type RunningSchedules,
} from '../../scripts/lib/local-schedules.js';
import { eventually } from '../support/eventually.js';
import { PaymentsFixtures } from '../support/fixtures/harness.js';
import { callCallable, callJoinQueue } from '../support/services/callables.js';

const MINUTE_MS = 60_000;
/** A Functions worker's first run may take a minute to boot on a busy machine. */
const FIRST_RUN_MS = 150_000;
const fixtures = new PaymentsFixtures();
let running: RunningSchedules | undefined;
let eventId: string | undefined;

afterAll(async () => {
  await running?.stop();
  if (eventId) {
    const entries = await fixtures.db.collection('queue').where('eventId', '==', eventId).get();
    await Promise.all(entries.docs.map((doc) => doc.ref.delete()));
    await fixtures.db.doc(`queues/${eventId}`).delete();
    await fixtures.db.doc(`queue_steps/${eventId}`).delete();
  }
  await fixtures.cleanUp();
}, 120_000);

describe('the scheduled functions run locally', () => {
  it('each at its own cadence, read from the Functions emulator', async () => {
    const cadences = Object.fromEntries((await scheduledFunctions()).map((fn) => [fn.name, fn.schedule]));
    expect(cadences).toEqual({
      admitFromQueue: 'every 1 minutes',
      reconcilePayments: 'every 10 minutes',
      sendShowDayRemindersDaily: '0 10 * * *',
      sweepWaitlistOffers: 'every 10 minutes',
    });
  });

  it(
    'a queued date goes from "Venta desde" to an admitted turn with no call by hand',
    async () => {
      const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 10 });
      eventId = event.id;
      await fixtures.db.doc(`events/${event.id}`).update({
        sale_opens_at: Timestamp.fromMillis(Date.now() + 10 * MINUTE_MS),
        queue: true,
      });
      const buyer = await fixtures.createBuyer();
      expect(await callJoinQueue(buyer, event.id, '198.51.100.201')).toMatchObject({
        ok: true,
        result: { status: 'waiting' },
      });
      expect(await callCallable('previewOrder', buyer.idToken, { eventId: event.id, quantity: 1 })).toMatchObject({
        ok: false,
        details: { reason: 'saleNotOpen' },
      });

      const admission = withLocalCadences(await scheduledFunctions(), 'admitFromQueue=every 3 seconds').filter(
        (fn) => fn.name === 'admitFromQueue',
      );
      const lines: string[] = [];
      running = startSchedules(admission, (line) => lines.push(line));
      // before the opening a step only counts who waits, for the waiting rooms
      const counted = await eventually(
        async () => (await fixtures.db.doc(`queues/${event.id}`).get()).data(),
        (state) => state?.waiting === 1,
        FIRST_RUN_MS,
      );
      expect(counted, lines.join('\n')).toMatchObject({ waiting: 1, admitted: 0 });

      // the opening comes (as time would bring it): the next steps draw and admit
      await fixtures.db.doc(`events/${event.id}`).update({ sale_opens_at: Timestamp.fromMillis(Date.now() + 2_000) });
      const place = fixtures.db.doc(`queue/${event.id}_${buyer.uid}`);
      const admitted = await eventually(
        async () => (await place.get()).data(),
        (entry) => entry?.status === 'admitted' && entry.position === 1,
        FIRST_RUN_MS,
      );
      expect(admitted, lines.join('\n')).toMatchObject({ status: 'admitted', position: 1 });
      expect(admitted!.turnExpiresAt).toBeInstanceOf(Timestamp);
      expect(lines.every((line) => line.startsWith('admitFromQueue ran'))).toBe(true);
    },
    3 * FIRST_RUN_MS,
  );
});
