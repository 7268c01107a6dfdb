import { isLiveTicket, type SendTicketConfirmationsResult } from '@carcajada/domain';
import { parseEvent, startMillis } from '../documents/event.js';
import { parseTicket } from '../documents/ticket.js';
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { callable } from '../common/callable.js';
import { operatorRead } from '../common/legal-config.js';
import { ticketQrPrivateKey } from '../config.js';
import { refusal } from '../common/errors.js';
import { eventRef, isAlreadyExists, ticketsCollection } from '../common/firestore.js';
import { verifiedRecipient } from './recipient.js';
import { createConfirmationMail, mailEventFrom } from './ticket-mail-writes.js';

/**
 * Once the account's email is verified (checked again here against Auth, never the token), each
 * live ticket of a show not yet started gets its confirmation: `mail/ticket-<id>-confirmed` is
 * created with `create`, so repeated calls (two tabs, a reload) and a confirmation already sent
 * at purchase add nothing. Returns how many were created now.
 */
export async function sendConfirmationsOf(uid: string, now: Date): Promise<SendTicketConfirmationsResult> {
  const to = await verifiedRecipient(uid);
  if (!to) return { verified: false, queued: 0 };
  const tickets = await ticketsCollection().where('userId', '==', uid).get();
  let queued = 0;
  // one read of config/legal for all its tickets, if one is of a show without an organizer
  const operator = operatorRead();
  for (const ticket of tickets.docs) {
    const stored = parseTicket(ticket.data());
    if (!isLiveTicket(stored)) continue;
    const event = parseEvent((await eventRef(stored.eventId).get()).data());
    if (startMillis(event) <= now.getTime()) continue;
    const creates: Array<{ ref: DocumentReference; data: DocumentData }> = [];
    await createConfirmationMail(
      { create: (ref, data) => creates.push({ ref, data }) },
      ticket.id,
      stored,
      mailEventFrom(stored.eventId, event),
      stored.ticketStatus === 'paid' ? stored.qrCode : null,
      to,
      operator,
    );
    for (const { ref, data } of creates) {
      try {
        await ref.create(data);
        queued += 1;
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
    }
  }
  return { verified: true, queued };
}

export const sendTicketConfirmations = callable(
  'sendTicketConfirmations',
  // the QR key signs each confirmation's "Agregar a Apple Wallet" link
  { secrets: [ticketQrPrivateKey] },
  async (request): Promise<SendTicketConfirmationsResult> => {
    if (!request.auth) throw refusal('unauthenticated');
    return sendConfirmationsOf(request.auth.uid, new Date());
  },
);
