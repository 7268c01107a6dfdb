/**
 * The page arrives with its shows (eventPage) and the same data as JSON; the app's
 * first render takes that data, with no loading state and no second Firestore read of it. The
 * embedded show exists nowhere in Firestore, so only the page's data can have drawn it; the
 * network is watched (not replaced) for the read that must not happen.
 */
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { EMBEDDED_KEYS, eventFilterWindow, PAGE_MARKERS, producerLabel } from '@carcajada/domain';
import { useEventBySlug } from '../../web/src/features/events/api/get-event-by-slug';
import { EventList } from '../../web/src/features/events/components/EventList';
import { useShowProducer } from '../../web/src/features/legal';
import { renderWithFirestore } from './support/app-render';
import { uniqueVenueName } from './support/events-fixtures';

const venueName = uniqueVenueName('html');
const listWindow = eventFilterWindow('proximamente', new Date());
const listKey = `carcajada:events-page:${listWindow.from.toISOString()}:${listWindow.to?.toISOString() ?? ''}:${venueName}:`;
const slug = `solo-en-el-html-${Date.now()}`;

function embeddedEvent(id: string, name: string, startsIn = 3 * 24 * 60 * 60 * 1000) {
  return {
    id,
    slug,
    name,
    description: 'Escrito por eventPage en el HTML.',
    city: 'Bogotá',
    venue: { name: venueName, address: 'Calle 1 # 2-3' },
    cover_image_url: '/images/events/poster-1.jpg',
    date: '2030-01-01',
    time: '20:00',
    event_date: new Date(Date.now() + startsIn).toISOString(),
    ticket_price: 40_000,
    status: 'active',
    event_type: 'internal',
    external_url: '',
    is_recurring: false,
    recurrence_pattern: '',
  };
}

const firestoreReads = () =>
  fetchSpy.mock.calls.filter(([input]: unknown[]) => /:runQuery|:runAggregationQuery|documents/.test(String(input)))
    .length;

const HTML_OPERATOR = {
  legal_name: 'Operador solo en el HTML S.A.S.',
  nit: '900000001-1',
  email: 'html@carcajada.test',
  phone: '3000000000',
  address: 'Calle 1 # 2-3',
};

let fetchSpy: { mock: { calls: unknown[][] }; mockClear: () => void };

beforeAll(() => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_MARKERS.embeddedData;
  block.textContent = JSON.stringify({
    // a page as it was read: one of its shows has started since
    [listKey]: [
      embeddedEvent('html-started', 'Show que ya empezó', -60 * 60 * 1000),
      embeddedEvent('html-only-1', 'Show solo en el HTML'),
    ],
    [`carcajada:event-by-slug:${slug}`]: embeddedEvent('html-only-2', 'Detalle solo en el HTML'),
    // a show without an organizer: its page carries config/legal, whose operator produces it
    [EMBEDDED_KEYS.legalConfig]: { data_policy_version: '2030-01-01', operator: HTML_OPERATOR },
  });
  document.body.append(block);
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockClear());

function EventName() {
  return <h1>{useEventBySlug(slug)?.name}</h1>;
}

function Producer() {
  return <p>{producerLabel(useShowProducer({ organizerId: null }))}</p>;
}

describe('first render from the data the page arrived with', () => {
  it('the events list draws the embedded page at once and never reads it from Firestore', async () => {
    renderWithFirestore(<EventList filter={{ window: listWindow, venueName }} emptyText="Vacío" />);
    // no waiting: the first render already has the card
    expect(screen.getByRole('heading', { level: 3, name: 'Show solo en el HTML' })).toBeInTheDocument();
    // a show that started since the page was read is no longer offered
    expect(screen.queryByRole('heading', { level: 3, name: 'Show que ya empezó' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.getByRole('heading', { level: 3, name: 'Show solo en el HTML' })).toBeInTheDocument();
    expect(firestoreReads()).toBe(0);
  });

  it('the event detail reads its event from the page, not from Firestore', async () => {
    renderWithFirestore(
      <Suspense fallback={<p role="status">Cargando</p>}>
        <EventName />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Detalle solo en el HTML' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(firestoreReads()).toBe(0);
  });

  it('the producer of a show without an organizer is the operator the page carries, not read again', async () => {
    renderWithFirestore(<Producer />);
    const organiza = `Organiza: ${HTML_OPERATOR.legal_name} · NIT ${HTML_OPERATOR.nit}`;
    expect(screen.getByText(organiza)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(firestoreReads()).toBe(0);
  });
});
