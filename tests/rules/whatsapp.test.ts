/**
 * WhatsApp (contract v6): users/{uid}.whatsapp_consent is the account's own, to a Colombian
 * mobile and the consent text's current version, dated now; withdrawn by setting withdrawn_at.
 * whatsapp_messages are read by the account they were sent to and written by no client.
 */
import { describe, it } from 'vitest';
import { DEFAULT_LEGAL_CONFIG } from '@carcajada/domain';
import { databaseUnchanged, useRulesEnvironment } from '../support/rules/suite.js';
import { dbFor, FieldValue, Timestamp, ACCOUNTS } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();
const OWNER_DOC = `users/${ACCOUNTS.owner.uid}`;
const CURRENT = DEFAULT_LEGAL_CONFIG.whatsapp_consent_version;
const DAY_MS = 24 * 60 * 60 * 1000;
const PHONE = '573001234567';

const consent = (phone = PHONE, version: string = CURRENT, acceptedAt: unknown = FieldValue.serverTimestamp()) => ({
  phone,
  version,
  accepted_at: acceptedAt,
});

const ATTACKS = [
  { attack: 'a number without the country code', value: consent('3001234567') },
  { attack: 'a landline', value: consent('576011234567') },
  { attack: 'a number of another country', value: consent('5213001234567') },
  { attack: 'the data policy version', value: consent(PHONE, DEFAULT_LEGAL_CONFIG.data_policy_version) },
  { attack: 'a made-up version', value: consent(PHONE, '9999-12-31') },
  { attack: 'an acceptance days ago', value: consent(PHONE, CURRENT, Timestamp.fromMillis(Date.now() - DAY_MS)) },
  { attack: 'no acceptance time', value: { phone: PHONE, version: CURRENT } },
  { attack: 'an extra field', value: { ...consent(), ip: '1.2.3.4' } },
  { attack: 'withdrawn before it was given', value: { ...consent(), withdrawn_at: FieldValue.serverTimestamp() } },
  { attack: 'a boolean', value: true },
];

async function storeConsent(fields: Record<string, unknown>): Promise<void> {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(OWNER_DOC).update({ whatsapp_consent: fields });
  });
}

const ACCEPTED_AT = Timestamp.fromMillis(Date.now() - DAY_MS);
const stored = { phone: PHONE, version: CURRENT, accepted_at: ACCEPTED_AT };

describe('users/{uid}.whatsapp_consent given', () => {
  it('is written by the account with a Colombian mobile, the current version, now', async () => {
    await expectAccess(dbFor(rulesEnv(), 'owner').doc(OWNER_DOC).update({ whatsapp_consent: consent() }), true);
  });

  it.each(ATTACKS)('is denied with $attack', async ({ value }) => {
    await expectAccess(dbFor(rulesEnv(), 'owner').doc(OWNER_DOC).update({ whatsapp_consent: value }), false);
    databaseUnchanged();
  });

  it("is denied on another account's document, to a user and to an ADMIN", async () => {
    await expectAccess(dbFor(rulesEnv(), 'other').doc(OWNER_DOC).update({ whatsapp_consent: consent() }), false);
    await expectAccess(dbFor(rulesEnv(), 'admin').doc(OWNER_DOC).update({ whatsapp_consent: consent() }), false);
    databaseUnchanged();
  });

  it('cannot carry a role change with it', async () => {
    await expectAccess(
      dbFor(rulesEnv(), 'owner').doc(OWNER_DOC).update({ whatsapp_consent: consent(), role: 'ADMIN' }),
      false,
    );
    databaseUnchanged();
  });

  it('is given again after a withdrawal, without withdrawn_at', async () => {
    await storeConsent({ ...stored, withdrawn_at: ACCEPTED_AT });
    await expectAccess(
      dbFor(rulesEnv(), 'owner')
        .doc(OWNER_DOC)
        .update({ whatsapp_consent: consent('573109876543') }),
      true,
    );
  });
});

describe('users/{uid}.whatsapp_consent withdrawn', () => {
  const withdrawal = (changes: Record<string, unknown> = {}) => ({
    whatsapp_consent: { ...stored, withdrawn_at: FieldValue.serverTimestamp(), ...changes },
  });

  it('is withdrawn by the account: withdrawn_at set now, the rest kept', async () => {
    await storeConsent(stored);
    await expectAccess(dbFor(rulesEnv(), 'owner').doc(OWNER_DOC).update(withdrawal()), true);
  });

  it.each([
    { attack: 'a withdrawal dated days ago', changes: { withdrawn_at: ACCEPTED_AT } },
    { attack: 'another number slipped in', changes: { phone: '573109876543' } },
    { attack: 'an acceptance time moved', changes: { accepted_at: Timestamp.now() } },
    { attack: 'an extra field', changes: { reason: 'x' } },
  ])('is denied with $attack', async ({ changes }) => {
    await storeConsent(stored);
    await expectAccess(dbFor(rulesEnv(), 'owner').doc(OWNER_DOC).update(withdrawal(changes)), false);
  });

  it("is denied on another account's consent", async () => {
    await storeConsent(stored);
    await expectAccess(dbFor(rulesEnv(), 'other').doc(OWNER_DOC).update(withdrawal()), false);
  });
});

describe('whatsapp_messages', () => {
  const OWNER_MESSAGE = 'whatsapp_messages/owner-ticket_entrada_confirmada';
  const message = {
    ticketId: 'owner-ticket',
    userId: ACCOUNTS.owner.uid,
    template: 'entrada_confirmada',
    waMessageId: 'wamid.TEST',
    status: 'delivered',
    updatedAt: Timestamp.now(),
  };

  async function storeMessage(): Promise<void> {
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(OWNER_MESSAGE).set(message);
    });
  }

  it("are read by the ticket's holder, by id and in a list filtered on their uid", async () => {
    await storeMessage();
    const db = dbFor(rulesEnv(), 'owner');
    await expectAccess(db.doc(OWNER_MESSAGE).get(), true);
    await expectAccess(db.collection('whatsapp_messages').where('userId', '==', ACCOUNTS.owner.uid).get(), true);
  });

  it('are read by nobody else, not even an ADMIN, and never listed unfiltered', async () => {
    await storeMessage();
    await expectAccess(dbFor(rulesEnv(), 'other').doc(OWNER_MESSAGE).get(), false);
    await expectAccess(dbFor(rulesEnv(), 'admin').doc(OWNER_MESSAGE).get(), false);
    await expectAccess(dbFor(rulesEnv(), 'anonymous').doc(OWNER_MESSAGE).get(), false);
    await expectAccess(dbFor(rulesEnv(), 'owner').collection('whatsapp_messages').get(), false);
  });

  it('are written by no client, not even the holder', async () => {
    await storeMessage();
    const db = dbFor(rulesEnv(), 'owner');
    await expectAccess(db.doc(OWNER_MESSAGE).update({ status: 'read' }), false);
    await expectAccess(db.doc('whatsapp_messages/owner-ticket_funcion_movida').set(message), false);
    await expectAccess(db.doc(OWNER_MESSAGE).delete(), false);
  });
});
