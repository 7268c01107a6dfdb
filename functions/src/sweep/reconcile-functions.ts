import { FUNCTIONS_REGION } from '@carcajada/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { documentId } from '@carcajada/domain/requests';
import { callable } from '../common/callable.js';
import { mpAccessToken, ticketQrPrivateKey } from '../config.js';
import { assertAdmin } from '../common/admin.js';
import { refusal } from '../common/errors.js';
import { SweepBudget, sweepLimits } from '../common/sweep-budget.js';
import { reconcilePendingTickets, reconcileTicketInto, type ReconcileSummary } from './reconcile.js';

const SECRETS = [mpAccessToken, ticketQrPrivateKey];
/**
 * Nine minutes: under the 10 minutes between runs, so two never overlap; the run budgets itself
 * SWEEP_MARGIN_MS less, and the next run resumes where a cut-off one stopped.
 */
const TIMEOUT_SECONDS = 540;

/** Production: every 10 minutes, the checkouts Mercado Pago never told us about, the refunds, the failed mails. */
export const reconcilePayments = onSchedule(
  {
    region: FUNCTIONS_REGION,
    schedule: 'every 10 minutes',
    timeZone: 'America/Bogota',
    secrets: SECRETS,
    timeoutSeconds: TIMEOUT_SECONDS,
  },
  async () => {
    await reconcilePendingTickets(new Date(), ticketQrPrivateKey.value(), SweepBudget.forRun(TIMEOUT_SECONDS));
  },
);

const request = sweepLimits.extend({ ticketId: documentId.optional() }).strict().nullish();

/**
 * The same on demand, for ADMIN (a test decides when it runs; support can use it for one
 * buyer): `{ ticketId }` looks up that ticket now, `{}` runs the sweep, `{ maxItems }`
 * runs it with each step starting at most that many candidates (a test cuts a run mid-way).
 */
export const reconcilePaymentsNow = callable(
  'reconcilePaymentsNow',
  // the scheduled run's timeout: one run may page through hundreds of candidates
  { secrets: SECRETS, timeoutSeconds: TIMEOUT_SECONDS },
  async (call): Promise<ReconcileSummary> => {
    await assertAdmin(call.auth?.uid);
    const parsed = request.safeParse(call.data);
    if (!parsed.success) throw refusal('invalidRequest');
    const key = ticketQrPrivateKey.value();
    const { ticketId, ...limits } = parsed.data ?? {};
    if (!ticketId) return reconcilePendingTickets(new Date(), key, SweepBudget.forRun(TIMEOUT_SECONDS, limits));
    const summary: ReconcileSummary = { tickets: 0, payments: 0, outcomes: {} };
    await reconcileTicketInto(summary, ticketId, key);
    return summary;
  },
);
