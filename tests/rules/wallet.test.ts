/**
 * The wallet's collections (docs/wallet.md): which copies of a pass exist and the devices'
 * push tokens are the functions' alone; not even the pass's holder reads or writes them.
 */
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACTORS, dbFor, Timestamp, type RulesDb } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();
const PASS = 'wallet_passes/rules-owner-ticket';
const REGISTRATION = 'wallet_registrations/device1_rules-owner-ticket';

const registration = (holderUid: string) => ({
  deviceLibraryIdentifier: 'device1',
  passTypeIdentifier: 'pass.co.carcajada.entrada',
  serialNumber: 'rules-owner-ticket',
  pushToken: 'abc123',
  holderUid,
});

beforeEach(async () => {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc(PASS).set({
      ticketId: 'rules-owner-ticket',
      eventId: 'active-show',
      holders: ['rules-owner'],
      updatedAt: Timestamp.now(),
    });
    await db.doc(REGISTRATION).set(registration('rules-owner'));
  });
});

type Request = (db: RulesDb) => Promise<unknown>;

const REQUESTS: [string, Request][] = [
  ['gets a pass record', (db) => db.doc(PASS).get()],
  [
    'lists pass records',
    (db) => db.collection('wallet_passes').where('holders', 'array-contains', 'rules-owner').get(),
  ],
  ['writes a pass record', (db) => db.doc(PASS).set({ ticketId: 'rules-owner-ticket', holders: ['rules-owner'] })],
  ['gets a registration', (db) => db.doc(REGISTRATION).get()],
  ['lists registrations', (db) => db.collection('wallet_registrations').where('holderUid', '==', 'rules-owner').get()],
  [
    'registers a device',
    (db) => db.doc('wallet_registrations/device2_rules-owner-ticket').set(registration('rules-owner')),
  ],
  ['changes a push token', (db) => db.doc(REGISTRATION).update({ pushToken: 'other' })],
  ['removes a registration', (db) => db.doc(REGISTRATION).delete()],
];

describe('wallet_passes and wallet_registrations', () => {
  for (const [what, request] of REQUESTS)
    it.each(ACTORS)(`nobody ${what} (%s)`, async (actor) => {
      await expectAccess(request(dbFor(rulesEnv(), actor)), false);
    });
});
