import { CASH_PAYMENT_METHOD, PROVIDER_PAYMENT_METHODS } from '@carcajada/domain';
import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db, ticketsCollection } from '../common/firestore.js';
import { parseTicket } from '../documents/ticket.js';
import { logReconcileCandidateFailed, logReconciled } from './log.js';
import type { SweepBudget } from '../common/sweep-budget.js';
import { resendFailedMail } from '../mail/deliver-mail.js';
import { expireHoldIfDue } from '../seats/expire-hold.js';
import { cashRemindersDue, sendCashReminder } from '../payments/cash/cash-reminders.js';
import { forEachWithin, readPaged } from '../common/paging.js';
import { cancellationStep } from '../events/cancellation/cancellation-step.js';
import {
  failedRefundsQuery,
  finishRequestedRefund,
  reconcileTicket,
  requestedRefundsQuery,
  retryFailedRefund,
  type RefundLookup,
} from '../payments/reconcile/reconcile-refunds.js';

/** A checkout is looked up once it has been pending this long without news from Mercado Pago. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/**
 * Holds that ended within this window are looked up too: a charge whose news was lost, above all
 * a payment first reported pending (PSE, cash) whose approval never arrived.
 */
const EXPIRED_LOOKBACK_MS = 48 * 60 * 60_000;
/** An ended hold is looked up again at most this often within the window. */
const EXPIRED_RECHECK_MS = 30 * 60_000;
/**
 * A pending checkout is searched again at most this often: a run right after one that was cut
 * off goes on with the rest instead of searching the same ones again (runs are 10 minutes apart).
 */
const PENDING_RECHECK_MS = RECONCILE_AFTER_MS;

export interface ReconcileSummary {
  tickets: number;
  payments: number;
  outcomes: Record<string, number>;
  /** Holds past their end that no task had ended yet. */
  holdsEnded?: number;
  /** Refunds asked of Mercado Pago again: ones that had failed, and ones asked but never confirmed. */
  refundsRetried?: number;
  /** Refunds asked but never confirmed (`refundRequestedAt`, ticket still paid), now applied to their ticket. */
  refundsFinished?: number;
  /** Reminders of Efecty vouchers whose deadline is less than 12 hours away, written now. */
  cashReminders?: number;
  /** Tickets of cancelled dates worked on (refunded, ended, mailed) and their holders mailed. */
  cancelledDateTickets?: number;
  cancelledDateMails?: number;
  /** Mails that ended in error (SMTP down for longer than their retries), queued again. */
  mailsResent?: number;
  /** Mails in error that are never resent (refused for good, or out of resends), taken off the list. */
  mailsGivenUp?: number;
  /** Candidates that failed this run (logged; the next run tries them again). */
  failed?: number;
  /** True when the run stopped starting work before the end of some list (time or item cap). */
  cutOff?: boolean;
  /** Per step cut off, the candidates it left for the next run. */
  unfinished?: Record<string, number>;
}

/** A run's figures before it starts (also the scratch figures of a cancelled date's refunds). */
export function emptySummary(): Required<ReconcileSummary> {
  return {
    tickets: 0,
    payments: 0,
    outcomes: {},
    holdsEnded: 0,
    refundsRetried: 0,
    refundsFinished: 0,
    cashReminders: 0,
    cancelledDateTickets: 0,
    cancelledDateMails: 0,
    mailsResent: 0,
    mailsGivenUp: 0,
    failed: 0,
    cutOff: false,
    unfinished: {},
  };
}

export function countOutcome(summary: ReconcileSummary, outcome: string): void {
  summary.payments += 1;
  summary.outcomes[outcome] = (summary.outcomes[outcome] ?? 0) + 1;
}

/** One ticket's payments looked up and applied (`reconcileTicket`), counted on the run's figures. */
export async function reconcileTicketInto(summary: ReconcileSummary, ticketId: string, key: string): Promise<void> {
  const outcomes = await reconcileTicket(ticketId, key);
  summary.tickets += 1;
  for (const outcome of outcomes) countOutcome(summary, outcome);
}

/** A refund looked at again (failed or never confirmed), counted on the run's figures. */
function countRefund(summary: Required<ReconcileSummary>, lookup: RefundLookup): void {
  if (lookup.asked) summary.refundsRetried += 1;
  if (lookup.finished) summary.refundsFinished += 1;
  if (lookup.outcome !== null) countOutcome(summary, lookup.outcome);
}

function reconciledMillis(ticket: QueryDocumentSnapshot): number {
  return parseTicket(ticket.data()).reconciledAt?.toMillis() ?? 0;
}

/** Never looked at first, then the least recently: what a cut-off run left comes first next time. */
function leastRecentlyReconciled(docs: QueryDocumentSnapshot[]): QueryDocumentSnapshot[] {
  return docs
    .map((doc, index) => ({ doc, index, at: reconciledMillis(doc) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ doc }) => doc);
}

function notReconciledSince(docs: QueryDocumentSnapshot[], since: number): QueryDocumentSnapshot[] {
  return leastRecentlyReconciled(docs.filter((doc) => reconciledMillis(doc) <= since));
}

/** One step of the run: its candidates (cheap reads and checks) and the work on each. */
interface Step {
  name: string;
  candidates: () => Promise<QueryDocumentSnapshot[]>;
  work: (doc: QueryDocumentSnapshot) => Promise<void>;
  /** Run once after the step (also when it was cut off). */
  after?: () => Promise<void>;
}

