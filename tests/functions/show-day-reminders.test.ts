/** The show-day reminder: one mail per live ticket of an active show, none for cancelled or unverified, never twice. */
import { bogotaDateString, formatEventTime, ticketReference } from '@carcajada/domain';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCallable } from '../support/services/callables.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';

const fixtures = new PaymentsFixtures();
const mailIds: string[] = [];
const DAY_MS = 24 * 60 * 60 * 1000;

afterAll(async () => {
  const writer = fixtures.db.bulkWriter();
  for (const id of mailIds) void writer.delete(fixtures.db.doc(`mail/${id}`));
  await writer.close();
  await fixtures.cleanUp();
}, 120_000);

async function admin(): Promise<TestBuyer> {
  const buyer = await fixtures.createAdmin();
  return buyer;
}

async function reminderIds(ticketIds: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const ticketId of ticketIds) {
    const id = `ticket-${ticketId}-reminder`;
    mailIds.push(id);
    if ((await fixtures.db.doc(`mail/${id}`).get()).exists) found.push(id);
  }
  return found;
}

/** A show alone on another Bogotá day far ahead (after the first show's range), and that day. */
async function showAlone(options: { status?: string } = {}): Promise<{ id: string; day: string }> {
  const startsInMs = 700 * DAY_MS + Math.floor(Math.random() * 2000) * DAY_MS;
  const event = await fixtures.createEvent({ startsInMs, ...options });
  return { id: event.id, day: bogotaDateString(event.data.event_date as Date) };
}

/** A paid ticket with its QR, of the verified buyer, for a show. */
function paidTicketFor(eventId: string, qrCode: string): Promise<string> {
  return fixtures.createTicket({
    ...ticketDocument({
      eventId,
      amount: 45_000,
      metadata: { userName: verified.name },
      userId: verified.uid,
      buyerEmail: verified.email,
      ticketStatus: 'paid',
      paymentStatus: 'approved',
    }),
    qrCode,
  });
}

// a show far ahead, alone on its Bogotá day, so the run sees only this file's tickets
let show: { id: string; slug: string; day: string; time: string; name: string; address: string };
const tickets: Record<'paid' | 'free' | 'cancelled' | 'hold' | 'unverified', string> = {
  paid: '',
  free: '',
  cancelled: '',
  hold: '',
  unverified: '',
};
let verified: TestBuyer;

beforeAll(async () => {
  const startsInMs = 400 * DAY_MS + Math.floor(Math.random() * 200) * DAY_MS;
  const event = await fixtures.createEvent({ startsInMs });
  show = {
    id: event.id,
    slug: event.slug,
    day: bogotaDateString(event.data.event_date as Date),
    time: formatEventTime(event.data.event_date as Date),
    name: String(event.data.name),
    address: String(event.data.venue.address),
  };
  verified = await fixtures.createBuyer();
  const unverified = await fixtures.createBuyer({ verified: false });
  const base = { eventId: event.id, amount: 45_000, metadata: { userName: verified.name } };
  const mine = { ...base, userId: verified.uid, buyerEmail: verified.email };
  tickets.paid = await fixtures.createTicket({
    ...ticketDocument({ ...mine, ticketStatus: 'paid', paymentStatus: 'approved' }),
    qrCode: 'CARCAJADA-QR-PRUEBA',
  });
  tickets.free = await fixtures.createTicket(
    ticketDocument({ ...mine, amount: 0, ticketStatus: 'reserved', paymentStatus: 'approved', paymentMethod: 'free' }),
  );
  tickets.cancelled = await fixtures.createTicket(
    ticketDocument({ ...mine, ticketStatus: 'cancelled', paymentStatus: 'approved' }),
  );
  tickets.hold = await fixtures.createTicket(ticketDocument({ ...mine, ticketStatus: 'reserved' }));
  tickets.unverified = await fixtures.createTicket({
    ...ticketDocument({
      ...base,
      userId: unverified.uid,
      buyerEmail: unverified.email,
      ticketStatus: 'paid',
      paymentStatus: 'approved',
    }),
    qrCode: 'CARCAJADA-QR-OTRO',
  });
}, 120_000);

