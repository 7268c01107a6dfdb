/**
 * The buyer's rights over what belongs to an account (ACCOUNT_RECORDS, by uid): the queue's draw
 * stays unreadable before the opening, deletion ends queue and waitlist places, one verified
 * address holds one place per date across a deleted account and a new one; mails and exports go
 * by uid, never by an address a new account took over; no deletion while Mercado Pago still holds a
 * payment open; a deleted seller's tills read "Cuenta eliminada"; the export lists tickets the
 * account paid for and gave away, without who holds them now; offers of a new date are exported
 * and deleted with the account.
 */
import { StandInControl } from '@carcajada/mp-standin';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { DELETED_ACCOUNT_NAME, userDocument, type MyDataExport } from '@carcajada/domain';
import { PaymentsFixtures, signIn, type TestBuyer } from '../support/fixtures/harness.js';
import {
  callCallable,
  callCancelTicket,
  callCreateTicketPreference,
  callJoinQueue,
  ticketPayload,
} from '../support/services/callables.js';
import { STANDIN_URL, WEBHOOK_URL } from '../support/services/env.js';

const MINUTE_MS = 60_000;
const PASSWORD = 'Risas2026!';
const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
/** Documents of deleted accounts (their tickets no longer name them) and of the queue. */
const leftovers: string[] = [];
const eventIds: string[] = [];
const newAccounts: string[] = [];

afterAll(async () => {
  for (const eventId of eventIds)
    for (const collection of ['queue', 'queue_draw', 'queue_addresses', 'waitlist'])
      for (const doc of (await fixtures.db.collection(collection).where('eventId', '==', eventId).get()).docs)
        leftovers.push(doc.ref.path);
  const writer = fixtures.db.bulkWriter();
  for (const path of leftovers) void writer.delete(fixtures.db.doc(path));
  await writer.close();
  if (newAccounts.length) await getAuth(fixtures.app).deleteUsers(newAccounts);
  await fixtures.cleanUp();
}, 180_000);

async function exportOf(buyer: TestBuyer): Promise<MyDataExport> {
  const outcome = await callCallable<MyDataExport>('exportMyData', buyer.idToken, {});
  if (!outcome.ok) throw new Error(`exportMyData failed: ${outcome.status} ${outcome.message}`);
  return outcome.result;
}

function deleteAccount(buyer: TestBuyer) {
  return callCallable('deleteMyAccount', buyer.idToken, {});
}

/** A new verified account signing up with the address a deleted one had. */
async function newAccountWith(email: string): Promise<TestBuyer> {
  const uid = `again-${fixtures.runId}-${newAccounts.length}`;
  newAccounts.push(uid);
  await getAuth(fixtures.app).createUser({ uid, email, password: PASSWORD, emailVerified: true });
  const name = `Otra persona ${uid}`;
  await fixtures.db
    .doc(`users/${uid}`)
    .set(userDocument({ uid, email, name, phone: '3007654321', city: 'Cali', active: true }));
  leftovers.push(`users/${uid}`);
  return { uid, email, name, idToken: await signIn(email) };
}

async function freeReservation(buyer: TestBuyer, eventId: string, quantity = 1): Promise<string> {
  const outcome = await callCreateTicketPreference<{ ticketId: string }>(
    buyer.idToken,
    ticketPayload(buyer, eventId, quantity, 0),
  );
  if (!outcome.ok) throw new Error(`reservation failed: ${outcome.status} ${outcome.message}`);
  leftovers.push(`tickets/${outcome.result.ticketId}`);
  return outcome.result.ticketId;
}

