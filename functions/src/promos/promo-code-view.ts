import { SEAT_HOLDING_STATUSES, type PromoCodeView } from '@carcajada/domain';
import { AggregateField, type DocumentSnapshot } from 'firebase-admin/firestore';
import { ticketsCollection } from '../common/firestore.js';
import { promoCodeOf } from '../documents/promo-code.js';

/** A stored code with its uses and the discount it gave (one aggregation over its live tickets). */
export async function promoCodeView(snapshot: DocumentSnapshot): Promise<PromoCodeView | null> {
  const promo = promoCodeOf(snapshot.id, snapshot.data());
  if (!promo) return null;
  const given = await ticketsCollection()
    .where('promoCode', '==', promo.code)
    // a ticket that holds seats keeps its code's use; a cancelled one gave it back
    .where('ticketStatus', 'in', [...SEAT_HOLDING_STATUSES])
    .aggregate({ discount: AggregateField.sum('discountTotal') })
    .get();
  return {
    code: promo.code,
    eventId: promo.eventId,
    seriesId: promo.seriesId,
    kind: promo.kind,
    value: promo.value,
    maxUses: promo.maxUses,
    used: promo.used,
    validUntil: promo.validUntil === null ? null : new Date(promo.validUntil).toISOString(),
    ticketTypeIds: promo.ticketTypeIds,
    active: promo.active,
    discountGiven: Number(given.data().discount ?? 0),
  };
}
