import { isLiveTicket } from '@carcajada/domain';
import pMap from 'p-map';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { eventRef, isAlreadyExists, ticketsCollection } from '../common/firestore.js';
import { webBaseUrl } from '../config.js';
import { mailRef } from '../mail/mail-document.js';
import { verifiedRecipient } from '../mail/recipient.js';
import { movedMailId, movedMessage } from '../mail/show-change-mail.js';
import { mailEventFrom } from '../mail/ticket-mail-writes.js';
import type { MailEvent } from '../mail/ticket-mail.js';
import { parseEvent } from '../documents/event.js';
import { parseTicket } from '../documents/ticket.js';
import { logEventMoved } from './log.js';

/** Holders mailed at once (each a read and a create). */
const IN_FLIGHT = 10;

/** One holder's notice, created once: its id names the ticket and the new day and time. */
async function mailOne(doc: QueryDocumentSnapshot, event: MailEvent, date: string, time: string): Promise<boolean> {
  const ticket = parseTicket(doc.data());
  const to = await verifiedRecipient(ticket.userId);
  if (!to) return false;
  const holder = { ticketId: doc.id, holderName: ticket.metadata.userName, quantity: ticket.quantity };
  try {
    await mailRef(movedMailId(doc.id, date, time)).create({
      to,
      recipientUid: ticket.userId,
      message: movedMessage(holder, event, webBaseUrl.value()),
    });
    return true;
  } catch (error) {
    // the same move saved twice: the holder was told already
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

/**
 * A date that moved (`date` or `time` changed by saveEvent): each verified holder of a live
 * ticket gets one mail `ticket-<id>-moved-<YYYY-MM-DD>-<HHMM>` with the new day and time and a
 * fresh .ics. The tickets stay valid; nothing else changes. Answers how many were mailed.
 */
export async function mailMovedDate(eventId: string): Promise<number> {
  const data = (await eventRef(eventId).get()).data();
  if (!data) return 0;
  const event = parseEvent(data);
  const show = mailEventFrom(eventId, event);
  const { date, time } = event;
  const tickets = (await ticketsCollection().where('eventId', '==', eventId).get()).docs.filter((doc) =>
    isLiveTicket(parseTicket(doc.data())),
  );
  const sent = await pMap(tickets, (doc) => mailOne(doc, show, date, time), { concurrency: IN_FLIGHT });
  const mailed = sent.filter(Boolean).length;
  logEventMoved({ eventId, date, time, mailed });
  return mailed;
}
