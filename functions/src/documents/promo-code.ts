import { type PromoCode } from '@carcajada/domain';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { z } from 'zod';

/** A whole number ≥ 1, or null (none, zero, a fraction or another type). */
const positiveWholeOrNull = z.number().int().positive().nullable().catch(null);

/**
 * promo_codes/{CODE} as every flow reads it (purchase, webhook, seats, waitlist, the dashboard's
 * view): one parse, no casts field by field. A field missing or of the wrong type reads as its
 * empty value, so an old or hand-written code is judged (as unusable, see promoCodeOf), never
 * crashes a flow. Fields no flow reads are kept as they are (passthrough).
 */
export const storedPromoCode = z
  .object({
    /** The one date the code is for (null for a code of a whole show). */
    eventId: z.string().nullable().catch(null),
    /** A code of a whole show: its dates' `series_id`; null for a code of one date. */
    seriesId: z.string().min(1).nullable().catch(null),
    kind: z.enum(['percent', 'fixed']).nullable().catch(null),
    value: positiveWholeOrNull,
    /** null: no limit on uses. */
    max_uses: positiveWholeOrNull,
    used: z.number().int().nonnegative().catch(0),
    valid_until: z.instanceof(Timestamp).nullable().catch(null),
    ticketTypeIds: z.array(z.coerce.string()).nullable().catch(null),
    /** Only an explicit `false` switches a code off. */
    active: z.boolean().catch(true),
  })
  .passthrough();

export type StoredPromoCode = z.infer<typeof storedPromoCode>;

export function parsePromoCode(data: DocumentData | undefined): StoredPromoCode {
  return storedPromoCode.parse(data ?? {});
}

/** Whether `quantity` more uses still fit under the code's `max_uses`. */
export function promoHasRoom(promo: StoredPromoCode, quantity: number): boolean {
  return promo.max_uses === null || promo.used + quantity <= promo.max_uses;
}

/**
 * The code as the purchase checks it, or null when it cannot be used at all: no such document,
 * no date or show it is for, or no valid discount.
 */
export function promoCodeOf(code: string, data: DocumentData | undefined): PromoCode | null {
  if (!data) return null;
  const stored = parsePromoCode(data);
  if ((stored.eventId === null && !stored.seriesId) || !stored.kind || stored.value === null) return null;
  return {
    code,
    eventId: stored.eventId ?? '',
    seriesId: stored.seriesId,
    kind: stored.kind,
    value: stored.kind === 'percent' ? Math.min(100, stored.value) : stored.value,
    maxUses: stored.max_uses,
    used: stored.used,
    validUntil: stored.valid_until?.toMillis() ?? null,
    ticketTypeIds: stored.ticketTypeIds?.length ? stored.ticketTypeIds : null,
    active: stored.active,
  };
}
