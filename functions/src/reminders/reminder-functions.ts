import { FUNCTIONS_REGION, bogotaInstant } from '@carcajada/domain';
import { onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { z } from 'zod';
import { assertAdmin } from '../common/admin.js';
import { refusal, toHttpsError } from '../common/errors.js';
import { logRemindersSent } from '../common/log.js';
import { webBaseUrl } from '../config.js';
import { sendShowDayReminders, type ReminderSummary } from './show-day-reminders.js';

/** Production: on each show's day at 10:00 Bogotá, the reminders of that day's shows. */
export const sendShowDayRemindersDaily = onSchedule(
  { region: FUNCTIONS_REGION, schedule: '0 10 * * *', timeZone: 'America/Bogota' },
  async () => {
    logRemindersSent(await sendShowDayReminders(new Date(), webBaseUrl.value()));
  },
);

const request = z
  .object({
    /** The Bogotá day to run for (default today), so a test or support can pick the show's day. */
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  })
  .nullish();

/**
 * The same run on demand, for ADMIN: the Functions emulator never fires schedules, and support
 * can re-run a morning whose job failed (mail ids make it send nothing twice).
 */
export const sendShowDayRemindersNow = onCall({ region: FUNCTIONS_REGION }, async (call): Promise<ReminderSummary> => {
  try {
    await assertAdmin(call.auth?.uid);
    const parsed = request.safeParse(call.data);
    if (!parsed.success) throw refusal('invalidRequest');
    const day = parsed.data?.day ? bogotaInstant(parsed.data.day, '12:00') : new Date();
    const summary = await sendShowDayReminders(day, webBaseUrl.value());
    logRemindersSent(summary);
    return summary;
  } catch (error) {
    throw toHttpsError('sendShowDayRemindersNow', error);
  }
});
