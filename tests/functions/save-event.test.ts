import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  bogotaDateString,
  bogotaInstant,
  EVENT_FORM_MESSAGES,
  eventSlug,
  validateEventForm,
  type EventFormInput,
  type SaveEventResult,
} from '@carcajada/domain';
import { callCallable } from '../support/services/callables.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { purchases } from '../support/fixtures/purchases.js';

/** saveEvent: ADMIN creates and edits events with their seats and a unique slug. */
const fixtures = new PaymentsFixtures();
const { buy, bought } = purchases(fixtures);
const savedEventIds: string[] = [];

let admin: TestBuyer;
let user: TestBuyer;

beforeAll(async () => {
  admin = await fixtures.createAdmin();
  user = await fixtures.createBuyer();
});

afterAll(async () => {
  for (const id of savedEventIds) {
    const slugs = await fixtures.db.collection('event_slugs').where('eventId', '==', id).get();
    await Promise.all(slugs.docs.map((doc) => doc.ref.delete()));
    await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${id}`));
  }
  await fixtures.cleanUp();
}, 120_000);

const inTenDays = bogotaDateString(new Date(Date.now() + 10 * 24 * 60 * 60 * 1000));

function form(overrides: Partial<EventFormInput> = {}): EventFormInput {
  return {
    name: `Show de guardado ${randomUUID().slice(0, 8)}`,
    description: 'Una hora de humor.',
    city: 'Cali',
    venueName: 'Sala Beethoven',
    venueAddress: 'Avenida 2 Norte # 7N-28, Cali',
    date: inTenDays,
    time: '20:30',
    ticketPrice: 45_000,
    capacity: 10,
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

async function save(event: unknown, idToken: string | null = admin.idToken) {
  const outcome = await callCallable<SaveEventResult>('saveEvent', idToken, { event });
  if (outcome.ok) savedEventIds.push(outcome.result.eventId);
  return outcome;
}

async function saved(event: EventFormInput): Promise<SaveEventResult> {
  const outcome = await save(event);
  if (!outcome.ok) throw new Error(`saveEvent failed: ${outcome.status} ${outcome.message}`);
  return outcome.result;
}

async function eventData(id: string) {
  return (await fixtures.db.doc(`events/${id}`).get()).data()!;
}

async function slugOwner(slug: string): Promise<unknown> {
  return (await fixtures.db.doc(`event_slugs/${slug}`).get()).get('eventId');
}

describe('saveEvent: who and what', () => {
  it('refuses a USER and an anonymous caller', async () => {
    expect(await save(form(), user.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
      details: { reason: 'organizerOnly' },
    });
    expect(await save(form(), null)).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
  });

  it("sends each field's Spanish message in details.fieldErrors", async () => {
    const empty = await save({});
    const expected = validateEventForm({});
    expect(expected.ok).toBe(false);
    expect(empty).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'Revisa los datos del evento: hay campos con errores.',
      details: { reason: 'invalidEvent', fieldErrors: expected.ok ? {} : expected.fieldErrors },
    });
    const formats = await save({ ...form(), date: '2026-02-30', time: '25:00', capacity: 0, ticketPrice: 99.5 });
    expect(formats).toMatchObject({
      details: {
        reason: 'invalidEvent',
        fieldErrors: {
          date: EVENT_FORM_MESSAGES.dateInvalid,
          time: EVENT_FORM_MESSAGES.timeInvalid,
          capacity: EVENT_FORM_MESSAGES.capacityInvalid,
          ticketPrice: EVENT_FORM_MESSAGES.priceInvalid,
        },
      },
    });
    expect(await save(form({ id: 'noSuchEvent123' }))).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
      details: { reason: 'eventNotFound' },
    });
  });
});

describe('saveEvent: creating', () => {
  it('stores every field, the Bogotá instant, the seats and the slug reservation', async () => {
    const input = form({ status: 'inactive', isRecurring: true, recurrencePattern: 'Todos los viernes' });
    const { eventId, slug } = await saved(input);
    expect(slug).toBe(eventSlug(input.name, input.date));
    const data = await eventData(eventId);
    expect(data).toMatchObject({
      slug,
      name: input.name,
      description: input.description,
      city: 'Cali',
      venue: { name: 'Sala Beethoven', address: input.venueAddress },
      cover_image_url: input.coverImageUrl,
      date: input.date,
      time: '20:30',
      ticket_price: 45_000,
      status: 'inactive',
      event_type: 'internal',
      external_url: '',
      is_recurring: true,
      recurrence_pattern: 'Todos los viernes',
      capacity: 10,
      seats_left: 10,
    });
    expect((data.event_date as Timestamp).toMillis()).toBe(bogotaInstant(input.date, '20:30').getTime());
    expect(await fixtures.seatsLeftInBlocks(eventId)).toBe(10);
    expect(await slugOwner(slug)).toBe(eventId);
  });

  it('an external event needs no capacity and has no seats', async () => {
    const { eventId } = await saved(
      form({ eventType: 'external_url', externalUrl: 'https://boletas.example.com/x', capacity: null }),
    );
    const data = await eventData(eventId);
    expect(data).toMatchObject({ event_type: 'external_url', external_url: 'https://boletas.example.com/x' });
    expect(data.capacity).toBeUndefined();
    expect(await fixtures.seatsLeftInBlocks(eventId)).toBe(0);
  });

  it('two saves of the same name and date at once get two different slugs', async () => {
    const input = form();
    const [first, second] = await Promise.all([save(input), save(input)]);
    if (!first.ok || !second.ok) throw new Error('both saves must succeed');
    const base = eventSlug(input.name, input.date);
    expect([first.result.slug, second.result.slug].sort()).toEqual([base, `${base}-2`]);
    expect(first.result.eventId).not.toBe(second.result.eventId);
    expect(await slugOwner(first.result.slug)).toBe(first.result.eventId);
    expect(await slugOwner(second.result.slug)).toBe(second.result.eventId);
  });
});

describe('saveEvent: editing', () => {
  it('keeps the slug unless the name or date changes; then the old one is released', async () => {
    const input = form();
    const { eventId, slug } = await saved(input);
    const edited = await saved({ ...input, id: eventId, description: 'Otra descripción', ticketPrice: 0 });
    expect(edited).toEqual({ eventId, slug });
    expect(await eventData(eventId)).toMatchObject({ description: 'Otra descripción', ticket_price: 0 });

    const nextDate = addCalendarDays(input.date, 1);
    const moved = await saved({ ...input, id: eventId, date: nextDate, time: '19:00' });
    expect(moved.slug).toBe(eventSlug(input.name, nextDate));
    expect(await slugOwner(moved.slug)).toBe(eventId);
    expect(await slugOwner(slug)).toBeUndefined();
    const data = await eventData(eventId);
    expect(data).toMatchObject({ slug: moved.slug, date: nextDate, time: '19:00' });
    expect((data.event_date as Timestamp).toMillis()).toBe(bogotaInstant(nextDate, '19:00').getTime());
  });

  it('refuses a capacity below the seats taken; a resize keeps taken seats and sells again', async () => {
    const input = form({ capacity: 10 });
    const { eventId } = await saved(input);
    const buyers = [await fixtures.createBuyer(), await fixtures.createBuyer()];
    await bought(buyers[0]!, eventId, 3);

    expect(await save({ ...input, id: eventId, capacity: 2 })).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'Ya hay 3 entradas vendidas o apartadas para este show: la capacidad no puede ser menor que 3.',
      details: { reason: 'capacityBelowTaken', seatsTaken: 3 },
    });
    expect(await fixtures.seatsLeftInBlocks(eventId)).toBe(7);

    await saved({ ...input, id: eventId, capacity: 3 });
    expect(await fixtures.seatsLeftInBlocks(eventId)).toBe(0);
    expect(await buy(buyers[1]!, eventId, 1)).toMatchObject({ ok: false, details: { reason: 'notEnoughSeats' } });

    await saved({ ...input, id: eventId, capacity: 45 });
    expect(await eventData(eventId)).toMatchObject({ capacity: 45, seats_left: 42 });
    expect(await fixtures.seatsLeftInBlocks(eventId)).toBe(42);
    const blocks = await fixtures.db.collection(`events/${eventId}/seat_blocks`).get();
    expect(blocks.size).toBe(5);
    await bought(buyers[1]!, eventId, 10);
    expect(await fixtures.seatsLeftInBlocks(eventId)).toBe(32);
  });

  it('a show that counts its seats keeps a capacity', async () => {
    const input = form();
    const { eventId } = await saved(input);
    expect(
      await save({
        ...input,
        id: eventId,
        eventType: 'external_url',
        externalUrl: 'https://x.example.com',
        capacity: null,
      }),
    ).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: { reason: 'invalidEvent', fieldErrors: { capacity: EVENT_FORM_MESSAGES.capacityKeep } },
    });
  });

  it('a seeded-style event without a reservation gets one when edited', async () => {
    const event = await fixtures.createEvent({ capacity: 20 });
    const stored = await eventData(event.id);
    const input: EventFormInput = {
      ...form({ capacity: 20 }),
      id: event.id,
      name: String(stored.name),
      date: String(stored.date),
      time: String(stored.time),
    };
    expect(await saved(input)).toEqual({ eventId: event.id, slug: event.slug });
    expect(await slugOwner(event.slug)).toBe(event.id);
    await fixtures.db.doc(`event_slugs/${event.slug}`).delete();
  });
});
