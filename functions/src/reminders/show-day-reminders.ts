import { EVENT_STATUS_ACTIVE, bogotaDateString, isLiveTicket, startOfBogotaDay } from '@carcajada/domain';
import { parseEvent } from '../documents/event.js';
import { parseTicket, type StoredTicket } from '../documents/ticket.js';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db, isAlreadyExists, ticketsCollection } from '../common/firestore.js';
import { forEachWithin } from '../common/paging.js';
import type { SweepBudget } from '../common/sweep-budget.js';
import { mailRef, ticketMailId, type MailDocument } from '../mail/mail-document.js';
import { qrPngBase64 } from '../mail/qr-image.js';
import { mailEventFrom } from '../mail/ticket-mail-writes.js';
import type { MailEvent } from '../mail/ticket-mail.js';
import { reminderMessage } from './reminder-mail.js';
import { verifiedRecipient } from '../mail/recipient.js';
import { requestWhatsAppMessages } from '../whatsapp/request-message.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reminder mail documents read at once when looking for those already written. */
const READ_BATCH = 300;

export interface ReminderSummary {
  /** The Bogotá day swept, YYYY-MM-DD. */
  day: string;
  events: number;
  sent: number;
  alreadySent: number;
  notLive: number;
  unverified: number;
  /** True when the run stopped before the end (time or item cap); a later run sends the rest. */
  cutOff: boolean;
  /** Live tickets left without their reminder by a cut-off run. */
  remaining: number;
  /** Tickets whose reminder failed (each logged; the next run tries again). */
  failed: number;
}

/** The day's shows that are on: a date turned inactive (hidden) gets no "Hoy es el show". */
async function showsOfDay(dayStart: Date): Promise<QueryDocumentSnapshot[]> {
  const snapshot = await db()
    .collection(COLLECTIONS.events)
    .where('status', '==', EVENT_STATUS_ACTIVE)
    .where('event_date', '>=', Timestamp.fromDate(dayStart))
    .where('event_date', '<', Timestamp.fromMillis(dayStart.getTime() + DAY_MS))
    .get();
  return snapshot.docs;
}

/** Which of these tickets already have their reminder: one batched read, before any QR is signed or drawn. */
async function alreadyReminded(tickets: QueryDocumentSnapshot[]): Promise<Set<string>> {
  const sent = new Set<string>();
  for (let index = 0; index < tickets.length; index += READ_BATCH) {
    const refs = tickets.slice(index, index + READ_BATCH).map((t) => mailRef(ticketMailId(t.id, 'reminder')));
    if (refs.length === 0) continue;
    for (const mail of await db().getAll(...refs)) if (mail.exists) sent.add(mail.id);
  }
  return sent;
}

/** One ticket's reminder; create() still guards a run racing another (or a retried job). */
async function remind(
  ticketId: string,
  ticket: StoredTicket,
  event: MailEvent,
  webBaseUrl: string,
  summary: ReminderSummary,
) {
  const to = await verifiedRecipient(ticket.userId);
  if (!to) return void (summary.unverified += 1);
  const paidQr = ticket.ticketStatus === 'paid' ? ticket.qrCode : null;
  const message = reminderMessage(
    {
      ticketId,
      holderName: ticket.metadata.userName,
      event,
      qrPng: paidQr ? await qrPngBase64(paidQr) : null,
    },
    webBaseUrl,
  );
  const mail: MailDocument = { to, recipientUid: ticket.userId, message };
  try {
    await mailRef(ticketMailId(ticketId, 'reminder')).create(mail);
    summary.sent += 1;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    summary.alreadySent += 1;
  }
}

/** One show's tickets: the cheap checks first (live? reminded already?), then the mails within the budget. */
async function remindShow(
  show: QueryDocumentSnapshot,
  webBaseUrl: string,
  budget: SweepBudget,
  summary: ReminderSummary,
  onFailure: (ticketId: string, error: unknown) => void,
): Promise<void> {
  const event = mailEventFrom(show.id, parseEvent(show.data()));
  const tickets = (await ticketsCollection().where('eventId', '==', show.id).get()).docs;
  const parsed = new Map(tickets.map((doc) => [doc.id, parseTicket(doc.data())]));
  // live tickets only, those the door admits: paid, free reservation, courtesy
  const live = tickets.filter((doc) => isLiveTicket(parsed.get(doc.id)!));
  summary.notLive += tickets.length - live.length;
  const sent = await alreadyReminded(live);
  summary.alreadySent += sent.size;
  const toSend = live.filter((ticket) => !sent.has(ticketMailId(ticket.id, 'reminder')));
  // beside the mail, to every live ticket's holder who asked for WhatsApp (each once: its id)
  await requestWhatsAppMessages(
    live.map((doc) => doc.id),
    'recordatorio_funcion',
  );
  summary.remaining += await forEachWithin(
    toSend,
    budget,
    (doc) => remind(doc.id, parsed.get(doc.id)!, event, webBaseUrl, summary),
    (ticket, error) => {
      summary.failed += 1;
      onFailure(ticket.id, error);
    },
  );
}

/**
 * Every active show on the Bogotá day of `day` (its 10:00 run): one reminder per live ticket,
 * once. The mails already written are skipped before anything costly, so a run after a cut-off
 * one goes straight to the rest; past the budget no new mail is started.
 */
export async function sendShowDayReminders(
  day: Date,
  webBaseUrl: string,
  budget: SweepBudget,
  onFailure: (ticketId: string, error: unknown) => void,
): Promise<ReminderSummary> {
  const dayStart = startOfBogotaDay(day);
  const summary: ReminderSummary = {
    day: bogotaDateString(dayStart),
    events: 0,
    sent: 0,
    alreadySent: 0,
    notLive: 0,
    unverified: 0,
    cutOff: false,
    remaining: 0,
    failed: 0,
  };
  for (const show of await showsOfDay(dayStart)) {
    summary.events += 1;
    await remindShow(show, webBaseUrl, budget, summary, onFailure);
  }
  summary.cutOff = budget.cutOff;
  return summary;
}
