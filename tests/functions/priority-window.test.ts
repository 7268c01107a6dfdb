/**
 * Another date from the demand (contract "Sold out is a beginning"): a date saved with
 * `priorityFromEventId` carries `priority: { fromEventId, until }`; its offers go out at once to the
 * sold-out date's waitlist, then the places its queue left waiting, as far as its seats cover;
 * during the window only those accounts price or buy it, up to their seats; then everyone can.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@carcajada/whatsapp-standin';
import {
  addCalendarDays,
  bogotaDateString,
  DEFAULT_LEGAL_CONFIG,
  OFFERS_PER_CHUNK,
  whatsappMessageId,
  type EventFormInput,
  type SaveEventResult,
} from '@carcajada/domain';
import { callCallable, callCreateTicketPreference, ticketPayload } from '../support/services/callables.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { createBuyers } from '../support/fixtures/purchases.js';
import { eventually } from '../support/eventually.js';
import { BALCON_PRICE, SmallTheatre } from '../support/seating/small-theatre.js';

const fixtures = new PaymentsFixtures();
const theatre = new SmallTheatre(fixtures);
const WHATSAPP_URL = process.env.WHATSAPP_STANDIN_URL ?? 'http://127.0.0.1:8097';
const HOUR_MS = 60 * 60_000;
const eventIds: string[] = [];
let admin: TestBuyer;
let organizer: TestBuyer;
let otherOrganizer: TestBuyer;
let organizerId: string;
let otherOrganizerId: string;

beforeAll(async () => {
  [admin, organizer, otherOrganizer] = [
    await fixtures.createAdmin(),
    await fixtures.createBuyer(),
    await fixtures.createBuyer(),
  ];
  organizerId = await fixtures.createOrganizer(organizer);
  otherOrganizerId = await fixtures.createOrganizer(otherOrganizer);
}, 120_000);

afterAll(async () => {
  const writer = fixtures.db.bulkWriter();
  for (const eventId of eventIds) {
    for (const collection of ['queue', 'waitlist', 'tickets', 'priority_offers']) {
      const docs = await fixtures.db.collection(collection).where('eventId', '==', eventId).get();
      for (const doc of docs.docs) void writer.delete(doc.ref);
    }
    const slugs = await fixtures.db.collection('event_slugs').where('eventId', '==', eventId).get();
    for (const doc of slugs.docs) void writer.delete(doc.ref);
    void writer.delete(fixtures.db.doc(`queues/${eventId}`));
  }
  await writer.close();
  for (const eventId of eventIds) await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${eventId}`));
  await theatre.cleanUp();
  await fixtures.cleanUp();
}, 120_000);

/** A sold-out date of `owner` (free, one seat, nothing left). */
async function soldOutDate(owner = organizerId): Promise<string> {
  const event = await fixtures.createEvent({ capacity: 1, seatsLeft: 0, ticketPrice: 0 });
  eventIds.push(event.id);
  await fixtures.db.doc(`events/${event.id}`).update({ organizerId: owner });
  return event.id;
}

async function onWaitlist(eventId: string, buyer: TestBuyer, quantity: number, atMs: number, status = 'waiting') {
  await fixtures.db.doc(`waitlist/${eventId}_${buyer.uid}`).set({
    eventId,
    ticketTypeId: null,
    userId: buyer.uid,
    quantity,
    status,
    createdAt: Timestamp.fromMillis(atMs),
    offerExpiresAt: null,
  });
}

/** A place of the date's queue that ended: still waiting at the sell-out, or a turn not used. */
async function queuePlace(eventId: string, buyer: TestBuyer, rank: number, admitted = false) {
  await fixtures.db.doc(`queue/${eventId}_${buyer.uid}`).set({
    eventId,
    userId: buyer.uid,
    joinedAt: Timestamp.now(),
    rank,
    status: 'expired',
    position: rank,
    admittedAt: admitted ? Timestamp.now() : null,
    turnExpiresAt: admitted ? Timestamp.now() : null,
  });
}

const inTwoWeeks = addCalendarDays(bogotaDateString(new Date()), 14);

