/** users/{uid}: sign-up with exactly the User fields, profile edits of four fields, ADMIN reads. */
import { describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACCOUNTS, Timestamp, dbFor, signUpDocument, type DocumentData } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();
const NEWCOMER_DOC = `users/${ACCOUNTS.withoutDocument.uid}`;
const OWNER_DOC = `users/${ACCOUNTS.owner.uid}`;
const DAY_MS = 24 * 60 * 60 * 1000;

function withoutField(document: DocumentData, field: string): DocumentData {
  return Object.fromEntries(Object.entries(document).filter(([key]) => key !== field));
}

describe('sign-up: a signed-in user creates their own document', () => {
  it.each([
    { case: 'with the server time', document: signUpDocument('withoutDocument') },
    {
      case: "with the client's clock",
      document: signUpDocument('withoutDocument', { creation_date: Timestamp.now() }),
    },
    { case: 'with an optional address', document: signUpDocument('withoutDocument', { address: 'Calle 1 # 2-3' }) },
  ])('is allowed $case', async ({ document }) => {
    await expectAccess(dbFor(rulesEnv(), 'withoutDocument').doc(NEWCOMER_DOC).set(document), true);
  });

  it.each([
    { attack: 'role ADMIN', overrides: { role: 'ADMIN' } },
    { attack: 'an unknown role', overrides: { role: 'SUPERUSER' } },
    { attack: 'active false', overrides: { active: false } },
    { attack: 'active as a string', overrides: { active: 'true' } },
    { attack: "someone else's email", overrides: { email: ACCOUNTS.other.email } },
    { attack: 'a uid other than the caller', overrides: { uid: ACCOUNTS.owner.uid } },
    { attack: 'a preset city', overrides: { city: 'Bogotá' } },
    { attack: 'a preset profile_url', overrides: { profile_url: 'https://example.com/a.png' } },
    { attack: 'a creation_date days ago', overrides: { creation_date: Timestamp.fromMillis(Date.now() - DAY_MS) } },
    { attack: 'a creation_date days ahead', overrides: { creation_date: Timestamp.fromMillis(Date.now() + DAY_MS) } },
    { attack: 'a creation_date as text', overrides: { creation_date: new Date().toISOString() } },
    { attack: 'an empty name', overrides: { name: '' } },
    { attack: 'a blank name', overrides: { name: '   ' } },
    { attack: 'a 101-character name', overrides: { name: 'a'.repeat(101) } },
    { attack: 'a 9-digit phone', overrides: { phone: '300123456' } },
    { attack: 'an 11-digit phone', overrides: { phone: '30012345678' } },
    { attack: 'a phone with spaces', overrides: { phone: '300 123 4567' } },
    { attack: 'a numeric phone', overrides: { phone: 3001234567 } },
    { attack: 'a 201-character address', overrides: { address: 'a'.repeat(201) } },
    { attack: 'a numeric address', overrides: { address: 42 } },
    { attack: 'an unknown field', overrides: { isVerified: true } },
  ])('is denied with $attack', async ({ overrides }) => {
    const document = signUpDocument('withoutDocument', overrides);
    await expectAccess(dbFor(rulesEnv(), 'withoutDocument').doc(NEWCOMER_DOC).set(document), false);
  });

  it.each(['uid', 'active', 'city', 'creation_date', 'email', 'name', 'phone', 'profile_url', 'role'])(
    'is denied without the %s field',
    async (field) => {
      const document = withoutField(signUpDocument('withoutDocument'), field);
      await expectAccess(dbFor(rulesEnv(), 'withoutDocument').doc(NEWCOMER_DOC).set(document), false);
    },
  );

  it("is denied for another user's document, even with that user's own values", async () => {
    const document = signUpDocument('withoutDocument', { uid: 'rules-someone-else' });
    await expectAccess(dbFor(rulesEnv(), 'withoutDocument').doc('users/rules-someone-else').set(document), false);
  });

  it('is denied when the sign-in token carries no email', async () => {
    const db = rulesEnv().authenticatedContext(ACCOUNTS.withoutDocument.uid).firestore();
    await expectAccess(db.doc(NEWCOMER_DOC).set(signUpDocument('withoutDocument')), false);
  });

  it('is denied for an anonymous visitor', async () => {
    await expectAccess(dbFor(rulesEnv(), 'anonymous').doc(NEWCOMER_DOC).set(signUpDocument('withoutDocument')), false);
  });
});

