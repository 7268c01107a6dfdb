import { FUNCTIONS_REGION } from '@carcajada/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { z } from 'zod';
import { assertAdmin } from '../common/admin.js';
import { callable } from '../common/callable.js';
import { refusal } from '../common/errors.js';
import { db } from '../common/firestore.js';
import { gateOf, holdsReturnsForWaitlist } from '../seats/waitlist-gate.js';
import { expireDueOffers } from './expire-offer.js';
import { offerReturnedSeats } from './offer-seats.js';

export interface WaitlistSweepSummary {
  offersExpired: number;
  datesExamined: number;
  offersMade: number;
}

/**
 * What the tasks and the trigger may have missed: offers past their hour end (their seats pass
 * on), and every date whose gate still holds returned seats gets an offer pass.
 */
export async function sweepWaitlist(now: Date, onlyEventId?: string): Promise<WaitlistSweepSummary> {
  const offersExpired = await expireDueOffers(now);
  const gates = await db().collectionGroup('waitlist_gate').where('waiting', '>', 0).limit(200).get();
  const pending = gates.docs
    .filter((gate) => holdsReturnsForWaitlist(gateOf(gate)))
    .map((gate) => gate.ref.parent.parent!.id)
    .filter((eventId) => !onlyEventId || eventId === onlyEventId);
  let offersMade = 0;
  for (const eventId of pending) offersMade += (await offerReturnedSeats(eventId, now)).length;
  return { offersExpired, datesExamined: pending.length, offersMade };
}

export const sweepWaitlistOffers = onSchedule(
  { region: FUNCTIONS_REGION, schedule: 'every 10 minutes', timeZone: 'America/Bogota', timeoutSeconds: 540 },
  async () => {
    await sweepWaitlist(new Date());
  },
);

const request = z.object({ eventId: z.string().min(1).optional() }).optional();

/** The same sweep on demand (ADMIN; the Functions emulator never fires schedules). */
export const sweepWaitlistOffersNow = callable('sweepWaitlistOffersNow', { timeoutSeconds: 540 }, async (call) => {
  await assertAdmin(call.auth?.uid);
  const parsed = request.safeParse(call.data);
  if (!parsed.success) throw refusal('badRequest');
  return sweepWaitlist(new Date(), parsed.data?.eventId);
});