function steps(now: Date, qrPrivateKeyPem: string, summary: Required<ReconcileSummary>): Step[] {
  const key = qrPrivateKeyPem;
  const ago = (ms: number) => now.getTime() - ms;
  // tickets of the query that ended within the lookback and were not looked at lately
  const endedLately = async (query: Query) =>
    notReconciledSince(
      await readPaged(
        query.where('updatedAt', '>=', Timestamp.fromMillis(ago(EXPIRED_LOOKBACK_MS))).orderBy('updatedAt'),
      ),
      ago(EXPIRED_RECHECK_MS),
    );
  const cancelled = cancellationStep(key);
  return [
    // buyers' money first: cancelled dates, refunds that failed, then refunds asked but never confirmed
    {
      name: 'cancelledDates',
      candidates: cancelled.candidates,
      work: cancelled.finish,
      after: async () => {
        await cancelled.record();
        summary.cancelledDateTickets += cancelled.work.ticketsWorked;
        summary.cancelledDateMails += cancelled.work.mailed;
      },
    },
    {
      name: 'failedRefunds',
      candidates: () => readPaged(failedRefundsQuery()),
      work: async (doc) => countRefund(summary, await retryFailedRefund(doc, key)),
    },
    {
      name: 'requestedRefunds',
      candidates: async () => leastRecentlyReconciled(await readPaged(requestedRefundsQuery(now))),
      work: async (doc) => countRefund(summary, await finishRequestedRefund(doc, key)),
    },
    // holds past their end whose expiry task never ran (a show must not stay falsely sold out)
    {
      name: 'holds',
      candidates: () =>
        readPaged(
          ticketsCollection()
            .where('ticketStatus', '==', 'reserved')
            .where('holdExpiresAt', '<=', Timestamp.fromDate(now))
            .orderBy('holdExpiresAt'),
        ),
      work: async (doc) => {
        if ((await expireHoldIfDue(doc.id, now)) === 'expired') summary.holdsEnded += 1;
      },
    },
    // checkouts still pending minutes after creation
    {
      name: 'pending',
      candidates: async () =>
        notReconciledSince(
          await readPaged(
            ticketsCollection()
              // cash holds too: a voucher paid at the counter whose notification was lost
              .where('paymentMethod', 'in', [...PROVIDER_PAYMENT_METHODS])
              .where('ticketStatus', '==', 'reserved')
              .where('createdAt', '<=', Timestamp.fromMillis(ago(RECONCILE_AFTER_MS)))
              .orderBy('createdAt'),
          ),
          ago(PENDING_RECHECK_MS),
        ),
      work: (doc) => reconcileTicketInto(summary, doc.id, key),
    },
    // Efecty vouchers of cancelled dates: one paid at the counter anyway, its news lost, is refunded
    {
      name: 'cancelledVouchers',
      candidates: () =>
        endedLately(
          ticketsCollection()
            .where('paymentMethod', '==', CASH_PAYMENT_METHOD)
            .where('cancelReason', '==', 'event_cancelled'),
        ),
      work: (doc) => reconcileTicketInto(summary, doc.id, key),
    },
    // holds that ended lately, with or without a payment first reported pending
    {
      name: 'expired',
      candidates: () => endedLately(ticketsCollection().where('cancelReason', 'in', ['hold_expired', 'cash_expired'])),
      work: (doc) => reconcileTicketInto(summary, doc.id, key),
    },
    // Efecty vouchers due within 12 hours: one reminder each (the mail id guards a second)
    {
      name: 'cashReminders',
      candidates: () => cashRemindersDue(now),
      work: async (doc) => {
        if (await sendCashReminder(doc)) summary.cashReminders += 1;
      },
    },
    // mails that ended in error; those never to be resent leave this list for good
    {
      name: 'mails',
      candidates: () =>
        readPaged(
          db().collection(COLLECTIONS.mail).where('delivery.state', '==', 'ERROR').orderBy(FieldPath.documentId()),
        ),
      work: async (doc) => {
        const result = await resendFailedMail(doc.id, now);
        if (result === 'resent') summary.mailsResent += 1;
        if (result === 'givenUp') summary.mailsGivenUp += 1;
      },
    },
  ];
}

/**
 * One run, steps in this order, each with an equal share of the time left (SweepBudget.share):
 * tickets of cancelled dates, refunds (failed, then asked but never confirmed), ended holds (cash
 * ones too), pending checkouts and cash holds, Efecty vouchers of cancelled dates, lately expired
 * holds, cash reminders, failed mails.
 * A step reads its list, skips what was looked at lately, works
 * least recently looked at first, and stops starting work past its share: a long list neither
 * starves the steps after it nor makes the next run redo what this one did. One bad candidate is
 * logged and skipped.
 */
export async function reconcilePendingTickets(
  now: Date,
  qrPrivateKeyPem: string,
  budget: SweepBudget,
): Promise<ReconcileSummary> {
  const summary = emptySummary();
  const list = steps(now, qrPrivateKeyPem, summary);
  for (const [index, step] of list.entries()) {
    const share = budget.share(list.length - index);
    const failed = (doc: { id: string }, error: unknown) => {
      summary.failed += 1;
      logReconcileCandidateFailed({ kind: step.name, id: doc.id, error });
    };
    try {
      const left = await forEachWithin(await step.candidates(), share, step.work, failed);
      if (left > 0) summary.unfinished[step.name] = left;
      await step.after?.();
    } catch (error) {
      // its list could not be read: the later steps still run
      failed({ id: step.name }, error);
    }
  }
  summary.cutOff = Object.keys(summary.unfinished).length > 0;
  logReconciled(summary);
  return summary;
}
