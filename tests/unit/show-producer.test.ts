import { describe, expect, it } from 'vitest';
import { DEFAULT_LEGAL_CONFIG, producedByOperator, showLegalLines, showProducer } from '@carcajada/domain';

/** Contract: a show without an organizer is produced by the operator of config/legal. */
const operator = DEFAULT_LEGAL_CONFIG.operator;
const own = { legal_name: 'Risas Producciones S.A.S.', nit: '900123456-8' };

describe('the producer a show names', () => {
  it('is its own producer when it has one, whatever config/legal says', () => {
    expect(showProducer({ producer: own, organizerId: 'org1' }, operator)).toEqual(own);
    expect(showProducer({ producer: own, organizerId: null }, operator)).toEqual(own);
    expect(producedByOperator({ producer: own })).toBe(false);
  });

  it('is the operator (its legal name and NIT) for a show without an organizer', () => {
    for (const organizerId of [null, undefined, '']) {
      expect(producedByOperator({ organizerId })).toBe(true);
      expect(showProducer({ organizerId }, operator)).toEqual({ legal_name: operator.legal_name, nit: operator.nit });
    }
    expect(showLegalLines({ producer: showProducer({}, operator) })).toEqual([
      `Organiza: ${operator.legal_name} · NIT ${operator.nit}`,
    ]);
  });

  it('is nobody for an organizer’s show without producer fields, or while the operator is unknown', () => {
    expect(producedByOperator({ organizerId: 'org1' })).toBe(false);
    expect(showProducer({ organizerId: 'org1' }, operator)).toBeNull();
    expect(showProducer({ organizerId: null }, null)).toBeNull();
  });
});
