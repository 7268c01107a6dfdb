import { FUNCTIONS_REGION, bogotaInstant } from '@carcajada/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { z } from 'zod';
import { callable } from '../common/callable.js';
import { assertAdmin } from '../common/admin.js';
import { refusal } from '../common/errors.js';
import { logReminderFailed, logRemindersSent } from './log.js';
import { SweepBudget, sweepLimits } from '../common/sweep-budget.js';
import { webBaseUrl } from '../config.js';
import { sendShowDayReminders, type ReminderSummary } from './show-day-reminders.js';

/** Nine minutes for a busy show day; the run budgets itself SWEEP_MARGIN_MS less. */
const TIMEOUT_SECONDS = 540;

function onFailure(ticketId: string, error: unknown): void {
  logReminderFailed({ ticketId, error });
}

/**
 * Production: on each show's day at 10:00 Bogotá, the reminders of that day's shows. A run cut
 * off (or with failed mails) ends in error, so Cloud Scheduler runs it again a few minutes later:
 * the retry skips the mails already written and sends the rest.
 */
export const sendShowDayRemindersDaily = onSchedule(
  {
    region: FUNCTIONS_REGION,
    schedule: '0 10 * * *',
    timeZone: 'America/Bogota',
    timeoutSeconds: TIMEOUT_SECONDS,
    retryCount: 3,
    minBackoffSeconds: 120,
  },
  async () => {
    const summary = await sendShowDayReminders(
      new Date(),
      webBaseUrl.value(),
      SweepBudget.forRun(TIMEOUT_SECONDS),
      onFailure,
    );
    logRemindersSent(summary);
    if (summary.cutOff || summary.failed > 0) throw new Error(`reminders left for a retry: ${summary.remaining}`);
  },
);

const request = sweepLimits
  .extend({
    /** The Bogotá day to run for (default today), so a test or support can pick the show's day. */
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  })
  .strict()
  .nullish();

/**
 * The same run on demand, for ADMIN: a test or support picks the day (`npm start`'s scheduler
 * runs the daily one at 10:00 Bogotá), and support can re-run a morning whose job failed (mail ids make it send nothing twice). `{ maxItems }`
 * starts at most that many mails per show, so a test can cut a run mid-way.
 */
export const sendShowDayRemindersNow = callable(
  'sendShowDayRemindersNow',
  { timeoutSeconds: TIMEOUT_SECONDS },
  async (call): Promise<ReminderSummary> => {
    await assertAdmin(call.auth?.uid);
    const parsed = request.safeParse(call.data);
    if (!parsed.success) throw refusal('invalidRequest');
    const { day: dayString, ...limits } = parsed.data ?? {};
    const day = dayString ? bogotaInstant(dayString, '12:00') : new Date();
    const budget = SweepBudget.forRun(TIMEOUT_SECONDS, limits);
    const summary = await sendShowDayReminders(day, webBaseUrl.value(), budget, onFailure);
    logRemindersSent(summary);
    return summary;
  },
);
