import { afterAll, describe, expect, it } from 'vitest';
import type { MyDataExport } from '@carcajada/domain';
import { callCallable, callCancelTicket } from '../support/services/callables.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { TypesFixtures } from '../support/fixtures/ticket-types.js';

/** Ley 1581 de 2012 through the callables: the export of an account's data and its deletion. */
const fixtures = new PaymentsFixtures();
const types = new TypesFixtures(fixtures);

afterAll(async () => {
  await types.cleanUp();
  await fixtures.cleanUp();
}, 120_000);

describe('exportMyData', () => {
  it("answers the account's profile, tickets and mails, without other people's data", async () => {
    const [owner, someoneElse] = [await fixtures.createBuyer(), await fixtures.createBuyer()];
    const show = await fixtures.createEvent({ ticketPrice: 0, capacity: 20 });
    const reserve = (buyer: TestBuyer) => types.buy(buyer, show.id, { price: 0, quantity: 2 });
    const [mine, theirs] = [await reserve(owner), await reserve(someoneElse)];
    if (!mine.ok || !theirs.ok) throw new Error('reservation failed');

    expect(await callCallable('exportMyData', null, {})).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
    const outcome = await callCallable<MyDataExport>('exportMyData', owner.idToken, {});
    if (!outcome.ok) throw new Error(`exportMyData failed: ${outcome.status} ${outcome.message}`);
    const data = outcome.result;
    expect(data.profile).toMatchObject({ uid: owner.uid, email: owner.email });
    expect(data.tickets.map((ticket) => ticket.id)).toEqual([mine.result.ticketId]);
    expect(data.tickets[0]).toMatchObject({ eventId: show.id, quantity: 2, paymentMethod: 'free' });
    // a credential and other accounts' ids are not personal data of this account
    for (const field of ['qrCode', 'userId', 'transferredFrom', 'paymentId'])
      expect(data.tickets[0]).not.toHaveProperty(field);
    expect(typeof data.tickets[0]!.createdAt).toBe('string');
    expect(JSON.stringify(data)).not.toContain(someoneElse.email);
    expect(JSON.stringify(data)).not.toContain(theirs.result.ticketId);
    expect(data.waitlist).toEqual([]);
    expect(data.mails.every((mail) => typeof mail.id === 'string' && typeof mail.subject === 'string')).toBe(true);
  });
});

describe('deleteMyAccount', () => {
  it('waits for live tickets and pending payments, then forgets the person and keeps the money', async () => {
    const buyer = await fixtures.createBuyer();
    const free = await fixtures.createEvent({ ticketPrice: 0, capacity: 20 });
    const paid = await fixtures.createEvent({ ticketPrice: 160_000, capacity: 20 });
    const reservation = await types.buy(buyer, free.id, { price: 0, quantity: 2 });
    if (!reservation.ok) throw new Error('reservation failed');
    const refusedLive = await callCallable('deleteMyAccount', buyer.idToken, {});
    expect(refusedLive).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'liveTicketsFirst' },
    });
    expect(await callCancelTicket(buyer.idToken, { ticketId: reservation.result.ticketId })).toMatchObject({
      ok: true,
    });

    // a checkout not paid yet is a pending payment: refused too
    const checkout = await types.buy(buyer, paid.id, { price: 160_000, quantity: 1 });
    if (!checkout.ok) throw new Error('checkout failed');
    expect(await callCallable('deleteMyAccount', buyer.idToken, {})).toMatchObject({
      details: { reason: 'liveTicketsFirst' },
    });
    expect(await callCancelTicket(buyer.idToken, { ticketId: checkout.result.ticketId })).toMatchObject({ ok: true });
    const before = await fixtures.ticket(checkout.result.ticketId);

    const deleted = await callCallable('deleteMyAccount', buyer.idToken, {});
    expect(deleted).toMatchObject({ ok: true, result: { deleted: true, tickets: 2 } });
    for (const id of [reservation.result.ticketId, checkout.result.ticketId]) {
      const ticket = await fixtures.ticket(id);
      expect(ticket).toMatchObject({ userId: '', buyerEmail: '', buyerPhone: '', accountDeleted: true });
      expect(ticket.metadata.userName).toBe('');
      expect(JSON.stringify(ticket)).not.toContain(buyer.email);
    }
    // the money fields stay for accounting
    expect(await fixtures.ticket(checkout.result.ticketId)).toMatchObject({
      amount: before.amount,
      price: before.price,
      parafiscal: 16_000,
    });
    expect((await fixtures.db.doc(`users/${buyer.uid}`).get()).exists).toBe(false);
    const { getAuth } = await import('firebase-admin/auth');
    await expect(getAuth(fixtures.app).getUser(buyer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await Promise.all(
      [reservation.result.ticketId, checkout.result.ticketId].map((id) => fixtures.db.doc(`tickets/${id}`).delete()),
    );
  });
});
