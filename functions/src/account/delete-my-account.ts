import {
  DELETED_ACCOUNT_NAME,
  FORGOTTEN_MAIL_FIELDS,
  isLiveTicket,
  isOpenProviderStatus,
  isProviderPaymentMethod,
  type DeleteMyAccountResult,
} from '@carcajada/domain';
import { FieldValue, type DocumentReference, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { callable } from '../common/callable.js';
import { refusal } from '../common/errors.js';
import { adminApp, COLLECTIONS, db, eventRef } from '../common/firestore.js';
import { parseEvent, startMillis } from '../documents/event.js';
import { parseTicket, type StoredTicket } from '../documents/ticket.js';
import { searchPayments } from '../mercado-pago/client.js';
import { endPlaces } from '../on-sale/end-places.js';
import { leaveEntry } from '../waitlist/join-waitlist.js';
import { recordsOf } from './account-records.js';

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

/** Holds that ended unpaid: Mercado Pago may still hold their payment open (a PSE transfer, a voucher). */
const ENDED_UNPAID = ['hold_expired', 'cash_expired'];

/**
 * Whether a hold that ended unpaid still has a payment open at Mercado Pago: the status last
 * reported, else Mercado Pago is asked. Approved later, it would make a ticket nobody owns.
 */
async function paymentStillOpen(ticketId: string, ticket: StoredTicket): Promise<boolean> {
  if (ticket.ticketStatus !== 'cancelled' || !ENDED_UNPAID.includes(ticket.cancelReason ?? '')) return false;
  if (!isProviderPaymentMethod(ticket.paymentMethod)) return false;
  if (isOpenProviderStatus(ticket.providerStatus)) return true;
  return (await searchPayments(ticketId)).some((payment) => isOpenProviderStatus(payment.status));
}

/**
 * A live ticket of a date still to come, a payment not settled, or one still open at Mercado Pago
 * after its hold ended: the account must end those first.
 */
async function holdsLiveTickets(tickets: QueryDocumentSnapshot[], now: Date): Promise<boolean> {
  const starts = new Map<string, number>();
  for (const doc of tickets) {
    const ticket = parseTicket(doc.data());
    if (ticket.ticketStatus === 'reserved' && ticket.paymentStatus === 'pending') return true;
    if (await paymentStillOpen(doc.id, ticket)) return true;
    if (!isLiveTicket(ticket)) continue;
    if (!starts.has(ticket.eventId))
      starts.set(ticket.eventId, startMillis(parseEvent((await eventRef(ticket.eventId).get()).data())));
    if (starts.get(ticket.eventId)! > now.getTime()) return true;
  }
  return false;
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

const refsOf = (docs: QueryDocumentSnapshot[]) => docs.map((doc) => doc.ref);

/**
 * The buyer's rights (docs/data-rights.md), over what belongs to the account
 * (ACCOUNT_RECORDS, the same rule as the export): its queue places end and its waitlist entries
 * are left; its past tickets keep their money fields without its name, email or phone (nor its
 * uid, so no old session reads them); tickets it gave away forget who paid; its mails keep their
 * id and subject only; its tills read "Cuenta eliminada"; its door-staff entries and offers of new dates go, and so do its WhatsApp
 * messages (its number goes with the user document); then its user
 * document and its Auth account. The queue's address index stays (one place per address and
 * date, also for a new account). Each step is safe to repeat, so a failed call can be made again.
 */
export async function deleteAccountOf(uid: string, now: Date): Promise<DeleteMyAccountResult> {
  const tickets = (await recordsOf('tickets', uid).get()).docs;
  if (await holdsLiveTickets(tickets, now)) throw refusal('liveTicketsFirst');
  await endPlaces(refsOf((await recordsOf('queue', uid).get()).docs));
  for (const entry of (await recordsOf('waitlist', uid).get()).docs) await leaveEntry(entry.id);
  await updateInBatches(refsOf(tickets), FORGOTTEN_TICKET_FIELDS);
  await updateInBatches(refsOf((await recordsOf('givenTickets', uid).get()).docs), { paidBy: '' });
  await updateInBatches(refsOf((await recordsOf('mails', uid).get()).docs), { ...FORGOTTEN_MAIL_FIELDS });
  await updateInBatches(refsOf((await recordsOf('boxOfficeShifts', uid).get()).docs), {
    sellerName: DELETED_ACCOUNT_NAME,
  });
  await updateInBatches(refsOf((await recordsOf('doorStaff', uid).get()).docs), null);
  await updateInBatches(refsOf((await recordsOf('priorityOffers', uid).get()).docs), null);
  await updateInBatches(refsOf((await recordsOf('whatsappMessages', uid).get()).docs), null);
  await db().collection(COLLECTIONS.users).doc(uid).delete();
  const { getAuth } = await import('firebase-admin/auth');
  await getAuth(adminApp())
    .deleteUser(uid)
    .catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    });
  return { deleted: true, tickets: tickets.length };
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
