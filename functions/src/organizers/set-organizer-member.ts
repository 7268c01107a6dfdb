import { type MembershipResult } from '@carcajada/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { SetOrganizerMemberRequest } from '@carcajada/domain/requests';
import { parseOrganizer } from '@carcajada/domain/stored/organizer';
import { callable } from '../common/callable.js';
import { assertAdmin } from '../common/admin.js';
import { refusal } from '../common/errors.js';
import { COLLECTIONS, db, organizerRef, runTransaction } from '../common/firestore.js';
import { mailRef } from '../mail/mail-document.js';
import { accountByEmail } from './account-by-email.js';
import { organizerMemberMail } from './membership-mail.js';

/**
 * ADMIN makes an account a member of an organizer (role ORGANIZER with its `organizerId`) or
 * removes it (back to USER). Platform ADMINs stay ADMIN; an account belongs to one organizer at a
 * time, and only an account whose address is verified in Firebase Auth becomes one. The new
 * member gets a mail, written in the same transaction as the role, once per organizer.
 */
export async function setOrganizerMemberAs(uid: string | undefined, data: unknown): Promise<MembershipResult> {
  await assertAdmin(uid);
  const request = SetOrganizerMemberRequest.safeParse(data);
  if (!request.success) throw refusal('invalidRequest');
  const { organizerId, email, remove } = request.data;
  const account = await accountByEmail(email, remove ? 'revoke' : 'grant');
  const userRef = db().collection(COLLECTIONS.users).doc(account.uid);
  // one welcome per person and organizer, ever: removing and adding again mails nobody twice
  const welcome = mailRef(`organizer-${organizerId}-member-${account.uid}`);
  return runTransaction(async (transaction) => {
    const [organizer, user, welcomed] = await transaction.getAll(organizerRef(organizerId), userRef, welcome);
    if (!organizer!.exists) throw refusal('organizerNotFound');
    const role: unknown = user!.get('role');
    const current: unknown = user!.get('organizerId');
    if (role === 'ADMIN') throw refusal('adminAccount');
    if (remove) {
      if (role === 'ORGANIZER' && current === organizerId)
        transaction.update(userRef, { role: 'USER', organizerId: FieldValue.delete() });
      return { uid: account.uid, removed: true };
    }
    const stored = parseOrganizer(organizer!.data());
    if (!stored.active) throw refusal('organizerInactive');
    if (role === 'ORGANIZER' && current !== organizerId) throw refusal('memberOfAnotherOrganizer');
    if (role === 'ORGANIZER') return { uid: account.uid, removed: false };
    transaction.update(userRef, { role: 'ORGANIZER', organizerId });
    const mail = organizerMemberMail(account, account.name, stored.name);
    if (!welcomed!.exists) transaction.create(welcome, mail);
    return { uid: account.uid, removed: false };
  });
}

export const setOrganizerMember = callable(
  'setOrganizerMember',
  { maxInstances: 2 },
  (request): Promise<MembershipResult> => setOrganizerMemberAs(request.auth?.uid, request.data),
);
