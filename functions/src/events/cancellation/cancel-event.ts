import {
  EVENT_STATUS_CANCELLED,
  FUNCTIONS_REGION,
  isAnyoneAdmitted,
  isLiveTicket,
  type CancelEventResult,
  type EventCancellation,
  type ShowScope,
} from '@carcajada/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { CancelEventRequest, documentId } from '@carcajada/domain/requests';
import { callable } from '../../common/callable.js';
import { readCaller, scopeCovers } from '../../common/caller.js';
import { refusal } from '../../common/errors.js';
import { eventRef, runTransaction, ticketsCollection } from '../../common/firestore.js';
import { admissionStep } from '../../on-sale/admission.js';
import { eventUpdateOf, parseEvent } from '../../documents/event.js';
import { parseTicket } from '../../documents/ticket.js';
import { SweepBudget } from '../../common/sweep-budget.js';
import { enqueueTask } from '../../common/tasks.js';
import { mpAccessToken, taskRetrySeconds, ticketQrPrivateKey } from '../../config.js';
import { authorizeShowEdit } from '../../organizers/authorize-show.js';
import { logEventCancelled } from '../log.js';
import { refreshPreviousDates } from '../previous-dates.js';
import { isRefundable } from './cancel-ticket-of-date.js';
import { runCancellationPass } from './cancellation-pass.js';

const FINISH_FUNCTION = 'finishEventCancellation';

/**
 * The date turns `cancelled` in one transaction that reads every ticket of it: none may have let
 * anyone in (`alreadyAdmitted`; the door reads the date in its own transaction, so an admission
 * and the cancellation never both win). From then on nothing sells or enters; the money and seats
 * go back in the background. Cancelling again answers the same count and changes nothing.
 */
async function cancelInTransaction(eventId: string, uid: string, message: string, organizerScope: ShowScope) {
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(eventRef(eventId));
    if (!snapshot.exists) throw refusal('eventNotFound');
    const event = parseEvent(snapshot.data());
    if (!scopeCovers(organizerScope, event.organizerId)) throw refusal('notYourShow');
    if (event.status === EVENT_STATUS_CANCELLED)
      return { tickets: event.cancellation?.tickets ?? 0, paid: 0, again: true, seriesId: event.series_id };
    const tickets = (await transaction.get(ticketsCollection().where('eventId', '==', eventId))).docs.map((doc) =>
      parseTicket(doc.data()),
    );
    if (tickets.some(isAnyoneAdmitted)) throw refusal('alreadyAdmitted');
    const live = tickets.filter(isLiveTicket);
    const paid = live.filter(isRefundable).length;
    const cancellation: EventCancellation = {
      requestedAt: FieldValue.serverTimestamp(),
      requestedBy: uid,
      message,
      tickets: live.length,
      paid,
      refunded: 0,
      ended: 0,
      mailed: 0,
      holdsEnded: 0,
      done: false,
      passes: 0,
      failures: 0,
    };
    transaction.update(
      snapshot.ref,
      eventUpdateOf({ status: EVENT_STATUS_CANCELLED, cancellation, updated_at: FieldValue.serverTimestamp() }),
    );
    return { tickets: live.length, paid, again: false, seriesId: event.series_id };
  });
}

/**
 * ADMIN or the show's organizer cancels one date (función). Answers how many tickets were live;
 * a Cloud Task then refunds, ends and mails them (`finishEventCancellation`), and the
 * reconciliation sweep finishes whatever a Mercado Pago outage left.
 */
export async function cancelEventAs(uid: string | undefined, data: unknown): Promise<CancelEventResult> {
  const caller = await readCaller(uid);
  const parsed = CancelEventRequest.safeParse(data);
  const scope = await authorizeShowEdit(caller, parsed.success ? parsed.data.eventId : undefined);
  if (!parsed.success) throw refusal('invalidRequest');
  const { eventId, message = '' } = parsed.data;
  const result = await cancelInTransaction(eventId, caller.uid, message.trim(), scope);
  if (!result.again) logEventCancelled({ eventId, uid: caller.uid, tickets: result.tickets, paid: result.paid });
  // the show's next date is listed in its place (again on a repeat: a rewrite that failed is finished)
  if (result.seriesId) await refreshPreviousDates(result.seriesId);
  await scheduleCancellationWork(eventId);
  // a queued date's queue ends with it (the scheduled step would end it within a minute)
  await admissionStep(eventId, new Date());
  return { tickets: result.tickets };
}

/** The background work's task; if it cannot be queued, reconciliation (every 10 minutes) does the work. */
async function scheduleCancellationWork(eventId: string): Promise<void> {
  try {
    await enqueueTask(FINISH_FUNCTION, { eventId }, { id: `cancel-${eventId}` });
  } catch {
    // the date is cancelled already; openCancellationsQuery finds it
  }
}

export const cancelEvent = callable('cancelEvent', { maxInstances: 2, timeoutSeconds: 120 }, (request) =>
  cancelEventAs(request.auth?.uid, request.data),
);

const TASK_TIMEOUT_SECONDS = 540;
const finishTask = z.object({ eventId: documentId });

/**
 * Works through a cancelled date; while anything is left (Mercado Pago failed for some tickets)
 * it answers 503 and Cloud Tasks runs it again with backoff. Every step is idempotent.
 */
export const finishEventCancellation = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    secrets: [mpAccessToken, ticketQrPrivateKey],
    timeoutSeconds: TASK_TIMEOUT_SECONDS,
    retryConfig: { maxAttempts: 30, minBackoffSeconds: taskRetrySeconds, maxBackoffSeconds: 300, maxDoublings: 4 },
    rateLimits: { maxConcurrentDispatches: 2 },
  },
  async (request) => {
    const task = finishTask.safeParse(request.data);
    if (!task.success) return;
    const pass = await runCancellationPass(
      task.data.eventId,
      ticketQrPrivateKey.value(),
      SweepBudget.forRun(TASK_TIMEOUT_SECONDS),
    );
    if (!pass.done) throw new HttpsError('unavailable', 'cancellation not finished yet');
  },
);