function form(overrides: Partial<EventFormInput> = {}): EventFormInput {
  return {
    name: `Otra función ${randomUUID().slice(0, 8)}`,
    description: 'La función que abrió la demanda.',
    city: 'Bogotá',
    venueName: 'Teatro Pequeño',
    venueAddress: 'Calle 1 # 2-3',
    date: inTwoWeeks,
    time: '20:00',
    ticketPrice: 0,
    capacity: 4,
    coverImageUrl: '/images/events/poster-2.jpg',
    eventType: 'internal',
    externalUrl: '',
    isRecurring: false,
    recurrencePattern: '',
    status: 'active',
    pulepCode: 'PRUEBA-001',
    ...overrides,
  };
}

async function openAnother(by: TestBuyer, fromEventId: string, extra: DocumentData = {}, event = form()) {
  const outcome = await callCallable<SaveEventResult>('saveEvent', by.idToken, {
    event,
    priorityFromEventId: fromEventId,
    ...extra,
  });
  if (outcome.ok) eventIds.push(outcome.result.eventId);
  return outcome;
}

async function opened(fromEventId: string, extra: DocumentData = {}, event = form()): Promise<string> {
  const outcome = await openAnother(organizer, fromEventId, extra, event);
  if (!outcome.ok) throw new Error(`saveEvent failed: ${outcome.status} ${outcome.message}`);
  return outcome.result.eventId;
}

async function offersOf(eventId: string): Promise<DocumentData[]> {
  const docs = (await fixtures.db.collection('priority_offers').where('eventId', '==', eventId).get()).docs;
  return docs.map((doc) => doc.data()).sort((a, b) => a.order - b.order);
}

async function priorityMails(eventId: string): Promise<string[]> {
  const offers = (await fixtures.db.collection('priority_offers').where('eventId', '==', eventId).get()).docs;
  const mails = await Promise.all(offers.map((offer) => fixtures.db.doc(`mail/priority-${offer.id}`).get()));
  return mails.filter((mail) => mail.exists).map((mail) => mail.id);
}

const reserve = (buyer: TestBuyer, eventId: string, quantity = 1) =>
  callCreateTicketPreference<{ ticketId: string }>(buyer.idToken, ticketPayload(buyer, eventId, quantity, 0));
const preview = (buyer: TestBuyer | null, eventId: string, quantity = 1) =>
  callCallable('previewOrder', buyer?.idToken ?? null, { eventId, quantity });

