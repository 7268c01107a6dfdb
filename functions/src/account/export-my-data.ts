import {
  EXPORTED_ENTRY_FIELDS,
  EXPORTED_GIVEN_TICKET_FIELDS,
  EXPORTED_PRIORITY_OFFER_FIELDS,
  EXPORTED_TICKET_FIELDS,
  type MyDataExport,
} from '@carcajada/domain';
import { Timestamp, type DocumentData, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { callable } from '../common/callable.js';
import { refusal } from '../common/errors.js';
import { COLLECTIONS, db } from '../common/firestore.js';
import { recordsOf } from './account-records.js';

/** Timestamps as ISO-8601 text, all the way down: the export is plain JSON. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  return value;
}

/** The listed fields of each document, with its id. */
function picked(docs: QueryDocumentSnapshot[], fields: readonly string[]): Record<string, unknown>[] {
  return docs.map((doc) => {
    const data = doc.data();
    const kept = Object.fromEntries(fields.filter((field) => data[field] !== undefined).map((f) => [f, data[f]]));
    return { id: doc.id, ...(plain(kept) as Record<string, unknown>) };
  });
}

function subjectOf(data: DocumentData): string {
  const message = data.message as Record<string, unknown> | undefined;
  return typeof message?.subject === 'string' ? message.subject : '';
}

/**
 * Everything the account owns (contract "the buyer's rights"), read with the Admin SDK by its
 * uid alone (ACCOUNT_RECORDS; never by an address, which an earlier account may have held): the
 * user document, its tickets, the tickets it paid for and gave away, its waitlist and queue
 * entries, the new dates offered to it first, the mails sent to it (id and subject) and its
 * WhatsApp messages (template and status).
 */
export async function exportDataOf(uid: string, now: Date): Promise<MyDataExport> {
  const profile = (await db().collection(COLLECTIONS.users).doc(uid).get()).data() ?? {};
  const [tickets, given, waitlist, queue, offers, mails, whatsapp] = await Promise.all(
    (['tickets', 'givenTickets', 'waitlist', 'queue', 'priorityOffers', 'mails', 'whatsappMessages'] as const).map(
      (kind) => recordsOf(kind, uid).get(),
    ),
  );
  return {
    exportedAt: now.toISOString(),
    profile: plain(profile) as Record<string, unknown>,
    tickets: picked(tickets!.docs, EXPORTED_TICKET_FIELDS),
    // given back to the payer, a ticket is among its own tickets already
    givenTickets: picked(
      given!.docs.filter((doc) => doc.get('userId') !== uid),
      EXPORTED_GIVEN_TICKET_FIELDS,
    ),
    waitlist: picked(waitlist!.docs, EXPORTED_ENTRY_FIELDS),
    queue: picked(queue!.docs, EXPORTED_ENTRY_FIELDS),
    priorityOffers: picked(offers!.docs, EXPORTED_PRIORITY_OFFER_FIELDS),
    mails: mails!.docs.map((doc) => ({ id: doc.id, subject: subjectOf(doc.data()) })),
    whatsappMessages: whatsapp!.docs.map((doc) => ({
      id: doc.id,
      ticketId: String(doc.get('ticketId') ?? ''),
      template: String(doc.get('template') ?? ''),
      status: String(doc.get('status') ?? ''),
    })),
  };
}

export const exportMyData = callable('exportMyData', { maxInstances: 2 }, async (request): Promise<MyDataExport> => {
  if (!request.auth) throw refusal('unauthenticated');
  return exportDataOf(request.auth.uid, new Date());
});
