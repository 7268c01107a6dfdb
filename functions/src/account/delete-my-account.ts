import { isLiveTicket, type DeleteMyAccountResult } from '@carcajada/domain';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { callable } from '../common/callable.js';
import { refusal } from '../common/errors.js';
import { adminApp, COLLECTIONS, db, eventRef, ticketsCollection } from '../common/firestore.js';
import { parseEvent, startMillis } from '../documents/event.js';
import { parseTicket } from '../documents/ticket.js';

/** The web re-authenticates with the password just before: a sign-in older than this is refused. */
const RECENT_SIGN_IN_SECONDS = 10 * 60;
/** Firestore's most writes in one batch. */
const BATCH_WRITES = 500;

/** What an organizer or the door could read of a person on a ticket, emptied; the money stays. */
const FORGOTTEN_TICKET_FIELDS = {
  userId: '',
  buyerEmail: '',
  buyerPhone: '',
  'metadata.userName': '',
  accountDeleted: true,
  accountDeletedAt: FieldValue.serverTimestamp(),
};

/** A live ticket of a date still to come, or a payment not settled: the account must end those first. */
async function holdsLiveTickets(uid: string, now: Date): Promise<{ refs: DocumentReference[]; live: boolean }> {
  const tickets = await ticketsCollection().where('userId', '==', uid).get();
  const starts = new Map<string, number>();
  for (const doc of tickets.docs) {
    const ticket = parseTicket(doc.data());
    if (ticket.ticketStatus === 'reserved' && ticket.paymentStatus === 'pending') return { refs: [], live: true };
    if (!isLiveTicket(ticket)) continue;
    if (!starts.has(ticket.eventId))
      starts.set(ticket.eventId, startMillis(parseEvent((await eventRef(ticket.eventId).get()).data())));
    if (starts.get(ticket.eventId)! > now.getTime()) return { refs: [], live: true };
  }
  return { refs: tickets.docs.map((doc) => doc.ref), live: false };
}

async function updateInBatches(refs: DocumentReference[], update: Record<string, unknown> | null): Promise<void> {
  for (let start = 0; start < refs.length; start += BATCH_WRITES) {
    const batch = db().batch();
    for (const ref of refs.slice(start, start + BATCH_WRITES))
      if (update) batch.update(ref, update);
      else batch.delete(ref);
    await batch.commit();
  }
}

/**
 * The buyer's rights (contract "Colombia-ready shows"): the account's past tickets keep their money fields without
 * its name, email or phone (nor its uid, so no old session reads them); its door-staff entries
 * (name and email) go; then its user document and its Auth account. Each step is safe to repeat,
 * so a failed call can simply be made again.
 */
export async function deleteAccountOf(uid: string, now: Date): Promise<DeleteMyAccountResult> {
  const { refs, live } = await holdsLiveTickets(uid, now);
  if (live) throw refusal('liveTicketsFirst');
  await updateInBatches(refs, FORGOTTEN_TICKET_FIELDS);
  const staff = await db().collectionGroup(COLLECTIONS.doorStaff).where('uid', '==', uid).get();
  await updateInBatches(
    staff.docs.map((doc) => doc.ref),
    null,
  );
  await db().collection(COLLECTIONS.users).doc(uid).delete();
  const { getAuth } = await import('firebase-admin/auth');
  await getAuth(adminApp())
    .deleteUser(uid)
    .catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    });
  return { deleted: true, tickets: refs.length };
}

export const deleteMyAccount = callable(
  'deleteMyAccount',
  { maxInstances: 2 },
  async (request): Promise<DeleteMyAccountResult> => {
    if (!request.auth) throw refusal('unauthenticated');
    const signedInAt = Number(request.auth.token.auth_time ?? 0);
    if (Date.now() / 1000 - signedInAt > RECENT_SIGN_IN_SECONDS) throw refusal('recentSignInRequired');
    return deleteAccountOf(request.auth.uid, new Date());
  },
);
