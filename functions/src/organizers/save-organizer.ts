import { organizerDocument, validateOrganizerForm, type SaveOrganizerResult } from '@carcajada/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { callable } from '../common/callable.js';
import { assertAdmin } from '../common/admin.js';
import { RefusalError, refusal } from '../common/errors.js';
import { COLLECTIONS, db, organizerRef, runTransaction } from '../common/firestore.js';

/** ADMIN creates (no id) or edits (id) an organizer; the NIT is stored with its verified check digit. */
export async function saveOrganizerAs(uid: string | undefined, data: unknown): Promise<SaveOrganizerResult> {
  await assertAdmin(uid);
  const envelope = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const validation = validateOrganizerForm(envelope.organizer);
  if (!validation.ok)
    throw new RefusalError({
      reason: 'invalidOrganizer',
      fieldErrors: validation.fieldErrors as Record<string, string>,
    });
  const { id, ...fields } = validation.value;
  if (!id) {
    const ref = db().collection(COLLECTIONS.organizers).doc();
    await ref.create({
      ...organizerDocument(fields),
      created_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
    });
    return { organizerId: ref.id };
  }
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw refusal('organizerNotFound');
  const ref = organizerRef(id);
  await runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) throw refusal('organizerNotFound');
    transaction.update(ref, { ...organizerDocument(fields), updated_at: FieldValue.serverTimestamp() });
  });
  return { organizerId: id };
}

export const saveOrganizer = callable('saveOrganizer', { maxInstances: 2 }, (request): Promise<SaveOrganizerResult> =>
  saveOrganizerAs(request.auth?.uid, request.data),
);
