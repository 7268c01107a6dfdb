/**
 * tickets: the owner, an ADMIN or the show's organizer reads (organizers.test.ts); door staff read
 * none (the admissionList callable); no client ever writes (only Cloud Functions do).
 */
import { describe, expect, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules/suite.js';
import { ACCOUNTS, ACTORS, DOCS, dbFor, ticketFor } from '../support/rules/fixtures.js';
import { expectAccess } from '../support/rules/assert.js';

const rulesEnv = useRulesEnvironment();

describe('reading tickets', () => {
  it("the owner's query (userId == uid, newest first) is allowed and returns only their tickets", async () => {
    const query = dbFor(rulesEnv(), 'owner')
      .collection('tickets')
      .where('userId', '==', ACCOUNTS.owner.uid)
      .orderBy('createdAt', 'desc');
    await expectAccess(query.get(), true);
    expect((await query.get()).docs.map((doc) => doc.id)).toEqual(['owner-ticket']);
  });

  it.each([
    { case: "a filter on another user's id", userIds: [ACCOUNTS.other.uid] },
    { case: 'an in-filter that includes another user', userIds: [ACCOUNTS.owner.uid, ACCOUNTS.other.uid] },
  ])('a user cannot read tickets with $case', async ({ userIds }) => {
    const query = dbFor(rulesEnv(), 'owner').collection('tickets').where('userId', 'in', userIds);
    await expectAccess(query.get(), false);
  });

  it.each(['anonymous', 'owner', 'other', 'inactiveAdmin', 'withoutDocument'] as const)(
    'a list without the userId filter is denied to %s',
    async (actor) => {
      await expectAccess(dbFor(rulesEnv(), actor).collection('tickets').get(), false);
    },
  );

  it("another user cannot get the owner's ticket by id", async () => {
    await expectAccess(dbFor(rulesEnv(), 'other').doc(DOCS.ownerTicket).get(), false);
  });

  it('door staff read no ticket document, not even one of their own show', async () => {
    const db = dbFor(rulesEnv(), 'staffA');
    await expectAccess(db.doc(DOCS.orgATicket).get(), false);
    await expectAccess(db.collection('tickets').where('eventId', '==', 'org-a-hidden').get(), false);
    await expectAccess(dbFor(rulesEnv(), 'organizerA').doc(DOCS.orgATicket).get(), true);
  });

  it("an ADMIN reads any user's tickets, with or without a filter", async () => {
    const tickets = dbFor(rulesEnv(), 'admin').collection('tickets');
    await expectAccess(tickets.where('userId', '==', ACCOUNTS.other.uid).orderBy('createdAt', 'desc').get(), true);
    await expectAccess(tickets.get(), true);
    expect((await tickets.get()).size).toBe(4);
  });
});

describe('no client writes tickets', () => {
  it.each(ACTORS)('%s cannot create a ticket, not even a paid one of their own', async (actor) => {
    const db = dbFor(rulesEnv(), actor);
    const forged = ticketFor('owner', { ticketStatus: 'paid', paymentStatus: 'approved', qrCode: 'CJ1.x.y' });
    await expectAccess(db.collection('tickets').add(forged), false);
  });

  it.each(ACTORS)('%s cannot mark the owner’s ticket paid', async (actor) => {
    const ticket = dbFor(rulesEnv(), actor).doc(DOCS.ownerTicket);
    await expectAccess(ticket.update({ ticketStatus: 'paid', paymentStatus: 'approved' }), false);
    await expectAccess(ticket.set({ qrCode: 'CJ1.owner-ticket.forged' }, { merge: true }), false);
  });
});
