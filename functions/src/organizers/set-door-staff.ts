import { type MembershipResult } from '@carcajada/domain';
import { doorStaffDocument } from '@carcajada/domain/stored/door-staff';
import { FieldValue } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { SetDoorStaffRequest } from '@carcajada/domain/requests';
import { callable } from '../common/callable.js';
import { readCaller, type Caller } from '../common/caller.js';
import { refusal } from '../common/errors.js';
import { COLLECTIONS, db, doorStaffRef, eventRef, runTransaction } from '../common/firestore.js';
import { parseEvent } from '../documents/event.js';
import { authorizeShowEdit } from './authorize-show.js';
import { mailRef } from '../mail/mail-document.js';
import { accountByEmail } from './account-by-email.js';
import { doorStaffMail } from './membership-mail.js';

type StaffRequest = z.infer<typeof SetDoorStaffRequest>;

/**
 * ADMIN or the show's organizer adds (or removes) a door person by email:
 * events/{id}/door_staff/{uid}, only for an account whose address is verified in Firebase Auth.
 * Adding someone already there changes nothing; the mail (with the scanner's link for the show)
 * is written with the document, once per person and show. `boxOffice` (given) sets whether they
 * also sell at the door, on a new entry or one already there.
 */
export async function setDoorStaffAs(uid: string | undefined, data: unknown): Promise<MembershipResult> {
  const caller = await readCaller(uid);
  const request = SetDoorStaffRequest.safeParse(data);
  if (!request.success) throw refusal('invalidRequest');
  if ('seriesId' in request.data) return setSeriesDoorStaff(caller, request.data);
  const { eventId, email, remove, boxOffice } = request.data;
  await authorizeShowEdit(caller, eventId);
  const account = await accountByEmail(email, remove ? 'revoke' : 'grant');
  const ref = doorStaffRef(eventId, account.uid);
  // one mail per person and show, ever: adding and removing again never mails anyone twice
  const welcome = mailRef(`door-staff-${eventId}-${account.uid}`);
  return runTransaction(async (transaction) => {
    const [show, staff, welcomed] = await transaction.getAll(eventRef(eventId), ref, welcome);
    if (!show!.exists) throw refusal('eventNotFound');
    if (remove) {
      if (staff!.exists) transaction.delete(ref);
      return { uid: account.uid, removed: true };
    }
    if (staff!.exists) {
      if (boxOffice !== undefined && staff!.get('boxOffice') !== boxOffice) transaction.update(ref, { boxOffice });
      return { uid: account.uid, removed: false };
    }
    transaction.create(
      ref,
      doorStaffDocument(
        { uid: account.uid, eventId, email: account.email, name: account.name, addedBy: caller.uid, boxOffice },
        FieldValue.serverTimestamp(),
      ),
    );
    const { name, date, time } = parseEvent(show!.data());
    const mail = doorStaffMail(account, account.name, { id: eventId, name, date, time });
    if (!welcomed!.exists) transaction.create(welcome, mail);
    return { uid: account.uid, removed: false };
  });
}

/**
 * The same for every date of a show (`seriesId`, the first date's id): one transaction writes (or
 * removes) the person on each date, marked `seriesId`, so addShowDates copies a series-wide
 * grant to the dates added later (it reads them on the first date). One mail per person and show.
 */
async function setSeriesDoorStaff(
  caller: Caller,
  request: Extract<StaffRequest, { seriesId: string }>,
): Promise<MembershipResult> {
  const { seriesId, email, remove, boxOffice } = request;
  await authorizeShowEdit(caller, seriesId);
  const account = await accountByEmail(email, remove ? 'revoke' : 'grant');
  const welcome = mailRef(`door-staff-series-${seriesId}-${account.uid}`);
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(eventRef(seriesId));
    const first = parseEvent(snapshot.data());
    if (!snapshot.exists || first.series_id !== seriesId) throw refusal('eventNotFound');
    const dates = (await transaction.get(db().collection(COLLECTIONS.events).where('series_id', '==', seriesId))).docs;
    const refs = dates.map((date) => doorStaffRef(date.id, account.uid));
    const [welcomed, ...staff] = await transaction.getAll(welcome, ...refs);
    for (const [index, date] of dates.entries()) {
      const existing = staff[index]!;
      if (remove) {
        if (existing.exists) transaction.delete(existing.ref);
        continue;
      }
      // given on someone already listed, `boxOffice` changes; not given, it stays as it was
      const entry = doorStaffDocument(
        {
          uid: account.uid,
          eventId: date.id,
          email: account.email,
          name: account.name,
          addedBy: caller.uid,
          boxOffice: boxOffice ?? existing.get('boxOffice') === true,
          seriesId,
        },
        FieldValue.serverTimestamp(),
      );
      transaction.set(existing.ref, entry);
    }
    if (!remove && !welcomed!.exists)
      transaction.create(
        welcome,
        doorStaffMail(account, account.name, {
          id: seriesId,
          name: first.name,
          date: first.date,
          time: first.time,
        }),
      );
    return { uid: account.uid, removed: remove === true };
  });
}

export const setDoorStaff = callable('setDoorStaff', { maxInstances: 2 }, (request): Promise<MembershipResult> =>
  setDoorStaffAs(request.auth?.uid, request.data),
);
