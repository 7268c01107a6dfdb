import {
  normalizePromoCode,
  paymentsConfigFrom,
  sortTicketTypes,
  TAX_CONFIG_PATH,
  taxConfigFrom,
  ticketTypeFromData,
  type PaymentsConfig,
  type PromoCode,
  type TaxConfig,
  type TicketType,
} from '@carcajada/domain';
import { z } from 'zod';
import { refusal } from '../../common/errors.js';
import { COLLECTIONS, db, PAYMENTS_CONFIG_PATH, promoCodeRef, ticketTypesOf } from '../../common/firestore.js';
import { parseSaleEvent, type SaleableEvent } from '../../documents/event.js';
import { promoCodeOf } from '../../documents/promo-code.js';

const buyerSchema = z.object({
  active: z.boolean(),
  name: z.string().default(''),
  email: z.string().default(''),
  /** Copied onto the ticket: the organizer's attendee list reads it there (it cannot read users). */
  phone: z.string().default(''),
});
export type Buyer = z.infer<typeof buyerSchema>;

export type SaleEvent = SaleableEvent & { id: string };

/** What the buyer typed as a code: none, one that cannot exist (bad characters), or its stored form. */
export type RequestedPromo = { kind: 'none' } | { kind: 'malformed' } | { kind: 'code'; promo: PromoCode | null };

export interface SaleContext {
  event: SaleEvent;
  paymentsConfig: PaymentsConfig;
  /** UVT and the parafiscal contribution's percent and threshold. */
  taxConfig: TaxConfig;
  /** The show's ticket types in the organizer's order (hidden ones too); empty: one price. */
  types: TicketType[];
  promo: RequestedPromo;
}

export interface PurchaseContext extends SaleContext {
  buyer: Buyer;
}

function requestedPromoCode(promoCode: string | undefined): string | null | undefined {
  if (promoCode === undefined || promoCode.trim() === '') return undefined;
  return normalizePromoCode(promoCode);
}

/**
 * Reads the event, the payments config, the show's ticket types and the promo code asked for,
 * as the server sees them now (two round trips in parallel), plus the buyer when there is one.
 */
async function loadContext(uid: string | null, eventId: string, promoCode: string | undefined) {
  const firestore = db();
  const code = requestedPromoCode(promoCode);
  const [snapshots, types] = await Promise.all([
    firestore.getAll(
      firestore.collection(COLLECTIONS.events).doc(eventId),
      firestore.doc(PAYMENTS_CONFIG_PATH),
      firestore.doc(TAX_CONFIG_PATH),
      ...(code ? [promoCodeRef(code)] : []),
      ...(uid ? [firestore.collection(COLLECTIONS.users).doc(uid)] : []),
    ),
    ticketTypesOf(eventId).get(),
  ]);
  const [eventSnapshot, configSnapshot, taxSnapshot] = snapshots;
  const promoSnapshot = code ? snapshots[3] : undefined;
  const userSnapshot = uid ? snapshots[snapshots.length - 1] : undefined;
  if (uid && !userSnapshot?.exists) throw refusal('userNotFound');
  if (!eventSnapshot?.exists) throw refusal('eventNotFound');
  const event = parseSaleEvent(eventSnapshot.data());
  // a malformed event document cannot be sold; it is treated like an unavailable one
  if (!event) throw refusal('eventUnavailable');
  const promo: RequestedPromo =
    code === undefined
      ? { kind: 'none' }
      : code === null
        ? { kind: 'malformed' }
        : { kind: 'code', promo: promoCodeOf(code, promoSnapshot?.data()) };
  const context: SaleContext = {
    event: { ...event, id: eventSnapshot.id },
    paymentsConfig: paymentsConfigFrom(configSnapshot?.exists ? configSnapshot.data() : undefined),
    taxConfig: taxConfigFrom(taxSnapshot?.exists ? taxSnapshot.data() : undefined),
    types: sortTicketTypes(
      types.docs.flatMap((doc) => {
        const type = ticketTypeFromData(doc.id, doc.data());
        return type ? [type] : [];
      }),
    ),
    promo,
  };
  return { context, userData: userSnapshot?.data() };
}

/** The sale as anyone (signed in or not) may preview it. */
export async function loadSaleContext(eventId: string, promoCode: string | undefined): Promise<SaleContext> {
  return (await loadContext(null, eventId, promoCode)).context;
}

/** The sale and the buyer's own user document. */
export async function loadPurchaseContext(uid: string, eventId: string, promoCode?: string): Promise<PurchaseContext> {
  const { context, userData } = await loadContext(uid, eventId, promoCode);
  const buyer = buyerSchema.safeParse(userData);
  if (!buyer.success) throw refusal('userNotFound');
  return { ...context, buyer: buyer.data };
}
