import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  eventFilterWindow,
  EVENTS_PAGE_SIZE,
  offeredWindow,
  PARTNER_VENUE_NAME,
  type EventFilter,
} from '@carcajada/domain';
import { EventList } from '../../web/src/features/events/components/EventList';
import HomePage, { HOME_EMPTY_TEXT } from '../../web/src/features/events/pages/HomePage';
import PartnerVenuePage, { PARTNER_EMPTY_TEXT } from '../../web/src/features/events/pages/PartnerVenuePage';
import { adminDb } from '../support/e2e/admin';
import { intersect } from './support/intersection-observer';
import { renderWithFirestore } from './support/app-render';
import {
  createTestEvents,
  deleteTestEvents,
  expectedEventNames,
  uniqueVenueName,
  type TestEventSpec,
} from './support/events-fixtures';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Names on the cards, in grid order (none while the list is loading or empty). */
function cardNames(): string[] {
  const list = screen.queryByRole('list', { name: 'Eventos' });
  if (!list) return [];
  return within(list)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

async function waitForCardNames(expected: string[]): Promise<void> {
  await waitFor(() => expect(cardNames()).toEqual(expected), { timeout: 10_000 });
}

/**
 * Waits until the grid shows exactly the catalogue's first page as it stood at some moment since
 * the file started. A page is read once and kept for a while, and other files (the browser
 * journeys run beside this layer) add shows at any time, so the list is held against every state
 * of the catalogue seen, not only the latest.
 */
const catalogueStates = new Map<EventFilter, string[][]>();
async function noteCatalogue(filter: EventFilter): Promise<string[][]> {
  const seen = catalogueStates.get(filter) ?? [];
  catalogueStates.set(filter, seen);
  const names = await expectedEventNames(eventFilterWindow(filter, new Date()), EVENTS_PAGE_SIZE);
  if (!seen.some((state) => state.join('\n') === names.join('\n'))) seen.push(names);
  return seen;
}

/**
 * Call noteCatalogue before the list reads, then this: the cards, or the empty text when the
 * window holds no show (rightly, "Hoy" after the day's last show has begun).
 */
async function expectCatalogueListed(filter: EventFilter): Promise<void> {
  await waitFor(
    async () => {
      expect(cardNames().length > 0 || screen.queryByText(HOME_EMPTY_TEXT) !== null).toBe(true);
      expect(await noteCatalogue(filter)).toContainEqual(cardNames());
    },
    { timeout: 10_000 },
  );
}

function lastCard(): HTMLElement {
  const cards = within(screen.getByRole('list', { name: 'Eventos' })).getAllByRole('article');
  const last = cards[cards.length - 1];
  if (!last) throw new Error('No event cards rendered');
  return last;
}

describe('home event grid (seeded events)', () => {
  it('shows the first page of 10 upcoming events in date order', async () => {
    await noteCatalogue('proximamente');
    renderWithFirestore(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shows de comedia' })).toBeInTheDocument();
    await expectCatalogueListed('proximamente');
    expect(cardNames()).toHaveLength(EVENTS_PAGE_SIZE);
  });

  it.each<[string, EventFilter]>([
    ['Hoy', 'hoy'],
    ['Esta semana', 'semana'],
    ['Este mes', 'mes'],
    ['Proximamente', 'proximamente'],
  ])("chip '%s' resets the list to the domain's %s window", async (label, filter) => {
    const user = userEvent.setup();
    renderWithFirestore(<HomePage />);
    // Start from another chip so the click really changes the filter.
    const [start, startFilter] = filter === 'hoy' ? ['Este mes', 'mes' as const] : ['Hoy', 'hoy' as const];
    // reactfire keeps each page it read for a while, and the next test may be shown this one:
    // every page drawn is held against the catalogue seen around its read.
    await noteCatalogue(startFilter);
    await user.click(screen.getByRole('button', { name: start }));
    await expectCatalogueListed(startFilter);
    await noteCatalogue(filter);
    await user.click(screen.getByRole('button', { name: label }));
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: start })).toHaveAttribute('aria-pressed', 'false');
    await expectCatalogueListed(filter);
  });

  it('shows the Destacados strip with the partner venue and the featured event', () => {
    renderWithFirestore(<HomePage />);
    const strip = screen.getByRole('region', { name: 'Destacados' });
    expect(within(strip).getByRole('link', { name: '911 Comedy Club' })).toHaveAttribute('href', '/911');
    expect(within(strip).getByRole('link', { name: 'Gran gala del humor' })).toHaveAttribute(
      'href',
      '/evento/gran-gala-del-humor',
    );
  });

  it('partner venue page lists only events at 911 Comedy Club', async () => {
    const snapshot = await adminDb()
      .collection('events')
      .where('status', '==', 'active')
      .where('venue.name', '==', PARTNER_VENUE_NAME)
      .where('event_date', '>=', offeredWindow(eventFilterWindow('proximamente', new Date()), new Date()).from)
      .orderBy('event_date')
      .orderBy('__name__')
      .limit(EVENTS_PAGE_SIZE)
      .get();
    const expected = snapshot.docs.map((doc) => String(doc.get('name')));
    expect(expected.length).toBeGreaterThan(0);
    renderWithFirestore(<PartnerVenuePage />);
    expect(screen.getByRole('heading', { level: 1, name: PARTNER_VENUE_NAME })).toBeInTheDocument();
    await waitForCardNames(expected);
    expect(screen.queryByText(PARTNER_EMPTY_TEXT)).not.toBeInTheDocument();
  });
});