describe('profile edit: the owner updates name, phone, city and address only', () => {
  const edit = { name: 'Lucía R.', phone: '3019998877', city: 'Cali', address: 'Carrera 7 # 45-10' };

  it('is allowed with update()', async () => {
    await expectAccess(dbFor(rulesEnv(), 'owner').doc(OWNER_DOC).update(edit), true);
  });

  it('is allowed with set(..., { merge: true })', async () => {
    await expectAccess(dbFor(rulesEnv(), 'owner').doc(OWNER_DOC).set(edit, { merge: true }), true);
  });

  it('is allowed to clear the city and the address', async () => {
    await expectAccess(dbFor(rulesEnv(), 'owner').doc(OWNER_DOC).update({ city: '', address: '' }), true);
  });

  it.each([
    { attack: 'role ADMIN', change: { role: 'ADMIN' } },
    { attack: 'a new email', change: { email: 'otra@rules.test' } },
    { attack: 'active false', change: { active: false } },
    { attack: 'a new uid', change: { uid: ACCOUNTS.admin.uid } },
    { attack: 'a new creation_date', change: { creation_date: Timestamp.now() } },
    { attack: 'a profile_url', change: { profile_url: 'https://example.com/a.png' } },
    { attack: 'an unknown field', change: { isVerified: true } },
    { attack: 'an empty name', change: { name: '' } },
    { attack: 'a 9-digit phone', change: { phone: '300123456' } },
    { attack: 'a phone with letters', change: { phone: '300123456a' } },
    { attack: 'a 101-character city', change: { city: 'c'.repeat(101) } },
    { attack: 'a 201-character address', change: { address: 'a'.repeat(201) } },
    { attack: 'a numeric city', change: { city: 7 } },
  ])('is denied with $attack', async ({ change }) => {
    await expectAccess(
      dbFor(rulesEnv(), 'owner')
        .doc(OWNER_DOC)
        .update({ ...edit, ...change }),
      false,
    );
  });

  it('is denied when a full overwrite with set() promotes the role', async () => {
    const db = dbFor(rulesEnv(), 'owner');
    const stored = (await db.doc(OWNER_DOC).get()).data() ?? {};
    await expectAccess(db.doc(OWNER_DOC).set({ ...stored, role: 'ADMIN' }), false);
  });

  it("is denied on another user's document, for a user and for an ADMIN", async () => {
    await expectAccess(dbFor(rulesEnv(), 'other').doc(OWNER_DOC).update(edit), false);
    await expectAccess(dbFor(rulesEnv(), 'admin').doc(OWNER_DOC).update({ role: 'ADMIN' }), false);
  });

  it('is denied to a deactivated account, which may still read its document', async () => {
    const db = dbFor(rulesEnv(), 'inactiveAdmin');
    const ownDoc = db.doc(`users/${ACCOUNTS.inactiveAdmin.uid}`);
    await expectAccess(ownDoc.get(), true);
    await expectAccess(ownDoc.update({ name: 'Sigo Aquí' }), false);
    await expectAccess(ownDoc.update({ active: true }), false);
  });
});

describe('ADMIN power comes only from an active ADMIN user document', () => {
  it.each([
    { actor: 'admin', allowed: true },
    { actor: 'inactiveAdmin', allowed: false },
    { actor: 'withoutDocument', allowed: false },
    { actor: 'other', allowed: false },
  ] as const)("reading another user's document: $actor allowed=$allowed", async ({ actor, allowed }) => {
    await expectAccess(dbFor(rulesEnv(), actor).doc(OWNER_DOC).get(), allowed);
  });

  it('a user cannot list users even filtered on their own uid', async () => {
    const query = dbFor(rulesEnv(), 'owner').collection('users').where('uid', '==', ACCOUNTS.owner.uid);
    await expectAccess(query.get(), false);
  });
});
