import { isLiveTicket, whatsappMessageId, whatsappRecipient, type WhatsAppTemplate } from '@carcajada/domain';
import pMap from 'p-map';
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, db, isAlreadyExists, ticketRef, ticketsCollection } from '../common/firestore.js';
import { parseTicket, type StoredTicket } from '../documents/ticket.js';
import { logWhatsAppNotQueued, logWhatsAppQueued } from './log.js';
import { whatsappMessageRef } from './message-document.js';

/** Tickets whose consent is read and message written at once. */
const IN_FLIGHT = 10;

/**
 * whatsapp_messages/{ticketId}_{template}, queued, when the ticket's holder consents to WhatsApp
 * (and has not withdrawn): created with `create`, so a ticket gets each template at most once
 * however often its flow runs. queueWhatsAppMessage then gives it its Cloud Task. Answers whether
 * it was written now.
 */
export async function requestWhatsAppMessage(
  ticketId: string,
  template: WhatsAppTemplate,
  applies: (ticket: StoredTicket) => boolean = () => true,
): Promise<boolean> {
  const ticket = parseTicket((await ticketRef(ticketId).get()).data());
  if (!ticket.userId || !applies(ticket)) return false;
  const user = await db().collection(COLLECTIONS.users).doc(ticket.userId).get();
  if (!whatsappRecipient(user.get('whatsapp_consent'))) return false;
  return queueMessage(whatsappMessageId(ticketId, template), { ticketId, userId: ticket.userId, template });
}

/** The message document, queued; false when it exists already (each is written once, ever). */
async function queueMessage(
  messageId: string,
  fields: { ticketId: string; offerId?: string; userId: string; template: WhatsAppTemplate },
): Promise<boolean> {
  try {
    await whatsappMessageRef(messageId).create({
      ...fields,
      waMessageId: null,
      status: 'queued',
      attempts: 0,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
  logWhatsAppQueued({ messageId });
  return true;
}

/**
 * whatsapp_messages/{offerId}_nueva_funcion, queued, when the offered account consents: a new
 * date opened from a demand it waited in. One per offer (`create`), however often the offers run.
 */
export async function requestOfferMessage(offerId: string, userId: string): Promise<boolean> {
  const user = await db().collection(COLLECTIONS.users).doc(userId).get();
  if (!whatsappRecipient(user.get('whatsapp_consent'))) return false;
  return queueMessage(whatsappMessageId(offerId, 'nueva_funcion'), {
    ticketId: '',
    offerId,
    userId,
    template: 'nueva_funcion',
  });
}

/** The offers' one call, beside their mail: never failing the offers, each failure logged. */
export async function requestOfferMessages(offers: readonly { offerId: string; userId: string }[]): Promise<number> {
  const written = await pMap(
    offers,
    ({ offerId, userId }) =>
      requestOfferMessage(offerId, userId).catch((error: unknown) => {
        logWhatsAppNotQueued({ ticketId: offerId, template: 'nueva_funcion', error });
        return false;
      }),
    { concurrency: IN_FLIGHT },
  );
  return written.filter(Boolean).length;
}

/**
 * The flows' one call (beside their mail): the messages of these tickets, never failing the flow.
 * WhatsApp never blocks or replaces the mail; a ticket whose message could not be written is logged.
 */
export async function requestWhatsAppMessages(
  ticketIds: readonly string[],
  template: WhatsAppTemplate,
  applies?: (ticket: StoredTicket) => boolean,
): Promise<number> {
  const written = await pMap(
    ticketIds,
    (ticketId) =>
      requestWhatsAppMessage(ticketId, template, applies).catch((error: unknown) => {
        logWhatsAppNotQueued({ ticketId, template, error });
        return false;
      }),
    { concurrency: IN_FLIGHT },
  );
  return written.filter(Boolean).length;
}

/** A moved date: `funcion_movida` to each holder of a live ticket who consents. */
export async function requestMovedDateMessages(eventId: string): Promise<number> {
  const tickets = await ticketsCollection().where('eventId', '==', eventId).get();
  const live = tickets.docs.filter((doc) => isLiveTicket(parseTicket(doc.data()))).map((doc) => doc.id);
  return requestWhatsAppMessages(live, 'funcion_movida');
}
