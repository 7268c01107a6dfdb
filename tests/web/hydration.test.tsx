/**
 * The show day: `/` arrives drawn by the app's own components (web/src/entry-server.tsx,
 * what eventPage sends) with the data they drew embedded as JSON. The app (web/src/main.tsx, as
 * the browser runs it) hydrates that markup: every node the server drew stays, React reports no
 * mismatch, and the first render reads nothing from Firestore. The embedded shows exist nowhere
 * in Firestore, so only the page's data can have drawn them; the network is watched, not replaced.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { eventFilterWindow, PAGE_MARKERS } from '@carcajada/domain';
import { renderPage } from '../../web/src/entry-server';

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

const isFirestoreRequest = (input: unknown) =>
  /google\.firestore|:runQuery|:batchGet|:runAggregationQuery|\/documents/.test(
    input instanceof Request ? input.url : String(input),
  );

let fetchSpy: { mock: { calls: unknown[][] } };
let consoleErrors: unknown[][];
let windowErrors: unknown[];
let serverElements: Element[];
const onWindowError = (event: ErrorEvent) => windowErrors.push(event.error ?? event.message);

beforeAll(async () => {
  const page = await renderPage('http://localhost/', data);
  expect(page).not.toBeNull();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML =
    `<div id="root" data-server-rendered="">${page!.html}</div>` +
    `<script type="application/json" id="${PAGE_MARKERS.embeddedData}">${JSON.stringify(data)}</script>`;
  serverElements = [...document.querySelectorAll('#root *')];

  // React's dev build reports every mismatch (text, attributes, structure) on the console
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  consoleErrors = [];
  windowErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  window.addEventListener('error', onWindowError);
  fetchSpy = vi.spyOn(globalThis, 'fetch');

  await import('../../web/src/main');
  const heading = document.querySelector('#root h3')!;
  await waitFor(() => expect(Object.keys(heading).some((key) => key.startsWith('__reactFiber'))).toBe(true), {
    timeout: 10_000,
  });
  // past hydration, the idle-time Auth start and its session check
  await new Promise((resolve) => setTimeout(resolve, 1_500));
});

afterAll(() => {
  window.removeEventListener('error', onWindowError);
  vi.restoreAllMocks();
});

describe('the home page hydrates the markup it arrived with', () => {
  it('the server drew the embedded shows with the app components', () => {
    const names = [...document.querySelectorAll('#root h3')].map((heading) => heading.textContent);
    expect(names).toEqual(data[listKey]!.map((event) => event.name));
    expect(serverElements.length).toBeGreaterThan(50);
  });

  it('keeps every node the server drew: React takes them over instead of replacing them', () => {
    const replaced = serverElements.filter((element) => !element.isConnected);
    expect(replaced).toEqual([]);
    const card = document.querySelector('#root article')!;
    expect(Object.keys(card).some((key) => key.startsWith('__reactFiber'))).toBe(true);
  });

  it('reports no hydration mismatch', () => {
    expect(consoleErrors).toEqual([]);
    expect(windowErrors).toEqual([]);
  });

  it('its first render makes no Firestore read for what the HTML held', () => {
    const reads = fetchSpy.mock.calls.filter(([input]) => isFirestoreRequest(input));
    expect(reads).toEqual([]);
  });
});