describe('the offers of another date', () => {
  it('go out in order, waitlist then the queue left waiting, as far as the seats cover, each with its mail', async () => {
    const sourceId = await soldOutDate();
    const [first, second, third, fourth, bought, turnUsed] = await createBuyers(fixtures, 6);
    const start = Date.now() - HOUR_MS;
    await onWaitlist(sourceId, second!, 1, start + 2000);
    await onWaitlist(sourceId, first!, 2, start + 1000, 'offered');
    await onWaitlist(sourceId, bought!, 1, start, 'bought');
    await queuePlace(sourceId, turnUsed!, 1, true);
    await queuePlace(sourceId, third!, 2);
    await queuePlace(sourceId, first!, 3);
    await queuePlace(sourceId, fourth!, 4);
    await fixtures.db.doc(`queues/${sourceId}`).set({ waiting: 0, soldOut: true });

    const before = Date.now();
    const eventId = await opened(sourceId, { priorityHours: 2 });
    const stored = (await fixtures.db.doc(`events/${eventId}`).get()).data()!;
    expect(stored.priority.fromEventId).toBe(sourceId);
    const until = (stored.priority.until as Timestamp).toMillis();
    expect(until).toBeGreaterThanOrEqual(before + 2 * HOUR_MS - 5000);
    expect(until).toBeLessThanOrEqual(Date.now() + 2 * HOUR_MS + 5000);

    // 4 seats: first (2), second (1), then the queue's rank 2 (1); rank 4 is past the seats
    const offers = await offersOf(eventId);
    expect(offers.map((offer) => [offer.userId, offer.seats, offer.order])).toEqual([
      [first!.uid, 2, 1],
      [second!.uid, 1, 2],
      [third!.uid, 1, 3],
    ]);
    expect(offers[0]).toMatchObject({ eventId, fromEventId: sourceId, until: stored.priority.until });
    expect((await priorityMails(eventId)).sort()).toEqual(
      [first!, second!, third!].map((buyer) => `priority-${eventId}_${buyer.uid}`).sort(),
    );
    const mail = (await fixtures.db.doc(`mail/priority-${eventId}_${first!.uid}`).get()).data()!;
    expect(mail).toMatchObject({ to: first!.email, recipientUid: first!.uid });
    expect(mail.message.text).toContain('2 entradas');
  });

  it('go out once: saving the date again offers and mails nobody twice', async () => {
    const sourceId = await soldOutDate();
    const [waiting] = await createBuyers(fixtures, 1);
    await onWaitlist(sourceId, waiting!, 2, Date.now() - HOUR_MS);
    const event = form();
    const eventId = await opened(sourceId, {}, event);
    const saved = await callCallable<SaveEventResult>('saveEvent', organizer.idToken, {
      event: { ...event, id: eventId, description: 'Ahora con invitado.' },
    });
    expect(saved).toMatchObject({ ok: true });
    expect(await offersOf(eventId)).toHaveLength(1);
    const mails = await fixtures.db.collection('mail').where('recipientUid', '==', waiting!.uid).get();
    expect(mails.docs.filter((mail) => mail.id.startsWith('priority-'))).toHaveLength(1);
    // the default window: 24 hours
    const until = (await fixtures.db.doc(`events/${eventId}`).get()).get('priority.until') as Timestamp;
    expect(Math.abs(until.toMillis() - Date.now() - 24 * HOUR_MS)).toBeLessThan(60_000);
  });

  it('reach a waitlist larger than one chunk: the first chunk with the save, the rest by tasks, in order', async () => {
    const sourceId = await soldOutDate();
    const people = OFFERS_PER_CHUNK + 30;
    // accounts that never existed in Auth: offered like any, mailed never (no verified address)
    const writer = fixtures.db.bulkWriter();
    for (let place = 0; place < people; place += 1)
      void writer.set(fixtures.db.doc(`waitlist/${sourceId}_ghost-${place}`), {
        eventId: sourceId,
        ticketTypeId: null,
        userId: `ghost-${place}`,
        quantity: 1,
        status: 'waiting',
        createdAt: Timestamp.fromMillis(Date.now() - HOUR_MS + place),
        offerExpiresAt: null,
      });
    await writer.close();
    const eventId = await opened(sourceId, {}, form({ capacity: people }));
    expect((await offersOf(eventId)).length).toBeGreaterThanOrEqual(OFFERS_PER_CHUNK);
    const offers = await eventually(
      () => offersOf(eventId),
      (all) => all.length === people,
      60_000,
    );
    expect(offers.map((offer) => offer.userId)).toEqual(Array.from({ length: people }, (_, place) => `ghost-${place}`));
    expect(offers.map((offer) => offer.order)).toEqual(Array.from({ length: people }, (_, place) => place + 1));
    expect(await priorityMails(eventId)).toEqual([]);
  });

  it('reach a consenting account by WhatsApp too, once, with a button to the checkout', async () => {
    const sourceId = await soldOutDate();
    const [waiting] = await createBuyers(fixtures, 1);
    const phone = `5732${String(Date.now()).slice(-8)}`;
    await fixtures.db.doc(`users/${waiting!.uid}`).update({
      whatsapp_consent: { phone, version: DEFAULT_LEGAL_CONFIG.whatsapp_consent_version, accepted_at: Timestamp.now() },
    });
    await onWaitlist(sourceId, waiting!, 2, Date.now() - HOUR_MS);
    const event = form();
    const eventId = await opened(sourceId, {}, event);
    const messageId = whatsappMessageId(`${eventId}_${waiting!.uid}`, 'nueva_funcion');
    const chatOf = async () =>
      ((await (await fetch(`${WHATSAPP_URL}/_standin/messages?to=${phone}`)).json()) as { messages: ChatMessage[] })
        .messages;
    const chat = await eventually(chatOf, (messages) => messages.length > 0, 90_000);
    expect(chat).toHaveLength(1);
    expect(chat[0]).toMatchObject({ template: 'nueva_funcion', button: { text: 'Comprar mis entradas' } });
    expect(chat[0]!.body).toContain(event.name);
    expect(chat[0]!.body).toContain('hasta 2 entradas');
    const slug = String((await fixtures.db.doc(`events/${eventId}`).get()).get('slug'));
    expect(chat[0]!.button!.url).toMatch(new RegExp(`/compra/${slug}\\?quantity=2$`));
    // saving the date again offers nobody twice, by mail or WhatsApp
    expect(
      await callCallable<SaveEventResult>('saveEvent', organizer.idToken, { event: { ...event, id: eventId } }),
    ).toMatchObject({ ok: true });
    const message = (await fixtures.db.doc(`whatsapp_messages/${messageId}`).get()).data();
    expect(message).toMatchObject({ offerId: `${eventId}_${waiting!.uid}`, userId: waiting!.uid, ticketId: '' });
    await fixtures.db.doc(`whatsapp_messages/${messageId}`).delete();
    expect(await chatOf()).toHaveLength(1);
  });

  it("never share two organizers' demand, and need the date published", async () => {
    const sourceId = await soldOutDate();
    const [waiting] = await createBuyers(fixtures, 1);
    await onWaitlist(sourceId, waiting!, 1, Date.now() - HOUR_MS);
    expect(await openAnother(otherOrganizer, sourceId)).toMatchObject({
      ok: false,
      details: { reason: 'notYourShow' },
    });
    const byAdmin = await callCallable<SaveEventResult>('saveEvent', admin.idToken, {
      event: form(),
      organizerId: otherOrganizerId,
      priorityFromEventId: sourceId,
    });
    expect(byAdmin).toMatchObject({ ok: false, details: { reason: 'notYourShow' } });
    expect(await openAnother(organizer, sourceId, {}, form({ status: 'inactive' }))).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: { reason: 'invalidEvent', fieldErrors: { status: expect.any(String) } },
    });
    expect(await openAnother(organizer, sourceId, { priorityHours: 0 })).toMatchObject({
      ok: false,
      details: { reason: 'invalidEvent', fieldErrors: { priorityHours: expect.any(String) } },
    });
    const offers = await fixtures.db.collection('priority_offers').where('fromEventId', '==', sourceId).get();
    expect(offers.empty).toBe(true);
  });
});

