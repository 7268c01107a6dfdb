/** Door admissions (admittedCount, firstAdmittedAt) are written only by `checkInTicket`, never by a client. */
import { describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACTORS, DOCS, FieldValue, Timestamp, dbFor, ticketFor } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();

describe('no client records admissions', () => {
  it.each(ACTORS)('%s cannot set admittedCount on a ticket', async (actor) => {
    const ticket = dbFor(rulesEnv(), actor).doc(DOCS.ownerTicket);
    await expectAccess(ticket.update({ admittedCount: 1 }), false);
    await expectAccess(ticket.update({ admittedCount: FieldValue.increment(1) }), false);
    await expectAccess(ticket.set({ admittedCount: 0 }, { merge: true }), false);
  });

  it.each(ACTORS)('%s cannot set firstAdmittedAt on a ticket', async (actor) => {
    const ticket = dbFor(rulesEnv(), actor).doc(DOCS.ownerTicket);
    await expectAccess(ticket.update({ firstAdmittedAt: Timestamp.now() }), false);
    await expectAccess(ticket.update({ firstAdmittedAt: FieldValue.delete() }), false);
  });

  it.each(ACTORS)('%s cannot record an admission on the other ticket either', async (actor) => {
    const ticket = dbFor(rulesEnv(), actor).doc(DOCS.otherTicket);
    await expectAccess(ticket.update({ admittedCount: 1, firstAdmittedAt: Timestamp.now() }), false);
  });

  it.each(ACTORS)('%s cannot create a ticket that is already admitted', async (actor) => {
    const forged = ticketFor('owner', { admittedCount: 0, firstAdmittedAt: Timestamp.now() });
    await expectAccess(dbFor(rulesEnv(), actor).collection('tickets').add(forged), false);
  });

  it('an ADMIN reads a show’s tickets (tickets where eventId == X)', async () => {
    const query = dbFor(rulesEnv(), 'admin').collection('tickets').where('eventId', '==', ticketFor('owner').eventId);
    await expectAccess(query.get(), true);
  });

  it('door staff read their show’s admission list only through admissionList, not from Firestore', async () => {
    const query = dbFor(rulesEnv(), 'staffA').collection('tickets').where('eventId', '==', 'org-a-hidden');
    await expectAccess(query.get(), false);
  });
});
