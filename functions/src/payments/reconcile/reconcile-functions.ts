import { FUNCTIONS_REGION } from '@carcajada/domain';
import { onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { z } from 'zod';
import { appCheckEnforced, mpAccessToken, ticketQrPrivateKey } from '../../config.js';
import { assertAdmin } from '../../common/admin.js';
import { refusal, toHttpsError } from '../../common/errors.js';
import { documentId } from '../../common/ids.js';
import { reconcilePendingTickets, reconcileTicket, type ReconcileSummary } from './reconcile.js';

const SECRETS = [mpAccessToken, ticketQrPrivateKey];

/** Production: every 10 minutes, the checkouts Mercado Pago never told us about. */
export const reconcilePayments = onSchedule(
  { region: FUNCTIONS_REGION, schedule: 'every 10 minutes', timeZone: 'America/Bogota', secrets: SECRETS },
  async () => {
    await reconcilePendingTickets(new Date(), ticketQrPrivateKey.value());
  },
);

const request = z
  .object({
    ticketId: documentId.optional(),
  })
  .nullish();

/**
 * The same on demand, for ADMIN (the Functions emulator never fires schedules; support can use it
 * for one buyer): `{ ticketId }` looks up that ticket now, `{}` runs the sweep.
 */
export const reconcilePaymentsNow = onCall(
  // the same App Check and abuse limits as the other callables (docs/decisions.md, "Hosting and abuse limits");
  // a longer timeout: one run may page through hundreds of candidates
  {
    region: FUNCTIONS_REGION,
    secrets: SECRETS,
    maxInstances: 5,
    concurrency: 80,
    enforceAppCheck: appCheckEnforced,
    timeoutSeconds: 540,
  },
  async (call): Promise<ReconcileSummary> => {
    try {
      await assertAdmin(call.auth?.uid);
      const parsed = request.safeParse(call.data);
      if (!parsed.success) throw refusal('badRequest');
      const key = ticketQrPrivateKey.value();
      if (!parsed.data?.ticketId) return await reconcilePendingTickets(new Date(), key);
      const summary: ReconcileSummary = { tickets: 0, payments: 0, outcomes: {} };
      await reconcileTicket(parsed.data.ticketId, key, summary);
      return summary;
    } catch (error) {
      throw toHttpsError('reconcilePaymentsNow', error);
    }
  },
);
