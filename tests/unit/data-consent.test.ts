import { describe, expect, it } from 'vitest';
import { DEFAULT_LEGAL_CONFIG, isDataConsentCurrent, userDocument } from '@carcajada/domain';

const CURRENT = DEFAULT_LEGAL_CONFIG.data_policy_version;

describe('isDataConsentCurrent (asked again before a purchase or reservation)', () => {
  it('holds for a consent to the version in force', () => {
    expect(isDataConsentCurrent({ version: CURRENT, accepted_at: new Date() }, CURRENT)).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['an older version', { version: '2020-01-01' }],
    ['no version', { accepted_at: new Date() }],
    ['a version that is not text', { version: 20261128 }],
    ['a boolean', true],
  ])('fails for a consent %s', (_case, consent) => {
    expect(isDataConsentCurrent(consent, CURRENT)).toBe(false);
  });
});

describe('userDocument', () => {
  it('records the consent given when the account was made, dated then', () => {
    const creationDate = new Date('2026-11-28T15:00:00Z');
    const fields = { uid: 'u1', email: 'a@carcajada.test', name: 'Ana', phone: '3001112233', creationDate };
    expect(userDocument({ ...fields, dataConsentVersion: CURRENT }).data_consent).toEqual({
      version: CURRENT,
      accepted_at: creationDate,
    });
    expect(userDocument(fields)).not.toHaveProperty('data_consent');
  });
});