describe('the priority window', () => {
  it('sells only to the offered accounts, up to their seats, and to everyone after it', async () => {
    const sourceId = await soldOutDate();
    const [offered, stranger] = await createBuyers(fixtures, 2);
    await onWaitlist(sourceId, offered!, 2, Date.now() - HOUR_MS);
    const eventId = await opened(sourceId);

    for (const outcome of [await reserve(stranger!, eventId), await preview(stranger!, eventId)])
      expect(outcome).toMatchObject({
        ok: false,
        status: 'FAILED_PRECONDITION',
        details: { reason: 'priorityWindow' },
      });
    expect(await preview(null, eventId)).toMatchObject({ ok: false, details: { reason: 'priorityWindow' } });

    expect(await reserve(offered!, eventId, 3)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'priorityLimit' },
    });
    expect(await preview(offered!, eventId, 2)).toMatchObject({ ok: true });
    expect(await reserve(offered!, eventId, 1)).toMatchObject({ ok: true });
    expect(await reserve(offered!, eventId, 1)).toMatchObject({ ok: true });
    expect(await preview(offered!, eventId, 1)).toMatchObject({ ok: false, details: { reason: 'priorityLimit' } });
    expect(await reserve(offered!, eventId, 1)).toMatchObject({ ok: false, details: { reason: 'priorityLimit' } });

    // the window over: anyone buys, the offered account beyond its seats too
    await fixtures.db.doc(`events/${eventId}`).update({ 'priority.until': Timestamp.fromMillis(Date.now() - 1000) });
    expect(await reserve(stranger!, eventId, 1)).toMatchObject({ ok: true });
    expect(await reserve(offered!, eventId, 1)).toMatchObject({ ok: true });
  });

  it('follows the field however it was written, and replaces the queue turn for the offered', async () => {
    const event = await fixtures.createEvent({ capacity: 5, ticketPrice: 0 });
    eventIds.push(event.id);
    const [offered, stranger] = await createBuyers(fixtures, 2);
    const until = Timestamp.fromMillis(Date.now() + HOUR_MS);
    await fixtures.db.doc(`events/${event.id}`).update({
      priority: { fromEventId: 'escrita-a-mano', until },
      queue: true,
      sale_opens_at: Timestamp.fromMillis(Date.now() - 1000),
    });
    await fixtures.db.doc(`priority_offers/${event.id}_${offered!.uid}`).set({
      eventId: event.id,
      fromEventId: 'escrita-a-mano',
      userId: offered!.uid,
      seats: 1,
      order: 1,
      offeredAt: Timestamp.now(),
      until,
    });
    expect(await reserve(stranger!, event.id)).toMatchObject({ ok: false, details: { reason: 'priorityWindow' } });
    // no queue turn needed during the window
    expect(await reserve(offered!, event.id)).toMatchObject({ ok: true });
    // after it, the queue as usual
    await fixtures.db.doc(`events/${event.id}`).update({ 'priority.until': Timestamp.fromMillis(Date.now() - 1000) });
    expect(await reserve(stranger!, event.id)).toMatchObject({ ok: false, details: { reason: 'queueTurnRequired' } });
    // a window that cannot be read is not sold rather than sold to everyone
    await fixtures.db.doc(`events/${event.id}`).update({ priority: { fromEventId: 'escrita-a-mano' } });
    expect(await reserve(stranger!, event.id)).toMatchObject({ ok: false, details: { reason: 'eventUnavailable' } });
  });

  it('on a seated date, offers best available in the category asked on the waitlist', async () => {
    const planId = await theatre.savePlan(organizer);
    const sourceId = await theatre.newDate(organizer, planId);
    eventIds.push(sourceId);
    const [offered, stranger] = await createBuyers(fixtures, 2);
    await fixtures.db.doc(`waitlist/${sourceId}_${offered!.uid}`).set({
      eventId: sourceId,
      ticketTypeId: null,
      category: 'Balcón',
      seats: [],
      userId: offered!.uid,
      quantity: 2,
      status: 'waiting',
      createdAt: Timestamp.fromMillis(Date.now() - HOUR_MS),
      offerExpiresAt: null,
    });
    const eventId = await theatre.newDate(organizer, planId, { priorityFromEventId: sourceId });
    eventIds.push(eventId);

    expect(await offersOf(eventId)).toEqual([
      expect.objectContaining({ userId: offered!.uid, seats: 2, category: 'Balcón', order: 1 }),
    ]);
    const [mailId] = await priorityMails(eventId);
    const mail = (await fixtures.db.doc(`mail/${mailId}`).get()).data()!;
    expect(mail.message.text).toContain(`?quantity=2&localidad=${encodeURIComponent('Balcón')}`);

    // the link's ask: best available in Balcón, two together; a stranger waits for the window
    const { total } = await fixtures.expectedOrder(BALCON_PRICE, 2);
    const bestInBalcon = { category: 'Balcón', quantity: 2 };
    expect(
      await callCreateTicketPreference(stranger!.idToken, {
        ...ticketPayload(stranger!, eventId, 2, total),
        bestAvailable: bestInBalcon,
      }),
    ).toMatchObject({ ok: false, details: { reason: 'priorityWindow' } });
    const bought = await callCreateTicketPreference<{ ticketId: string }>(offered!.idToken, {
      ...ticketPayload(offered!, eventId, 2, total),
      bestAvailable: bestInBalcon,
    });
    expect(bought).toMatchObject({ ok: true });
    const ticket = await fixtures.ticket((bought as { result: { ticketId: string } }).result.ticketId);
    expect((ticket.seats as { category: string; row: string }[]).map((seat) => seat.category)).toEqual([
      'Balcón',
      'Balcón',
    ]);
  });
});
