import { FUNCTIONS_REGION } from '@carcajada/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { z } from 'zod';
import { documentId } from '@carcajada/domain/requests';
import { assertAdmin } from '../common/admin.js';
import { callable } from '../common/callable.js';
import { refusal } from '../common/errors.js';
import { forEachWithin, readPaged } from '../common/paging.js';
import { SweepBudget } from '../common/sweep-budget.js';
import { eventIdOfGate, gateOf, gatesWithUnexaminedReturns, holdsReturnsForWaitlist } from '../seats/waitlist-gate.js';
import { expireDueOffers } from './expire-offer.js';
import { logWaitlistSweepFailed } from './log.js';
import { offerReturnedSeats } from './offer-seats.js';

const TIMEOUT_SECONDS = 540;

export interface WaitlistSweepSummary {
  offersExpired: number;
  /** Dates whose offer pass was started (those that failed included). */
  datesExamined: number;
  /** Dates whose offer pass threw: logged, left for the next run. */
  datesFailed: number;
  offersMade: number;
}

/**
 * What the tasks and the trigger may have missed: offers past their hour end (their seats pass
 * on), and every date whose gate still holds unexamined returns while someone waits gets an offer
 * pass. Only such gates are read (`unexamined`, which a pass clears, even on a date that no longer
 * sells), all of them page by page; one date that throws is logged and the others go on.
 */
export async function sweepWaitlist(
  now: Date,
  budget: SweepBudget,
  onlyEventId?: string,
): Promise<WaitlistSweepSummary> {
  const offersExpired = await expireDueOffers(now);
  const pending = (await readPaged(gatesWithUnexaminedReturns())).filter(
    (gate) => holdsReturnsForWaitlist(gateOf(gate)) && (!onlyEventId || eventIdOfGate(gate) === onlyEventId),
  );
  let offersMade = 0;
  let datesFailed = 0;
  const unstarted = await forEachWithin(
    pending,
    budget,
    async (gate) => {
      offersMade += (await offerReturnedSeats(eventIdOfGate(gate), now)).length;
    },
    (gate, error) => {
      datesFailed += 1;
      logWaitlistSweepFailed({ eventId: eventIdOfGate(gate), error });
    },
  );
  return { offersExpired, datesExamined: pending.length - unstarted, datesFailed, offersMade };
}

export const sweepWaitlistOffers = onSchedule(
  {
    region: FUNCTIONS_REGION,
    schedule: 'every 10 minutes',
    timeZone: 'America/Bogota',
    timeoutSeconds: TIMEOUT_SECONDS,
  },
  async () => {
    await sweepWaitlist(new Date(), SweepBudget.forRun(TIMEOUT_SECONDS));
  },
);

const request = z.object({ eventId: documentId.optional() }).optional();

/** The same sweep on demand (ADMIN; a test or support decides when it runs). */
export const sweepWaitlistOffersNow = callable(
  'sweepWaitlistOffersNow',
  { timeoutSeconds: TIMEOUT_SECONDS },
  async (call) => {
    await assertAdmin(call.auth?.uid);
    const parsed = request.safeParse(call.data);
    if (!parsed.success) throw refusal('invalidRequest');
    return sweepWaitlist(new Date(), SweepBudget.forRun(TIMEOUT_SECONDS), parsed.data?.eventId);
  },
);