describe('the queue and the waitlist', () => {
  it('hide the draw before the opening; deletion ends the places; one address, one place per date', async () => {
    const queued = await fixtures.createEvent({ ticketPrice: 0, capacity: 20 });
    eventIds.push(queued.id);
    await fixtures.db
      .doc(`events/${queued.id}`)
      .update({ sale_opens_at: Timestamp.fromMillis(Date.now() + 10 * MINUTE_MS), queue: true });
    const soldOut = await fixtures.createEvent({ ticketPrice: 0, capacity: 1 });
    eventIds.push(soldOut.id);
    await freeReservation(await fixtures.createBuyer(), soldOut.id);

    const buyer = await fixtures.createBuyer();
    expect(await callJoinQueue(buyer, queued.id, '198.51.100.41')).toMatchObject({
      ok: true,
      result: { status: 'waiting', position: null },
    });
    // the entry its account reads says nothing of its order in the draw
    const entryPath = `queue/${queued.id}_${buyer.uid}`;
    expect((await fixtures.db.doc(entryPath).get()).data()).not.toHaveProperty('rank');
    expect(await callCallable('joinWaitlist', buyer.idToken, { eventId: soldOut.id, quantity: 1 })).toMatchObject({
      ok: true,
    });

    expect(await deleteAccount(buyer)).toMatchObject({ ok: true, result: { deleted: true } });
    expect((await fixtures.db.doc(entryPath).get()).get('status')).toBe('expired');
    expect((await fixtures.db.doc(`waitlist/${soldOut.id}_${buyer.uid}`).get()).get('status')).toBe('left');

    // the same address in a new account: no second place for that date
    const again = await newAccountWith(buyer.email);
    expect(await callJoinQueue(again, queued.id, '198.51.100.42')).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'queuePlaceTaken' },
    });
    expect((await fixtures.db.doc(`queue/${queued.id}_${again.uid}`).get()).exists).toBe(false);
  });
});

describe('offers of a new date', () => {
  it('are exported by uid and go with the account', async () => {
    const [source, opened] = [
      await fixtures.createEvent({ ticketPrice: 0, capacity: 1 }),
      await fixtures.createEvent({ ticketPrice: 0, capacity: 4 }),
    ];
    const buyer = await fixtures.createBuyer();
    const offerPath = `priority_offers/${opened.id}_${buyer.uid}`;
    leftovers.push(offerPath);
    const until = Timestamp.fromMillis(Date.now() + 60 * MINUTE_MS);
    await fixtures.db.doc(offerPath).set({
      eventId: opened.id,
      fromEventId: source.id,
      userId: buyer.uid,
      seats: 2,
      order: 1,
      offeredAt: Timestamp.now(),
      until,
    });
    expect((await exportOf(buyer)).priorityOffers).toEqual([
      {
        id: `${opened.id}_${buyer.uid}`,
        eventId: opened.id,
        fromEventId: source.id,
        seats: 2,
        order: 1,
        offeredAt: expect.any(String),
        until: until.toDate().toISOString(),
      },
    ]);
    expect(await deleteAccount(buyer)).toMatchObject({ ok: true });
    expect((await fixtures.db.doc(offerPath).get()).exists).toBe(false);
  });
});

describe('mails and the export', () => {
  it("go by the account's uid: a new account on the same address sees none of the old one's", async () => {
    const show = await fixtures.createEvent({ ticketPrice: 0, capacity: 20 });
    const buyer = await fixtures.createBuyer();
    const ticketId = await freeReservation(buyer, show.id, 2);
    const mailPath = `mail/ticket-${ticketId}-confirmed`;
    leftovers.push(mailPath);
    expect((await fixtures.db.doc(mailPath).get()).data()).toMatchObject({ to: buyer.email, recipientUid: buyer.uid });
    expect((await exportOf(buyer)).mails.map((mail) => mail.id)).toContain(`ticket-${ticketId}-confirmed`);
    expect(await callCancelTicket(buyer.idToken, { ticketId })).toMatchObject({ ok: true });

    expect(await deleteAccount(buyer)).toMatchObject({ ok: true });
    // the mail keeps what was sent (id, subject), not to whom nor the name in it
    const mail = (await fixtures.db.doc(mailPath).get()).data()!;
    expect(mail).toMatchObject({ to: '', recipientUid: '', message: { text: '', html: '', attachments: [] } });
    expect(JSON.stringify(mail)).not.toContain(buyer.email);
    expect(JSON.stringify(mail)).not.toContain(buyer.name);

    const again = await newAccountWith(buyer.email);
    const data = await exportOf(again);
    expect(data.mails).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(ticketId);
  });

  it('lists the tickets the account paid for and gave away whole, without who holds them now', async () => {
    const show = await fixtures.createEvent({ ticketPrice: 0, capacity: 20 });
    const [giver, friend] = [await fixtures.createBuyer(), await fixtures.createBuyer()];
    const ticketId = await freeReservation(giver, show.id, 2);
    expect(await callCallable('transferTicket', giver.idToken, { ticketId, email: friend.email })).toMatchObject({
      ok: true,
      result: { ticketId, whole: true },
    });
    const data = await exportOf(giver);
    expect(data.tickets).toEqual([]);
    expect(data.givenTickets).toEqual([
      expect.objectContaining({ id: ticketId, eventId: show.id, quantity: 2, paymentMethod: 'free' }),
    ]);
    for (const field of ['userId', 'buyerEmail', 'buyerPhone', 'metadata', 'qrCode', 'transferredFrom'])
      expect(data.givenTickets[0]).not.toHaveProperty(field);
    expect(JSON.stringify(data.givenTickets)).not.toContain(friend.email);
    expect(JSON.stringify(data.givenTickets)).not.toContain(friend.name);
    // the friend's export has it among its own tickets, not among the given ones
    const theirs = await exportOf(friend);
    expect(theirs.tickets.map((ticket) => ticket.id)).toEqual([ticketId]);
    expect(theirs.givenTickets).toEqual([]);
  });
});

