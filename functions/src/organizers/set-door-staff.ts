import { doorStaffDocument, type MembershipResult } from '@carcajada/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { callable } from '../common/callable.js';
import { readCaller } from '../common/caller.js';
import { refusal } from '../common/errors.js';
import { db, doorStaffRef, eventRef } from '../common/firestore.js';
import { authorizeShowEdit } from '../events/authorize-show.js';
import { mailRef } from '../mail/mail-document.js';
import { accountByEmail, EMAIL } from './account-by-email.js';
import { doorStaffMail } from './membership-mail.js';

const staffRequest = z
  .object({ eventId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), email: EMAIL, remove: z.boolean().optional() })
  .strict();

/**
 * ADMIN or the show's organizer adds (or removes) a door person by email:
 * events/{id}/door_staff/{uid}, only for an account whose address is verified in Firebase Auth.
 * Adding someone already there changes nothing; the mail (with the scanner's link for the show)
 * is written with the document, once per person and show.
 */
export async function setDoorStaffAs(uid: string | undefined, data: unknown): Promise<MembershipResult> {
  const caller = await readCaller(uid);
  const request = staffRequest.safeParse(data);
  if (!request.success) throw refusal('invalidRequest');
  const { eventId, email, remove } = request.data;
  await authorizeShowEdit(caller, eventId);
  const account = await accountByEmail(email, remove ? 'revoke' : 'grant');
  const ref = doorStaffRef(eventId, account.uid);
  // one mail per person and show, ever: adding and removing again never mails anyone twice
  const welcome = mailRef(`door-staff-${eventId}-${account.uid}`);
  return db().runTransaction(async (transaction) => {
    const [show, staff, welcomed] = await transaction.getAll(eventRef(eventId), ref, welcome);
    if (!show!.exists) throw refusal('eventNotFound');
    if (remove) {
      if (staff!.exists) transaction.delete(ref);
      return { uid: account.uid, removed: true };
    }
    if (staff!.exists) return { uid: account.uid, removed: false };
    transaction.create(
      ref,
      doorStaffDocument(
        { uid: account.uid, eventId, email: account.email, name: account.name, addedBy: caller.uid },
        FieldValue.serverTimestamp(),
      ),
    );
    const mail = doorStaffMail(account.email, account.name, {
      id: eventId,
      name: String(show!.get('name') ?? ''),
      date: String(show!.get('date') ?? ''),
      time: String(show!.get('time') ?? ''),
    });
    if (!welcomed!.exists) transaction.create(welcome, mail);
    return { uid: account.uid, removed: false };
  });
}

export const setDoorStaff = callable('setDoorStaff', { maxInstances: 2 }, (request): Promise<MembershipResult> =>
  setDoorStaffAs(request.auth?.uid, request.data),
);
