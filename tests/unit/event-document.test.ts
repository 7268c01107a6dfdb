import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { seatInventory } from '@carcajada/domain';
import {
  cancellationPassChange,
  copiedDateDocument,
  eventDocument,
  eventView,
  newEventDocument,
  waitlistCountChange,
} from '@carcajada/domain/stored/event';
import { isOnSale, parseEvent, parseSaleEvent, startMillis } from '../../functions/src/documents/event.js';

const START = new Date('2030-03-01T01:00:00Z');

/** events/{id} as the seed and saveEvent store it (dates as the Admin SDK reads them back). */
function storedShow(extra: Record<string, unknown> = {}) {
  return {
    ...eventDocument({ slug: 'risas', name: 'Risas', start: START, date: '2030-02-28', time: '20:00' }),
    ...seatInventory(100).event,
    event_date: Timestamp.fromDate(START),
    ...extra,
  };
}

/** events/{id} is read once (stored/event.ts): every flow and the web's view read the same shape. */
describe('parseEvent', () => {
  it('reads a show as it is stored, keeping the fields no flow names', () => {
    const parsed = parseEvent(storedShow({ organizerId: 'org1', series_id: 'first' }));
    expect(parsed).toMatchObject({
      slug: 'risas',
      name: 'Risas',
      date: '2030-02-28',
      time: '20:00',
      city: 'Bogotá',
      venue: { name: 'Teatro de Pruebas', address: 'Calle 1 # 2-3' },
      ticket_price: 45_000,
      status: 'active',
      capacity: 100,
      organizerId: 'org1',
      series_id: 'first',
      cancellation: null,
      seats_left: 100,
      cover_image_url: '/images/events/poster-1.jpg',
    });
    expect(startMillis(parsed)).toBe(START.getTime());
  });

  it('reads a missing or mistyped field as its empty value, never throws', () => {
    expect(parseEvent(undefined)).toMatchObject({
      slug: '',
      name: '',
      venue: { name: '', address: '' },
      event_date: null,
      ticket_price: 0,
      status: '',
      capacity: null,
      organizerId: null,
      series_id: null,
      cancellation: null,
    });
    const malformed = parseEvent({
      name: 42,
      venue: 'Teatro',
      event_date: '2030-03-01',
      ticket_price: -5,
      capacity: 2.5,
      organizerId: '',
      cancellation: { message: 7, tickets: 'muchos' },
    });
    expect(malformed).toMatchObject({
      name: '',
      venue: { name: '', address: '' },
      event_date: null,
      ticket_price: 0,
      capacity: null,
      organizerId: null,
      cancellation: { message: '', tickets: 0 },
    });
    expect(startMillis(malformed)).toBe(0);
  });

  it('is on sale only while active and ahead', () => {
    const before = new Date(START.getTime() - 1);
    expect(isOnSale(parseEvent(storedShow()), before)).toBe(true);
    expect(isOnSale(parseEvent(storedShow()), START)).toBe(false);
    expect(isOnSale(parseEvent(storedShow({ status: 'cancelled' })), before)).toBe(false);
    expect(isOnSale(parseEvent(storedShow({ event_date: 'mañana' })), before)).toBe(false);
  });
});

describe('newEventDocument', () => {
  it("writes the form's fields and what the save adds, stamped created and changed at once", () => {
    const form = { slug: 'risas', name: 'Risas', start: START, date: '2030-02-28', time: '20:00', organizerId: 'org1' };
    const created = newEventDocument(
      form,
      { ...seatInventory(100).event, box_office_quota: 10, ticket_price: 30_000 },
      7,
    );
    expect(created).toEqual({
      ...eventDocument(form),
      capacity: 100,
      seats_left: 100,
      box_office_quota: 10,
      ticket_price: 30_000,
      created_at: 7,
      updated_at: 7,
    });
    expect(parseEvent(created)).toMatchObject({ organizerId: 'org1', box_office_quota: 10, ticket_price: 30_000 });
  });
});

