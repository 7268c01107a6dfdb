/**
 * The show day: `/` arrives drawn by the app's own components (web/src/entry-server.tsx,
 * what eventPage sends) with the data they drew embedded as JSON. The app (web/src/main.tsx, as
 * the browser runs it) hydrates that markup: every node the server drew stays, React reports no
 * mismatch, and the first render reads nothing from Firestore. The embedded shows exist nowhere
 * in Firestore, so only the page's data can have drawn them; the network is watched, not replaced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventFilterWindow } from '@carcajada/domain';
import { hydrateDrawnPage, isFirestoreRequest, type HydratedPage } from './support/drawn-page';

const runId = Date.now().toString(36);
const listWindow = eventFilterWindow('proximamente', new Date());
const listKey = `carcajada:events-page:${listWindow.from.toISOString()}:::`;

function embeddedEvent(index: number) {
  return {
    id: `hydration-${runId}-${index}`,
    slug: `solo-en-el-html-${runId}-${index}`,
    name: `Show hidratado ${runId} ${index}`,
    description: 'Escrito por eventPage en el HTML.',
    city: 'Bogotá',
    venue: { name: 'Teatro del HTML', address: 'Calle 1 # 2-3' },
    cover_image_url: '/images/events/poster-1.jpg',
    date: '2030-01-01',
    time: '20:00',
    event_date: new Date(Date.now() + (index + 2) * 24 * 60 * 60 * 1000).toISOString(),
    ticket_price: 40_000 + index,
    status: 'active',
    event_type: 'internal',
    external_url: '',
    is_recurring: false,
    recurrence_pattern: '',
    capacity: 100,
    seats_left: 60,
  };
}

const data = { [listKey]: [embeddedEvent(1), embeddedEvent(2), embeddedEvent(3)] };

let page: HydratedPage;

beforeAll(async () => {
  page = await hydrateDrawnPage('/', data, 'h3');
});

afterAll(() => page.stop());

describe('the home page hydrates the markup it arrived with', () => {
  it('the server drew the embedded shows with the app components', () => {
    const names = [...document.querySelectorAll('#root h3')].map((heading) => heading.textContent);
    expect(names).toEqual(data[listKey]!.map((event) => event.name));
    expect(page.serverElements.length).toBeGreaterThan(50);
  });

  it('keeps every node the server drew: React takes them over instead of replacing them', () => {
    const replaced = page.serverElements.filter((element) => !element.isConnected);
    expect(replaced).toEqual([]);
    const card = document.querySelector('#root article')!;
    expect(Object.keys(card).some((key) => key.startsWith('__reactFiber'))).toBe(true);
  });

  it('reports no hydration mismatch', () => {
    expect(page.consoleErrors).toEqual([]);
    expect(page.windowErrors).toEqual([]);
  });

  it('its first render makes no Firestore read for what the HTML held', () => {
    const reads = page.fetchSpy.mock.calls.filter(([input]) => isFirestoreRequest(input));
    expect(reads).toEqual([]);
  });
});
