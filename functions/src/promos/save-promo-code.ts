import {
  normalizePromoCode,
  PROMO_CODE_MESSAGES,
  validatePromoCode,
  type PromoCodeView,
  type SavePromoCodeResult,
} from '@carcajada/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { documentId } from '@carcajada/domain/requests';
import { callable } from '../common/callable.js';
import { readCaller, type Caller } from '../common/caller.js';
import { RefusalError, refusal } from '../common/errors.js';
import { COLLECTIONS, db, eventRef, isAlreadyExists, promoCodeRef, ticketTypesOf } from '../common/firestore.js';
import { parseEvent } from '../documents/event.js';
import { parsePromoCode } from '../documents/promo-code.js';
import { logPromoCodeSaved } from './log.js';
import { authorizeShowEdit } from '../organizers/authorize-show.js';
import { promoCodeView } from './promo-code-view.js';
import { freesPrice, pricesOfDate, pricesOfSeries } from './free-seat-codes.js';

type Envelope = Record<string, unknown>;

async function viewOf(code: string): Promise<PromoCodeView> {
  const view = await promoCodeView(await promoCodeRef(code).get());
  if (!view) throw refusal('promoUnknown');
  return view;
}

/**
 * A new code for a date, or for every date of a show (`seriesId`: the show's series id, checked
 * on its first date; its uses counted across the dates); its types must be the show's. A fixed
 * discount that covers a whole price of the date, or of any date and type of the show, hands out
 * courtesies and, like a 100 % code (validatePromoCode), needs max_uses. A code name is unique
 * across shows.
 */
async function createCode(caller: Caller, envelope: Envelope): Promise<SavePromoCodeResult> {
  const validation = validatePromoCode(envelope);
  if (!validation.ok)
    throw new RefusalError({
      reason: 'invalidPromoCode',
      fieldErrors: validation.fieldErrors as Record<string, string>,
    });
  const input = validation.value;
  // a code of the whole show is checked against its first date (the series' id, its organizer and types)
  const target = input.seriesId ?? input.eventId;
  if (!documentId.safeParse(target).success) throw refusal('eventNotFound');
  await authorizeShowEdit(caller, target);
  const [snapshot, types] = await Promise.all([eventRef(target).get(), ticketTypesOf(target).get()]);
  if (!snapshot.exists) throw refusal('eventNotFound');
  const event = parseEvent(snapshot.data());
  if (input.seriesId && event.series_id !== input.seriesId) throw refusal('eventNotFound');
  const typeIds = new Set(types.docs.map((doc) => doc.id));
  if (input.ticketTypeIds?.some((id) => !typeIds.has(id)))
    throw new RefusalError({
      reason: 'invalidPromoCode',
      fieldErrors: { ticketTypeIds: PROMO_CODE_MESSAGES.ticketTypesInvalid },
    });
  const prices = input.seriesId ? await pricesOfSeries(input.seriesId) : pricesOfDate(event.ticket_price, types.docs);
  if (prices.some((price) => freesPrice(input, price)))
    throw new RefusalError({
      reason: 'invalidPromoCode',
      fieldErrors: { maxUses: PROMO_CODE_MESSAGES.maxUsesRequired },
    });
  try {
    await promoCodeRef(input.code).create({
      ...(input.seriesId ? { seriesId: input.seriesId } : { eventId: input.eventId }),
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
  logPromoCodeSaved({ code: input.code, eventId: target, uid: caller.uid, created: true });
  return { code: await viewOf(input.code) };
}

/** Deactivates (or reactivates) a code; its uses so far stay counted. */
async function setActive(caller: Caller, envelope: Envelope): Promise<SavePromoCodeResult> {
  const code = normalizePromoCode(envelope.code);
  if (!code || typeof envelope.active !== 'boolean') throw refusal('invalidRequest');
  const snapshot = await promoCodeRef(code).get();
  if (!snapshot.exists) throw refusal('promoUnknown');
  const promo = parsePromoCode(snapshot.data());
  const showId = promo.seriesId ?? promo.eventId;
  // a code of no date or show cannot be managed (nor viewed)
  if (showId === null) throw refusal('promoUnknown');
  await authorizeShowEdit(caller, showId);
  // only the flag: `used` is the sales' counter, never written here
  await promoCodeRef(code).update({ active: envelope.active, updatedAt: FieldValue.serverTimestamp() });
  logPromoCodeSaved({ code, eventId: showId, uid: caller.uid, created: false });
  return { code: await viewOf(code) };
}

async function listCodes(caller: Caller, envelope: Envelope): Promise<SavePromoCodeResult> {
  // `{ seriesId }`: the codes of the whole show; `{ eventId }`: those of one date
  const field = typeof envelope.seriesId === 'string' ? 'seriesId' : 'eventId';
  const parsed = documentId.safeParse(envelope[field]);
  if (!parsed.success) throw refusal('invalidRequest');
  const id = parsed.data;
  await authorizeShowEdit(caller, id);
  const snapshots = await db().collection(COLLECTIONS.promoCodes).where(field, '==', id).get();
  const views = await Promise.all(snapshots.docs.map(promoCodeView));
  return { codes: views.filter((view): view is PromoCodeView => view !== null) };
}

/**
 * Promo codes of a show: create, deactivate, see uses. ADMIN any show's, an
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

export const savePromoCode = callable('savePromoCode', {}, (request): Promise<SavePromoCodeResult> =>
  savePromoCodeAs(request.auth?.uid, request.data),
);