/** A payment at the stand-in for a ticket (its external reference), left pending and not notified. */
async function pendingPaymentFor(ticketId: string): Promise<void> {
  const response = await fetch(`${STANDIN_URL}/checkout/preferences`, {
    method: 'POST',
    headers: { authorization: 'Bearer TEST-demo-access-token', 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [{ title: 'Entrada', quantity: 1, unit_price: 50_000, currency_id: 'COP' }],
      external_reference: ticketId,
      notification_url: `${WEBHOOK_URL}?source_news=webhooks`,
    }),
  });
  const preference = (await response.json()) as { id: string };
  const { payment } = await standIn.payPreference(preference.id, 'pending', { notify: false });
  fixtures.rememberPayment(payment.id);
}

describe('deleteMyAccount', () => {
  it('waits while Mercado Pago holds a payment open for a hold that ended', async () => {
    const buyer = await fixtures.createBuyer();
    const show = await fixtures.createEvent({ ticketPrice: 50_000, capacity: 20 });
    const expired = {
      userId: buyer.uid,
      eventId: show.id,
      quantity: 1,
      amount: 50_000,
      ticketStatus: 'cancelled',
      paymentStatus: 'pending',
      paymentMethod: 'mercadopago',
      cancelReason: 'hold_expired',
      paymentId: null,
      seatsReleased: true,
    };
    // the PSE transfer the bank still shows pending, its news never arrived
    const ticketId = await fixtures.createTicket(expired);
    await pendingPaymentFor(ticketId);
    expect(await deleteAccount(buyer)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'liveTicketsFirst' },
    });
    // one reported pending before the hold ended: refused without asking
    const reported = await fixtures.createTicket({ ...expired, providerStatus: 'in_process' });
    await fixtures.db.doc(`tickets/${ticketId}`).update({ cancelReason: 'user_cancelled' });
    expect(await deleteAccount(buyer)).toMatchObject({ ok: false, details: { reason: 'liveTicketsFirst' } });

    // once nothing is open, it goes
    await fixtures.db.doc(`tickets/${reported}`).update({ providerStatus: 'rejected' });
    expect(await deleteAccount(buyer)).toMatchObject({ ok: true, result: { deleted: true, tickets: 2 } });
  });

  it("renames a deleted seller's tills for the organizer", async () => {
    const seller = await fixtures.createBuyer();
    const show = await fixtures.createEvent({ ticketPrice: 30_000, capacity: 20 });
    const shift = fixtures.db.doc(`events/${show.id}/box_office_shifts/turno-1`);
    await shift.set({ eventId: show.id, soldBy: seller.uid, sellerName: seller.name, cash: 60_000 });
    expect(await deleteAccount(seller)).toMatchObject({ ok: true });
    expect((await shift.get()).data()).toMatchObject({ sellerName: DELETED_ACCOUNT_NAME, cash: 60_000 });
  });
});
