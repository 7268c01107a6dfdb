import { bogotaDateString, isLiveTicket, startOfBogotaDay } from '@carcajada/domain';
import { Timestamp, type DocumentData, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db, isAlreadyExists, ticketsCollection } from '../common/firestore.js';
import { mailRef, ticketMailId, type MailDocument } from '../mail/mail-document.js';
import { qrPngBase64 } from '../mail/qr-image.js';
import { mailEventFrom } from '../mail/ticket-mail-writes.js';
import type { MailEvent } from '../mail/ticket-mail.js';
import { reminderMessage } from './reminder-mail.js';
import { verifiedRecipient } from '../mail/recipient.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReminderSummary {
  /** The Bogotá day swept, YYYY-MM-DD. */
  day: string;
  events: number;
  sent: number;
  alreadySent: number;
  notLive: number;
  unverified: number;
}


async function showsOfDay(dayStart: Date): Promise<QueryDocumentSnapshot[]> {
  const snapshot = await db()
    .collection(COLLECTIONS.events)
    .where('event_date', '>=', Timestamp.fromDate(dayStart))
    .where('event_date', '<', Timestamp.fromMillis(dayStart.getTime() + DAY_MS))
    .get();
  return snapshot.docs;
}

/** One ticket's reminder; create() makes a second run (or a retried job) a no-op. */
async function remind(
  ticketId: string,
  ticket: DocumentData,
  event: MailEvent,
  webBaseUrl: string,
  summary: ReminderSummary,
) {
  // live tickets only, those the door admits: paid, free reservation, courtesy
  if (!isLiveTicket(ticket)) return void (summary.notLive += 1);
  const to = await verifiedRecipient(String(ticket.userId ?? ''));
  if (!to) return void (summary.unverified += 1);
  const paidQr = ticket.ticketStatus === 'paid' && typeof ticket.qrCode === 'string' ? ticket.qrCode : null;
  const message = reminderMessage(
    {
      ticketId,
      holderName: String(ticket.metadata?.userName ?? ''),
      event,
      qrPng: paidQr ? await qrPngBase64(paidQr) : null,
    },
    webBaseUrl,
  );
  const mail: MailDocument = { to, message };
  try {
    await mailRef(ticketMailId(ticketId, 'reminder')).create(mail);
    summary.sent += 1;
  } catch (error) {
    // written by an earlier run of the same morning
    if (!isAlreadyExists(error)) throw error;
    summary.alreadySent += 1;
  }
}

/** Every show on the Bogotá day of `day` (its 10:00 run): one reminder per live ticket, once. */
export async function sendShowDayReminders(day: Date, webBaseUrl: string): Promise<ReminderSummary> {
  const dayStart = startOfBogotaDay(day);
  const summary: ReminderSummary = {
    day: bogotaDateString(dayStart),
    events: 0,
    sent: 0,
    alreadySent: 0,
    notLive: 0,
    unverified: 0,
  };
  for (const show of await showsOfDay(dayStart)) {
    summary.events += 1;
    const event = mailEventFrom(show.id, show.data());
    const tickets = await ticketsCollection().where('eventId', '==', show.id).get();
    for (const ticket of tickets.docs) await remind(ticket.id, ticket.data(), event, webBaseUrl, summary);
  }
  return summary;
}
