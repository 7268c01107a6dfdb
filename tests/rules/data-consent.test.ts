/**
 * users/{uid}.data_consent (Ley 1581 de 2012): an account records only its own
 * consent, to the policy's current version (config/legal), at the time it gives it.
 */
import { describe, it } from 'vitest';
import { DEFAULT_LEGAL_CONFIG, LEGAL_CONFIG_PATH } from '@carcajada/domain';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { dbFor, FieldValue, signUpDocument, Timestamp, ACCOUNTS } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();
const NEWCOMER_DOC = `users/${ACCOUNTS.withoutDocument.uid}`;
const OWNER_DOC = `users/${ACCOUNTS.owner.uid}`;
const CURRENT = DEFAULT_LEGAL_CONFIG.data_policy_version;
const DAY_MS = 24 * 60 * 60 * 1000;

const consent = (version: string = CURRENT, acceptedAt: unknown = FieldValue.serverTimestamp()) => ({
  version,
  accepted_at: acceptedAt,
});

const ATTACKS = [
  { attack: 'an older version', value: consent('2020-01-01') },
  { attack: 'a made-up version', value: consent('9999-12-31') },
  { attack: 'an acceptance days ago', value: consent(CURRENT, Timestamp.fromMillis(Date.now() - DAY_MS)) },
  { attack: 'an acceptance as text', value: consent(CURRENT, new Date().toISOString()) },
  { attack: 'no acceptance time', value: { version: CURRENT } },
  { attack: 'an extra field', value: { ...consent(), ip: '1.2.3.4' } },
  { attack: 'a boolean', value: true },
];

describe('config/legal', () => {
  it('is read by anyone (the pages name the operator) and written by no client', async () => {
    await expectAccess(dbFor(rulesEnv(), 'anonymous').doc(LEGAL_CONFIG_PATH).get(), true);
    await expectAccess(
      dbFor(rulesEnv(), 'admin').doc(LEGAL_CONFIG_PATH).set({ data_policy_version: '2020-01-01' }),
      false,
    );
  });
});

describe('consent at sign-up', () => {
  it('is recorded with the current version at the server time', async () => {
    const document = signUpDocument('withoutDocument', { data_consent: consent() });
    await expectAccess(dbFor(rulesEnv(), 'withoutDocument').doc(NEWCOMER_DOC).set(document), true);
  });

  it.each(ATTACKS)('is denied with $attack', async ({ value }) => {
    const document = signUpDocument('withoutDocument', { data_consent: value });
    await expectAccess(dbFor(rulesEnv(), 'withoutDocument').doc(NEWCOMER_DOC).set(document), false);
  });
});

describe('consent given again (a new version of the policy)', () => {
  it('is written by the account on its own document', async () => {
    await expectAccess(dbFor(rulesEnv(), 'owner').doc(OWNER_DOC).update({ data_consent: consent() }), true);
  });

  it.each(ATTACKS)('is denied with $attack', async ({ value }) => {
    await expectAccess(dbFor(rulesEnv(), 'owner').doc(OWNER_DOC).update({ data_consent: value }), false);
  });

  it("is denied on another account's document, to a user and to an ADMIN", async () => {
    await expectAccess(dbFor(rulesEnv(), 'other').doc(OWNER_DOC).update({ data_consent: consent() }), false);
    await expectAccess(dbFor(rulesEnv(), 'admin').doc(OWNER_DOC).update({ data_consent: consent() }), false);
  });

  it('cannot carry a role change with it', async () => {
    await expectAccess(
      dbFor(rulesEnv(), 'owner').doc(OWNER_DOC).update({ data_consent: consent(), role: 'ADMIN' }),
      false,
    );
  });
});
