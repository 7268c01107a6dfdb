import { EXPORTED_ENTRY_FIELDS, EXPORTED_TICKET_FIELDS, type MyDataExport } from '@carcajada/domain';
import { Timestamp, type DocumentData, type QuerySnapshot } from 'firebase-admin/firestore';
import { callable } from '../common/callable.js';
import { refusal } from '../common/errors.js';
import { COLLECTIONS, db, ticketsCollection } from '../common/firestore.js';
import { WAITLIST_COLLECTION } from '../waitlist/entries.js';

/** Timestamps as ISO-8601 text, all the way down: the export is plain JSON. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  return value;
}

/** The listed fields of each document, with its id. */
function picked(snapshot: QuerySnapshot, fields: readonly string[]): Record<string, unknown>[] {
  return snapshot.docs.map((doc) => {
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
 * uid and its addresses: the user document, its tickets, waitlist and queue entries, and the
 * mails addressed to it (id and subject).
 */
export async function exportDataOf(uid: string, tokenEmail: string | undefined, now: Date): Promise<MyDataExport> {
  const firestore = db();
  const profile = (await firestore.collection(COLLECTIONS.users).doc(uid).get()).data() ?? {};
  const addresses = [...new Set([profile.email, tokenEmail].filter((email): email is string => !!email))];
  const [tickets, waitlist, queue, ...mails] = await Promise.all([
    ticketsCollection().where('userId', '==', uid).get(),
    firestore.collection(WAITLIST_COLLECTION).where('userId', '==', uid).get(),
    // the on-sale queue's entries (queue/{eventId}_{uid}); none before that is built
    firestore.collection('queue').where('userId', '==', uid).get(),
    ...addresses.map((address) => firestore.collection(COLLECTIONS.mail).where('to', '==', address).get()),
  ]);
  return {
    exportedAt: now.toISOString(),
    profile: plain(profile) as Record<string, unknown>,
    tickets: picked(tickets, EXPORTED_TICKET_FIELDS),
    waitlist: picked(waitlist, EXPORTED_ENTRY_FIELDS),
    queue: picked(queue, EXPORTED_ENTRY_FIELDS),
    mails: mails.flatMap((snapshot) => snapshot.docs.map((doc) => ({ id: doc.id, subject: subjectOf(doc.data()) }))),
  };
}

export const exportMyData = callable('exportMyData', { maxInstances: 2 }, async (request): Promise<MyDataExport> => {
  if (!request.auth) throw refusal('unauthenticated');
  return exportDataOf(request.auth.uid, request.auth.token.email, new Date());
});
