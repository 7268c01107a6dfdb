/** The dashboard's ticket types and promo codes helpers: Bogotá wall clock, rows per type, labels. */
import { describe, expect, it } from 'vitest';
import { formatCop, type TicketType } from '@carcajada/domain';
import { bogotaLocalInput, isoFromBogotaLocal, moved } from '../../web/src/features/admin/utils/ticket-type-draft';
import { appliesToLabel, discountLabel, usesLabel } from '../../web/src/features/admin/utils/promo-code-draft';
import { OTHER_TYPES_LABEL, typeSalesRows } from '../../web/src/features/admin/utils/type-figures';

const TYPE: TicketType = {
  id: 'general',
  name: 'General',
  price: 40_000,
  quota: 30,
  saleStartsAt: null,
  saleEndsAt: null,
  maxPerOrder: 10,
  hidden: false,
  sort: 0,
  seatsLeft: 25,
  promotion: null,
};

describe('sale windows as Bogotá wall clock', () => {
  it('reads a datetime-local value in Bogotá (UTC−5) and writes it back the same', () => {
    expect(isoFromBogotaLocal('2030-03-15T20:00')).toBe('2030-03-16T01:00:00.000Z');
    expect(bogotaLocalInput(Date.parse('2030-03-16T01:00:00.000Z'))).toBe('2030-03-15T20:00');
    expect(isoFromBogotaLocal('  ')).toBeNull();
    // anything else stays as typed, for the domain's validation to refuse
    expect(isoFromBogotaLocal('mañana')).toBe('mañana');
  });

  it('moves a type one place, never out of the list', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('figures per type', () => {
  const show = {
    sold: 7,
    held: 1,
    cashHeld: 0,
    cashHeldAmount: 0,
    admitted: 0,
    subtotal: 200_000,
    tax: 0,
    serviceFee: 10_000,
  };

  it('adds a row for what the listed types do not explain', () => {
    const rows = typeSalesRows([TYPE], [{ sold: 5, held: 1, total: 150_000 }], show);
    expect(rows).toEqual([
      expect.objectContaining({ id: 'general', sold: 5, held: 1, left: 25, quota: 30, total: 150_000 }),
      expect.objectContaining({ id: null, name: OTHER_TYPES_LABEL, sold: 2, held: 0, total: 60_000 }),
    ]);
  });

  it('has no such row when the types explain every sale', () => {
    const rows = typeSalesRows([TYPE], [{ sold: 7, held: 1, total: 210_000 }], show);
    expect(rows).toHaveLength(1);
  });
});

describe('promo code labels', () => {
  it('says what a code takes off, to which types, and its uses', () => {
    expect(discountLabel({ kind: 'percent', value: 25 })).toBe('25 %');
    expect(discountLabel({ kind: 'fixed', value: 10_000 })).toBe(formatCop(10_000));
    expect(appliesToLabel({ ticketTypeIds: null }, [TYPE])).toBe('Todos');
    expect(appliesToLabel({ ticketTypeIds: ['general', 'viejo'] }, [TYPE])).toBe('General, Tipo retirado');
    expect(usesLabel({ used: 3, maxUses: 10 })).toBe('3 de 10');
    expect(usesLabel({ used: 3, maxUses: null })).toBe('3');
  });
});
