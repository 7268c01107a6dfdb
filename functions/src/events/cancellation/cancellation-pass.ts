import { EVENT_STATUS_CANCELLED, type EventCancellation } from '@carcajada/domain';
import { cancellationPassChange, type CancellationCounts } from '@carcajada/domain/stored/event';
import { FieldPath, FieldValue, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db, eventRef, ticketsCollection } from '../../common/firestore.js';
import { forEachWithin, readPaged } from '../../common/paging.js';
import { parseEvent } from '../../documents/event.js';
import { parseTicket, type StoredTicket } from '../../documents/ticket.js';
import type { SweepBudget } from '../../common/sweep-budget.js';
import { mailEventFrom } from '../../mail/ticket-mail-writes.js';
import type { MailEvent } from '../../mail/ticket-mail.js';
import { finishRequestedRefund } from '../../payments/reconcile/reconcile-refunds.js';
import { cancelVoucher } from '../../seats/expire-hold.js';
import { closeWaitlistOfCancelledDate } from '../../waitlist/close-cancelled-date.js';
import { logCancellationPass, logCancellationTicketFailed } from '../log.js';
import { endOrMarkForRefund, mailHolder, workOf } from './cancel-ticket-of-date.js';
import { requestWhatsAppMessages } from '../../whatsapp/request-message.js';

/** A cancelled date as its tickets' work needs it: the show for the mail and the organizer's message. */
export interface CancelledDate {
  eventId: string;
  event: MailEvent;
  message: string;
}

/** What passes over cancelled dates did, for the caller's figures. */
export interface CancellationWork {
  ticketsWorked: number;
  failed: number;
  mailed: number;
}

/** The cancelled date (null when it is not cancelled: nothing to do). */
export async function readCancelledDate(eventId: string): Promise<CancelledDate | null> {
  const event = parseEvent((await eventRef(eventId).get()).data());
  if (event.status !== EVENT_STATUS_CANCELLED) return null;
  return { eventId, event: mailEventFrom(eventId, event), message: event.cancellation?.message ?? '' };
}

/** Every ticket of the date, in id order. */
function ticketsOf(eventId: string) {
  return readPaged(ticketsCollection().where('eventId', '==', eventId).orderBy(FieldPath.documentId()));
}

/** The tickets of the date with work left. */
export async function ticketsToFinish(eventId: string): Promise<QueryDocumentSnapshot[]> {
  return (await ticketsOf(eventId)).filter((doc) => workOf(parseTicket(doc.data())) !== null);
}

/**
 * Brings one ticket of a cancelled date to its end: marked and refunded through reconciliation's
 * own path (`finishRequestedRefund`: Mercado Pago asked how the payment stands, refunded with the
 * payment's idempotency key only while still approved, the result applied through the webhook's
 * transaction) or ended at once; then its holder mailed. Each step is idempotent, so a pass that
 * fails half-way (Mercado Pago down) is simply run again.
 */
export async function finishTicket(
  doc: QueryDocumentSnapshot,
  date: CancelledDate,
  qrPrivateKeyPem: string,
  work: CancellationWork,
): Promise<void> {
  work.ticketsWorked += 1;
  const done = await endOrMarkForRefund(doc.id, date.eventId);
  if (done.step === 'refund') await finishRequestedRefund(doc, qrPrivateKeyPem);
  if (done.step === 'ended' && done.voucherPaymentId) await cancelVoucher(doc.id, done.voucherPaymentId);
  if (await mailHolder(doc.id, date.event, date.message)) work.mailed += 1;
  // beside the mail: the holder of a ticket the date took with it, by WhatsApp if they asked
  await requestWhatsAppMessages([doc.id], 'funcion_cancelada', (ticket) => ticket.eventCancelledAt !== null);
}

function progressOf(tickets: StoredTicket[]): CancellationCounts {
  const marked = tickets.filter((ticket) => ticket.eventCancelledAt);
  const ended = marked.filter((ticket) => ticket.ticketStatus === 'cancelled');
  return {
    refunded: ended.filter((ticket) => ticket.refundRequestedAt).length,
    ended: ended.length,
    mailed: tickets.filter((ticket) => ticket.cancellationMailed).length,
    holdsEnded: tickets.filter((ticket) => ticket.cancelReason === 'event_cancelled' && !ticket.eventCancelledAt)
      .length,
    done: tickets.every((ticket) => workOf(ticket) === null),
  };
}

/** Counts the date's tickets again and writes the figures the dashboard shows (`cancellation.*`). */
export async function recordProgress(eventId: string, failed = 0): Promise<EventCancellation['done']> {
  const tickets = (await ticketsOf(eventId)).map((doc) => parseTicket(doc.data()));
  const progress = progressOf(tickets);
  await eventRef(eventId).update(
    cancellationPassChange(
      progress,
      { passes: FieldValue.increment(1), failures: FieldValue.increment(failed) },
      progress.done ? FieldValue.serverTimestamp() : null,
    ),
  );
  logCancellationPass({ eventId, done: progress.done, failed, refunded: progress.refunded });
  return progress.done;
}

/** Cancelled dates whose work is not done (reconciliation looks at them every run). */
export function openCancellationsQuery() {
  return db().collection(COLLECTIONS.events).where('cancellation.done', '==', false);
}

/**
 * One pass over a cancelled date: every ticket with work left, a few at a time, while the budget
 * lasts; one that fails (Mercado Pago down) is logged and left for the next pass. Answers whether
 * the date is done.
 */
export async function runCancellationPass(eventId: string, qrPrivateKeyPem: string, budget: SweepBudget) {
  const date = await readCancelledDate(eventId);
  if (!date) return { done: true, failed: 0 };
  const work: CancellationWork = { ticketsWorked: 0, failed: 0, mailed: 0 };
  await closeWaitlistOfCancelledDate(eventId);
  await forEachWithin(
    await ticketsToFinish(eventId),
    budget,
    (doc) => finishTicket(doc, date, qrPrivateKeyPem, work),
    (doc, error) => {
      work.failed += 1;
      logCancellationTicketFailed({ eventId, ticketId: doc.id, error });
    },
  );
  const done = await recordProgress(eventId, work.failed);
  return { done, failed: work.failed };
}