describe('copiedDateDocument', () => {
  it("gives a new date of a show the show's saved fields, its own day and code, every online seat free", () => {
    const producer = { legal_name: 'Risas Producciones S.A.S.', nit: '900123456-8' };
    const form = { slug: 'risas', name: 'Risas', start: START, date: '2030-02-28', time: '20:00', organizerId: 'org1' };
    const saved = newEventDocument(
      { ...form, pulep_code: 'ABC123', producer },
      { ...seatInventory(100).event, box_office_quota: 10, price_from: true, promotion_labels: ['2x1'] },
      7,
    );
    // what the show sold, its cancellation, on-sale and place in the lists are its own
    const sold = {
      seats_left: 3,
      series_id: 'first',
      status: 'cancelled',
      queue: true,
      waitlist: { people: 1, seats: 2 },
    };
    const start = new Date(START.getTime() + 7 * 24 * 60 * 60 * 1000);
    const own = {
      slug: 'risas-2030-03-07',
      start,
      date: '2030-03-07',
      time: '20:00',
      status: 'active',
      series_id: 'first',
    };

    const copy = copiedDateDocument(parseEvent({ ...saved, ...sold }), { ...own, pulep_code: '' }, 8);

    const { previous_date: _previous, pulep_code: _code, ...shared } = saved;
    expect(copy).toEqual({
      ...shared,
      slug: own.slug,
      date: own.date,
      time: own.time,
      event_date: start,
      status: 'active',
      seats_left: 90,
      series_id: 'first',
      created_at: 8,
      updated_at: 8,
    });
    expect(copiedDateDocument(parseEvent(saved), { ...own, pulep_code: 'XYZ789' }, 8)).toMatchObject({
      pulep_code: 'XYZ789',
    });
  });
});

describe('cancellationPassChange', () => {
  const counts = { refunded: 2, ended: 3, mailed: 1, holdsEnded: 0, done: false };

  it("merges a pass's counts into the stored progress, adding its pass and failures", () => {
    expect(cancellationPassChange(counts, { passes: '+1', failures: '+0' }, null)).toEqual({
      'cancellation.refunded': 2,
      'cancellation.ended': 3,
      'cancellation.mailed': 1,
      'cancellation.holdsEnded': 0,
      'cancellation.done': false,
      'cancellation.passes': '+1',
      'cancellation.failures': '+0',
    });
  });

  it('stamps when the work finished only once it is done', () => {
    const done = cancellationPassChange({ ...counts, done: true }, { passes: '+1', failures: '+0' }, 'now');
    expect(done).toMatchObject({ 'cancellation.done': true, 'cancellation.finishedAt': 'now' });
  });
});

describe('waitlistCountChange', () => {
  it("moves the organizer's count by its people and seats, read back as the count", () => {
    expect(waitlistCountChange('+1', '+3')).toEqual({ waitlist: { people: '+1', seats: '+3' } });
    expect(parseEvent(storedShow(waitlistCountChange(1, 3))).waitlist).toEqual({ people: 1, seats: 3 });
  });
});

describe('parseSaleEvent', () => {
  it('gives a sellable show its parsed form', () => {
    expect(parseSaleEvent(storedShow())).toMatchObject({ name: 'Risas', capacity: 100, organizerId: null });
  });

  it('refuses a show missing what a sale needs, never selling at a made-up price or seat count', () => {
    expect(parseSaleEvent(undefined)).toBeNull();
    expect(parseSaleEvent(storedShow({ ticket_price: '45000' }))).toBeNull();
    expect(parseSaleEvent(storedShow({ capacity: 0 }))).toBeNull();
    expect(parseSaleEvent(storedShow({ event_date: null }))).toBeNull();
    expect(parseSaleEvent(storedShow({ organizerId: '' }))).toBeNull();
  });
});

describe('eventView', () => {
  it('shows a stored date with its start as a Date, and a page-embedded one (ISO text) alike', () => {
    const stored = eventView('e1', storedShow({ seats_left: 40 }));
    expect(stored).toMatchObject({ id: 'e1', name: 'Risas', event_date: START, capacity: 100, seats_left: 40 });
    const embedded = eventView('e1', { ...storedShow({ seats_left: 40 }), event_date: START.toISOString() });
    expect(embedded).toEqual(stored);
  });

  it('reads malformed seat figures as no limit and never shows more seats left than the capacity', () => {
    expect(eventView('e1', storedShow({ capacity: 2.5 }))).toMatchObject({ capacity: null, seats_left: null });
    expect(eventView('e1', storedShow({ seats_left: -1 }))).toMatchObject({ capacity: 100, seats_left: null });
    expect(eventView('e1', storedShow({ seats_left: 250 }))).toMatchObject({ capacity: 100, seats_left: 100 });
  });

  it('adds the optional fields only when well formed', () => {
    const plain = eventView('e1', storedShow({ queue: 'yes', more_dates: 0, pulep_code: 'a b', series_id: '' }));
    for (const field of ['queue', 'queue_rate', 'more_dates', 'pulep_code', 'series_id', 'sale_opens_at'])
      expect(plain).not.toHaveProperty(field);
    const queued = eventView('e1', storedShow({ queue: true, queue_rate: 0, sale_opens_at: START.toISOString() }));
    expect(queued).toMatchObject({ queue: true, sale_opens_at: START });
    expect(queued.queue_rate).toBeGreaterThan(0);
  });

  it('throws when the start cannot be read: no page shows a date without it', () => {
    expect(() => eventView('e1', storedShow({ event_date: 'mañana' }))).toThrow(TypeError);
  });
});
