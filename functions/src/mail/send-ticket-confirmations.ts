import { FUNCTIONS_REGION, type SendTicketConfirmationsResult } from '@carcajada/domain';
import { Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { appCheckEnforced } from '../config.js';
import { refusal, toHttpsError } from '../common/errors.js';
import { eventRef, isAlreadyExists, ticketsCollection } from '../common/firestore.js';
import { verifiedRecipient } from './recipient.js';
import { createConfirmationMail, mailEventFrom } from './ticket-mail-writes.js';

/** A ticket that still gets its people in: paid, or a free reservation not cancelled. */
function isLive(ticket: DocumentData): boolean {
  if (ticket.ticketStatus === 'paid') return true;
  return ticket.ticketStatus === 'reserved' && ticket.paymentStatus === 'approved';
}

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
  for (const ticket of tickets.docs.filter((doc) => isLive(doc.data()))) {
    const event = (await eventRef(String(ticket.get('eventId'))).get()).data();
    const startsAt = event?.event_date instanceof Timestamp ? event.event_date.toMillis() : 0;
    if (!event || startsAt <= now.getTime()) continue;
    const creates: Array<{ ref: DocumentReference; data: DocumentData }> = [];
    const qrCode = ticket.get('qrCode') as unknown;
    await createConfirmationMail(
      { create: (ref, data) => creates.push({ ref, data }) },
      ticket.id,
      ticket.data(),
      mailEventFrom(String(ticket.get('eventId')), event),
      ticket.get('ticketStatus') === 'paid' && typeof qrCode === 'string' ? qrCode : null,
      to,
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

export const sendTicketConfirmations = onCall(
  // abuse limits (docs/decisions.md, "Hosting and abuse limits")
  { region: FUNCTIONS_REGION, maxInstances: 5, concurrency: 80, enforceAppCheck: appCheckEnforced },
  async (request): Promise<SendTicketConfirmationsResult> => {
    try {
      if (!request.auth) throw refusal('unauthenticated');
      return await sendConfirmationsOf(request.auth.uid, new Date());
    } catch (error) {
      throw toHttpsError('sendTicketConfirmations', error);
    }
  },
);
