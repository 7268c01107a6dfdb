import { describe, expect, it } from 'vitest';
import { PARTNER_VENUE_NAME } from '@carcajada/domain';
import { SEED_EVENTS } from '../../emulator-data/catalog.js';
import { seedEventDocument, seedEventId } from '../../emulator-data/seed.js';

const now = new Date('2026-11-22T15:00:00Z');
const documents = SEED_EVENTS.map((event) => ({ event, doc: seedEventDocument(event, now) }));
const upcomingActive = documents.filter(({ event }) => (event.status ?? 'active') === 'active' && event.dayOffset >= 0);

describe('seed catalogue (contract "Local set-up")', () => {
  it('holds at least 24 active upcoming events across the four cities', () => {
    expect(upcomingActive.length).toBeGreaterThanOrEqual(24);
    expect(new Set(upcomingActive.map(({ event }) => event.city))).toEqual(
      new Set(['Bogotá', 'Medellín', 'Cali', 'Barranquilla']),
    );
  });

  it('has the listed variety: today, this week, free, recurring, one external, partner venue, past and inactive', () => {
    expect(upcomingActive.filter(({ event }) => event.dayOffset === 0).length).toBeGreaterThanOrEqual(2);
    expect(upcomingActive.filter(({ event }) => event.dayOffset < 7).length).toBeGreaterThanOrEqual(5);
    expect(upcomingActive.filter(({ event }) => event.dayOffset > 31).length).toBeGreaterThanOrEqual(2);
    expect(upcomingActive.filter(({ doc }) => doc.ticket_price === 0).length).toBeGreaterThanOrEqual(2);
    expect(upcomingActive.filter(({ doc }) => doc.is_recurring === true).length).toBeGreaterThanOrEqual(2);
    expect(documents.filter(({ doc }) => doc.event_type === 'external_url')).toHaveLength(1);
    expect(upcomingActive.filter(({ event }) => event.venue.name === PARTNER_VENUE_NAME).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(documents.some(({ event }) => event.dayOffset < 0)).toBe(true);
    expect(documents.some(({ doc }) => doc.status === 'inactive')).toBe(true);
  });

  it('gives every event a unique slug and an id that is not its slug', () => {
    const slugs = SEED_EVENTS.map((event) => event.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(slugs.map(seedEventId)).size).toBe(slugs.length);
    expect(slugs.every((slug) => seedEventId(slug) !== slug)).toBe(true);
  });

  it('stores date and time as Bogotá text matching event_date', () => {
    const { doc } = documents.find(({ event }) => event.slug === 'la-chiva-del-humor')!;
    expect([doc.date, doc.time]).toEqual(['2026-11-23', '20:00']);
    expect((doc.event_date as Date).toISOString()).toBe('2026-11-24T01:00:00.000Z');
  });

  it('has a weekly show on four Thursdays sharing series_id, one of them sold out (funciones)', () => {
    const weekly = documents.filter(({ event }) => event.series === 'jueves-de-impro');
    expect(weekly).toHaveLength(4);
    const firstId = seedEventId('jueves-de-impro');
    expect(weekly.every(({ doc }) => doc.series_id === firstId)).toBe(true);
    const days = weekly.map(({ doc }) => (doc.event_date as Date).getTime());
    // Thursdays in Bogotá, a week apart
    expect(weekly.every(({ doc }) => new Date(`${String(doc.date)}T12:00:00Z`).getUTCDay() === 4)).toBe(true);
    expect(days.slice(1).map((day, index) => (day - days[index]!) / (24 * 60 * 60 * 1000))).toEqual([7, 7, 7]);
    expect(weekly.filter(({ doc }) => doc.seats_left === 0)).toHaveLength(1);
  });
});