describe('a show that started an hour ago is offered in no list', () => {
  // at the partner venue, so /911 would list it too; before 1 a. m. in Bogotá it started yesterday
  const startedName = `Prueba empezada ${uniqueVenueName('hora').slice(-8)}`;
  let createdIds: string[] = [];

  beforeAll(async () => {
    createdIds = await createTestEvents(PARTNER_VENUE_NAME, [
      { name: startedName, eventDate: new Date(Date.now() - HOUR_MS) },
    ]);
  });

  afterAll(async () => {
    await deleteTestEvents(createdIds);
  });

  it('home, its "Hoy" chip and /911 list only the shows not started', async () => {
    const user = userEvent.setup();
    await noteCatalogue('proximamente');
    const home = renderWithFirestore(<HomePage />);
    await expectCatalogueListed('proximamente');
    expect(cardNames()).not.toContain(startedName);

    await noteCatalogue('hoy');
    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    await expectCatalogueListed('hoy');
    expect(cardNames()).not.toContain(startedName);
    home.unmount();

    renderWithFirestore(<PartnerVenuePage />);
    const window = eventFilterWindow('proximamente', new Date());
    const expected = await expectedEventNames(window, EVENTS_PAGE_SIZE, PARTNER_VENUE_NAME);
    expect(expected.length).toBeGreaterThan(0);
    await waitForCardNames(expected);
    expect(cardNames()).not.toContain(startedName);
  });
});

describe('event grid paging (own events at a private venue)', () => {
  const venueName = uniqueVenueName('paginacion');
  const emptyVenueName = uniqueVenueName('vacia');
  // Far in the future, so these never reach the first pages of the seeded lists.
  const firstDate = Date.now() + 900 * DAY_MS;
  const activeSpecs: TestEventSpec[] = Array.from({ length: 12 }, (_, index) => ({
    name: `Prueba paginada ${String(index + 1).padStart(2, '0')}`,
    eventDate: new Date(firstDate + index * DAY_MS),
  }));
  const hiddenSpecs: TestEventSpec[] = [
    { name: 'Prueba inactiva', eventDate: new Date(firstDate + 2 * DAY_MS), status: 'inactive' },
    { name: 'Prueba pasada', eventDate: new Date(Date.now() - 3 * DAY_MS) },
  ];
  let createdIds: string[] = [];

  beforeAll(async () => {
    createdIds = await createTestEvents(venueName, [...activeSpecs, ...hiddenSpecs]);
  });

  afterAll(async () => {
    await deleteTestEvents(createdIds);
  });

  const listFilter = (venue: string) => ({ window: eventFilterWindow('proximamente', new Date()), venueName: venue });

  it('loads 10, then the next page when the last card becomes visible, and stops after a short page', async () => {
    renderWithFirestore(<EventList filter={listFilter(venueName)} emptyText={HOME_EMPTY_TEXT} />);
    const names = activeSpecs.map((spec) => spec.name);
    await waitForCardNames(names.slice(0, EVENTS_PAGE_SIZE));

    expect(intersect(lastCard())).toBe(true);
    await waitForCardNames(names);

    // The second page had 2 events (< 10): its last card is not watched, nothing more loads.
    expect(intersect(lastCard())).toBe(false);
    expect(screen.queryByText('Prueba inactiva')).not.toBeInTheDocument();
    expect(screen.queryByText('Prueba pasada')).not.toBeInTheDocument();
  });

  it('shows the empty text when no event matches', async () => {
    renderWithFirestore(<EventList filter={listFilter(emptyVenueName)} emptyText={HOME_EMPTY_TEXT} />);
    expect(await screen.findByText(HOME_EMPTY_TEXT, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(cardNames()).toEqual([]);
  });

  it('cards show date, venue, city, price and a Reservar link to the event', async () => {
    renderWithFirestore(<EventList filter={listFilter(venueName)} emptyText={HOME_EMPTY_TEXT} />);
    await waitForCardNames(activeSpecs.slice(0, EVENTS_PAGE_SIZE).map((spec) => spec.name));
    const firstCard = within(screen.getByRole('list', { name: 'Eventos' })).getAllByRole('article')[0]!;
    expect(within(firstCard).getByText(`${venueName} · Bogotá`)).toBeInTheDocument();
    expect(within(firstCard).getByText(/\$\s10\.000/)).toBeInTheDocument();
    const link = within(firstCard).getByRole('link', { name: /^Reservar/ });
    expect(link.getAttribute('href')).toMatch(/^\/evento\/prueba-/);
  });
});