describe('show-day reminders', () => {
  it('one mail per live ticket with time, venue, map and (paid) the QR; none for the rest', async () => {
    const run = await callCallable('sendShowDayRemindersNow', (await admin()).idToken, { day: show.day });
    expect(run).toMatchObject({
      ok: true,
      result: { day: show.day, events: 1, sent: 2, alreadySent: 0, notLive: 2, unverified: 1 },
    });
    expect(await reminderIds(Object.values(tickets))).toEqual([
      `ticket-${tickets.paid}-reminder`,
      `ticket-${tickets.free}-reminder`,
    ]);

    const paid = (await fixtures.db.doc(`mail/ticket-${tickets.paid}-reminder`).get()).data()!;
    expect(paid.to).toBe(verified.email);
    expect(paid.message.subject).toBe(`Hoy es el show: ${show.name}`);
    for (const part of [show.time, show.address, ticketReference(tickets.paid), 'src="cid:ticket-qr"'])
      expect(paid.message.html).toContain(part);
    expect(paid.message.html).toContain('https://www.google.com/maps/search/?api=1&amp;query=');
    expect(paid.message.attachments).toHaveLength(1);
    expect(paid.message.attachments[0]).toMatchObject({ contentType: 'image/png', cid: 'ticket-qr' });

    const free = (await fixtures.db.doc(`mail/ticket-${tickets.free}-reminder`).get()).data()!;
    expect(free.message.attachments).toEqual([]);
    expect(free.message.text).toContain('En la entrada da tu nombre o la referencia.');
  }, 90_000);

  it('a second run of the same morning sends nothing again', async () => {
    // delivery marks the document later; its creation is what a second run must not repeat
    const before = (await fixtures.db.doc(`mail/ticket-${tickets.paid}-reminder`).get()).createTime;
    const run = await callCallable('sendShowDayRemindersNow', (await admin()).idToken, { day: show.day });
    expect(run).toMatchObject({ ok: true, result: { sent: 0, alreadySent: 2 } });
    const after = (await fixtures.db.doc(`mail/ticket-${tickets.paid}-reminder`).get()).createTime;
    expect(after?.isEqual(before!)).toBe(true);
  }, 60_000);

  it('a date turned inactive on its day sends no "Hoy es el show"', async () => {
    const hidden = await showAlone({ status: 'inactive' });
    const ticketId = await paidTicketFor(hidden.id, 'CARCAJADA-QR-OCULTO');
    const run = await callCallable('sendShowDayRemindersNow', (await admin()).idToken, { day: hidden.day });
    expect(run).toMatchObject({ ok: true, result: { day: hidden.day, events: 0, sent: 0 } });
    expect(await reminderIds([ticketId])).toEqual([]);
  }, 60_000);

  it('a run cut off mid-way is finished by the next one, which sends none twice', async () => {
    const event = await showAlone();
    const ids: string[] = [];
    for (const qr of ['CARCAJADA-QR-UNO', 'CARCAJADA-QR-DOS', 'CARCAJADA-QR-TRES'])
      ids.push(await paidTicketFor(event.id, qr));
    const idToken = (await admin()).idToken;

    // the first run may start one mail only: as a busy morning that hits its time limit
    const cut = await callCallable('sendShowDayRemindersNow', idToken, { day: event.day, maxItems: 1 });
    expect(cut).toMatchObject({ ok: true, result: { events: 1, sent: 1, cutOff: true, remaining: 2 } });
    const first = await reminderIds(ids);
    expect(first).toHaveLength(1);
    const firstCreated = (await fixtures.db.doc(`mail/${first[0]}`).get()).createTime;

    const rest = await callCallable('sendShowDayRemindersNow', idToken, { day: event.day });
    expect(rest).toMatchObject({ ok: true, result: { sent: 2, alreadySent: 1, cutOff: false, remaining: 0 } });
    expect(await reminderIds(ids)).toHaveLength(3);
    expect((await fixtures.db.doc(`mail/${first[0]}`).get()).createTime?.isEqual(firstCreated!)).toBe(true);
  }, 90_000);

  it('refuses an on-demand limit that is not a positive whole number', async () => {
    expect(
      await callCallable('sendShowDayRemindersNow', (await admin()).idToken, { day: show.day, maxItems: 0 }),
    ).toMatchObject({ ok: false, details: { reason: 'invalidRequest' } });
  });

  it('only an ADMIN can run it now', async () => {
    const user = await fixtures.createBuyer();
    expect(await callCallable('sendShowDayRemindersNow', user.idToken, {})).toMatchObject({
      ok: false,
      details: { reason: 'adminOnly' },
    });
  });
});
