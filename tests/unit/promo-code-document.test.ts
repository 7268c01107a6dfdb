import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { promoCodeDocument } from '@carcajada/domain';
import { parsePromoCode, promoCodeOf, promoHasRoom } from '../../functions/src/documents/promo-code.js';

const UNTIL = new Date('2030-01-01T00:00:00Z');

/** promo_codes/{CODE} is parsed once (functions/src/documents/promo-code.ts): every flow reads the same shape. */
describe('parsePromoCode', () => {
  it('reads a code as savePromoCode stores it, keeping the fields no flow names', () => {
    const stored = {
      ...promoCodeDocument({ eventId: 'e1', kind: 'percent', value: 20, maxUses: 10, used: 3, ticketTypeIds: ['vip'] }),
      valid_until: Timestamp.fromDate(UNTIL),
      createdBy: 'admin',
    };
    expect(parsePromoCode(stored)).toMatchObject({
      eventId: 'e1',
      seriesId: null,
      kind: 'percent',
      value: 20,
      max_uses: 10,
      used: 3,
      ticketTypeIds: ['vip'],
      active: true,
      createdBy: 'admin',
    });
    expect(promoCodeOf('RISAS20', stored)).toEqual({
      code: 'RISAS20',
      eventId: 'e1',
      seriesId: null,
      kind: 'percent',
      value: 20,
      maxUses: 10,
      used: 3,
      validUntil: UNTIL.getTime(),
      ticketTypeIds: ['vip'],
      active: true,
    });
  });

  it('reads a missing or mistyped field as its empty value, never throws', () => {
    expect(parsePromoCode(undefined)).toMatchObject({
      eventId: null,
      seriesId: null,
      kind: null,
      value: null,
      max_uses: null,
      used: 0,
      valid_until: null,
      ticketTypeIds: null,
      active: true,
    });
    expect(
      parsePromoCode({ kind: 'gratis', value: '10', max_uses: 0, used: -1, valid_until: 'mañana', active: 'no' }),
    ).toMatchObject({ kind: null, value: null, max_uses: null, used: 0, valid_until: null, active: true });
  });

  it('a code with no date, no show or no valid discount cannot be used', () => {
    const good = promoCodeDocument({ eventId: 'e1', kind: 'fixed', value: 5_000 });
    expect(promoCodeOf('X', undefined)).toBeNull();
    expect(promoCodeOf('X', { ...good, eventId: undefined })).toBeNull();
    expect(promoCodeOf('X', { ...good, kind: 'regalo' })).toBeNull();
    expect(promoCodeOf('X', { ...good, value: 0 })).toBeNull();
    expect(promoCodeOf('X', { ...good, eventId: undefined, seriesId: 's1' })).toMatchObject({
      eventId: '',
      seriesId: 's1',
    });
    expect(promoCodeOf('X', { ...good, kind: 'percent', value: 150 })?.value).toBe(100);
  });

  it('has room for uses up to max_uses, and always without one', () => {
    const limited = parsePromoCode(promoCodeDocument({ eventId: 'e1', kind: 'fixed', value: 1, maxUses: 5, used: 3 }));
    expect(promoHasRoom(limited, 2)).toBe(true);
    expect(promoHasRoom(limited, 3)).toBe(false);
    expect(promoHasRoom(parsePromoCode({ used: 1_000 }), 50)).toBe(true);
  });
});
