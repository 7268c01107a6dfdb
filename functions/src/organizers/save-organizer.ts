import { producerOf, validateOrganizerForm, type SaveOrganizerResult, type ShowProducer } from '@carcajada/domain';
import { organizerDocument } from '@carcajada/domain/stored/organizer';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
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
  const document = organizerDocument(fields);
  const before = await runTransaction(async (transaction) => {
    const stored = await transaction.get(ref);
    if (!stored.exists) throw refusal('organizerNotFound');
    transaction.update(ref, { ...document, updated_at: FieldValue.serverTimestamp() });
    return producerOf(stored.data());
  });
  const producer = producerOf(document);
  if (before?.legal_name !== producer?.legal_name || before?.nit !== producer?.nit)
    await refreshShowProducers(id, producer);
  return { organizerId: id };
}

/** Firestore's most writes in one batch. */
const BATCH_WRITES = 500;

/**
 * The producer each date names is copied from its organizer, so a new razón social
 * or NIT is written onto the organizer's dates still to come (index organizerId + event_date).
 * Past dates and sold tickets keep the producer they were sold under.
 */
async function refreshShowProducers(organizerId: string, producer: ShowProducer | null): Promise<void> {
  const dates = await db()
    .collection(COLLECTIONS.events)
    .where('organizerId', '==', organizerId)
    .where('event_date', '>=', Timestamp.now())
    .get();
  for (let start = 0; start < dates.docs.length; start += BATCH_WRITES) {
    const batch = db().batch();
    for (const date of dates.docs.slice(start, start + BATCH_WRITES))
      batch.update(date.ref, { producer, updated_at: FieldValue.serverTimestamp() });
    await batch.commit();
  }
}

export const saveOrganizer = callable('saveOrganizer', { maxInstances: 2 }, (request): Promise<SaveOrganizerResult> =>
  saveOrganizerAs(request.auth?.uid, request.data),
);
