import {
  FUNCTIONS_REGION,
  normalizePromoCode,
  validatePromoCode,
  type PromoCodeView,
  type SavePromoCodeResult,
} from '@carcajada/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { appCheckEnforced } from '../config.js';
import { readCaller, type Caller } from '../common/caller.js';
import { RefusalError, refusal, toHttpsError } from '../common/errors.js';
import { COLLECTIONS, db, eventRef, isAlreadyExists, promoCodeRef, ticketTypesOf } from '../common/firestore.js';
import { logPromoCodeSaved } from '../common/log.js';
import { authorizeShowEdit } from '../events/authorize-show.js';
import { promoCodeView } from './promo-code-view.js';

type Envelope = Record<string, unknown>;

/** A document id (no path separators). */
const EVENT_ID = /^[^/]{1,200}$/;

async function viewOf(code: string): Promise<PromoCodeView> {
  const view = await promoCodeView(await promoCodeRef(code).get());
  if (!view) throw refusal('promoUnknown');
  return view;
}

/** A new code for a show (its types must be the show's); a code name is unique across shows. */
async function createCode(caller: Caller, envelope: Envelope): Promise<SavePromoCodeResult> {
  const validation = validatePromoCode(envelope);
  if (!validation.ok)
    throw new RefusalError({
      reason: 'invalidPromoCode',
      fieldErrors: validation.fieldErrors as Record<string, string>,
    });
  const input = validation.value;
  if (!EVENT_ID.test(input.eventId)) throw refusal('eventNotFound');
  await authorizeShowEdit(caller, input.eventId);
  const [event, types] = await Promise.all([eventRef(input.eventId).get(), ticketTypesOf(input.eventId).get()]);
  if (!event.exists) throw refusal('eventNotFound');
  const typeIds = new Set(types.docs.map((doc) => doc.id));
  if (input.ticketTypeIds?.some((id) => !typeIds.has(id)))
    throw new RefusalError({
      reason: 'invalidPromoCode',
      fieldErrors: { ticketTypeIds: 'Elige tipos de entrada de este show' },
    });
  try {
    await promoCodeRef(input.code).create({
      eventId: input.eventId,
      kind: input.kind,
      value: input.value,
      max_uses: input.maxUses,
      used: 0,
      valid_until: input.validUntil ? Timestamp.fromDate(new Date(input.validUntil)) : null,
      ticketTypeIds: input.ticketTypeIds,
      active: true,
      createdBy: caller.uid,
      createdAt: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    if (isAlreadyExists(error)) throw refusal('promoCodeTaken');
    throw error;
  }
  logPromoCodeSaved({ code: input.code, eventId: input.eventId, uid: caller.uid, created: true });
  return { code: await viewOf(input.code) };
}

/** Deactivates (or reactivates) a code; its uses so far stay counted. */
async function setActive(caller: Caller, envelope: Envelope): Promise<SavePromoCodeResult> {
  const code = normalizePromoCode(envelope.code);
  if (!code || typeof envelope.active !== 'boolean') throw refusal('invalidRequest');
  const snapshot = await promoCodeRef(code).get();
  if (!snapshot.exists) throw refusal('promoUnknown');
  await authorizeShowEdit(caller, String(snapshot.get('eventId')));
  // only the flag: `used` is the sales' counter, never written here
  await promoCodeRef(code).update({ active: envelope.active, updatedAt: FieldValue.serverTimestamp() });
  logPromoCodeSaved({ code, eventId: String(snapshot.get('eventId')), uid: caller.uid, created: false });
  return { code: await viewOf(code) };
}

async function listCodes(caller: Caller, envelope: Envelope): Promise<SavePromoCodeResult> {
  if (typeof envelope.eventId !== 'string' || !EVENT_ID.test(envelope.eventId)) throw refusal('invalidRequest');
  await authorizeShowEdit(caller, envelope.eventId);
  const snapshots = await db().collection(COLLECTIONS.promoCodes).where('eventId', '==', envelope.eventId).get();
  const views = await Promise.all(snapshots.docs.map(promoCodeView));
  return { codes: views.filter((view): view is PromoCodeView => view !== null) };
}

/**
 * Promo codes of a show (contract v3): create, deactivate, see uses. ADMIN any show's, an
 * ORGANIZER its own shows' (`notYourShow` otherwise), anyone else `organizerOnly`.
 */
export async function savePromoCodeAs(uid: string | undefined, data: unknown): Promise<SavePromoCodeResult> {
  const caller = await readCaller(uid);
  // the role first, so a USER is refused before anything is read
  await authorizeShowEdit(caller);
  const envelope = (typeof data === 'object' && data !== null ? data : {}) as Envelope;
  switch (envelope.action) {
    case 'create':
      return createCode(caller, envelope);
    case 'setActive':
      return setActive(caller, envelope);
    case 'list':
      return listCodes(caller, envelope);
    default:
      throw refusal('invalidRequest');
  }
}

export const savePromoCode = onCall(
  // abuse limits (docs/decisions.md, "Hosting and abuse limits")
  { region: FUNCTIONS_REGION, maxInstances: 5, concurrency: 80, enforceAppCheck: appCheckEnforced },
  async (request): Promise<SavePromoCodeResult> => {
    try {
      return await savePromoCodeAs(request.auth?.uid, request.data);
    } catch (error) {
      throw toHttpsError('savePromoCode', error);
    }
  },
);
