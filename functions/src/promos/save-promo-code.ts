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
import { assertAdmin } from '../common/admin.js';
import { RefusalError, refusal, toHttpsError } from '../common/errors.js';
import { COLLECTIONS, db, eventRef, isAlreadyExists, promoCodeRef, ticketTypesOf } from '../common/firestore.js';
import { logPromoCodeSaved } from '../common/log.js';
import { promoCodeView } from './promo-code-view.js';

type Envelope = Record<string, unknown>;

async function viewOf(code: string): Promise<PromoCodeView> {
  const view = await promoCodeView(await promoCodeRef(code).get());
  if (!view) throw refusal('promoUnknown');
  return view;
}

/** A new code for a show (its types must be the show's); a code name is unique across shows. */
async function createCode(uid: string, envelope: Envelope): Promise<SavePromoCodeResult> {
  const validation = validatePromoCode(envelope);
  if (!validation.ok)
    throw new RefusalError({
      reason: 'invalidPromoCode',
      fieldErrors: validation.fieldErrors as Record<string, string>,
    });
  const input = validation.value;
  const [event, types] = await Promise.all([
    eventRef(input.eventId || '-').get(),
    ticketTypesOf(input.eventId || '-').get(),
  ]);
  if (!input.eventId || !event.exists) throw refusal('eventNotFound');
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
      createdBy: uid,
      createdAt: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    if (isAlreadyExists(error)) throw refusal('promoCodeTaken');
    throw error;
  }
  logPromoCodeSaved({ code: input.code, eventId: input.eventId, uid, created: true });
  return { code: await viewOf(input.code) };
}

/** Deactivates (or reactivates) a code; its uses so far stay counted. */
async function setActive(uid: string, envelope: Envelope): Promise<SavePromoCodeResult> {
  const code = normalizePromoCode(envelope.code);
  if (!code || typeof envelope.active !== 'boolean') throw refusal('invalidRequest');
  const snapshot = await promoCodeRef(code).get();
  if (!snapshot.exists) throw refusal('promoUnknown');
  // only the flag: `used` is the sales' counter, never written here
  await promoCodeRef(code).update({ active: envelope.active, updatedAt: FieldValue.serverTimestamp() });
  logPromoCodeSaved({ code, eventId: String(snapshot.get('eventId')), uid, created: false });
  return { code: await viewOf(code) };
}

async function listCodes(envelope: Envelope): Promise<SavePromoCodeResult> {
  if (typeof envelope.eventId !== 'string' || !/^[^/]{1,200}$/.test(envelope.eventId)) throw refusal('invalidRequest');
  const snapshots = await db().collection(COLLECTIONS.promoCodes).where('eventId', '==', envelope.eventId).get();
  const views = await Promise.all(snapshots.docs.map(promoCodeView));
  return { codes: views.filter((view): view is PromoCodeView => view !== null) };
}

/**
 * Promo codes of a show (contract v3): create, deactivate, see uses. ADMIN only for now; the show's
 * organizer joins once the organizers' authorization helper is on main.
 */
export async function savePromoCodeAs(uid: string | undefined, data: unknown): Promise<SavePromoCodeResult> {
  await assertAdmin(uid);
  const envelope = (typeof data === 'object' && data !== null ? data : {}) as Envelope;
  switch (envelope.action) {
    case 'create':
      return createCode(uid!, envelope);
    case 'setActive':
      return setActive(uid!, envelope);
    case 'list':
      return listCodes(envelope);
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
