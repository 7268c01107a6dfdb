/**
 * `/politica-de-datos` arrives drawn by the app's own components (web/src/entry-server.tsx, what
 * eventPage sends) with config/legal embedded. The app (web/src/main.tsx) hydrates that markup:
 * every node stays, React reports no mismatch, and nothing is read from Firestore. The embedded
 * operator exists nowhere in Firestore, so only the page's data can have drawn it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { DATA_CONSENT_TEXTS, EMBEDDED_KEYS, PAGE_MARKERS } from '@carcajada/domain';
import { renderPage } from '../../web/src/entry-server';

const OPERATOR = {
  legal_name: 'Operadora Solo en el HTML S.A.S.',
  nit: '900111222-3',
  email: 'html@carcajada.test',
  phone: '6017778899',
  address: 'Calle del HTML # 1-2, Bogotá',
};
const data = { [EMBEDDED_KEYS.legalConfig]: { data_policy_version: '2030-01-01', operator: OPERATOR } };

const isFirestoreRequest = (input: unknown) =>
  /google\.firestore|\/documents/.test(input instanceof Request ? input.url : String(input));

let fetchSpy: { mock: { calls: unknown[][] } };
let consoleErrors: unknown[][];
let serverElements: Element[];

beforeAll(async () => {
  const page = await renderPage('http://localhost/politica-de-datos', data);
  expect(page).not.toBeNull();
  window.history.replaceState(null, '', '/politica-de-datos');
  document.body.innerHTML =
    `<div id="root" data-server-rendered="">${page!.html}</div>` +
    `<script type="application/json" id="${PAGE_MARKERS.embeddedData}">${JSON.stringify(data)}</script>`;
  serverElements = [...document.querySelectorAll('#root *')];

  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  fetchSpy = vi.spyOn(globalThis, 'fetch');

  await import('../../web/src/main');
  const heading = document.querySelector('#root h1')!;
  await waitFor(() => expect(Object.keys(heading).some((key) => key.startsWith('__reactFiber'))).toBe(true), {
    timeout: 10_000,
  });
  // past hydration, the idle-time Auth start and its session check
  await new Promise((resolve) => setTimeout(resolve, 1_500));
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe('the data policy hydrates the page it arrived with', () => {
  it('the server drew the title, the version and the operator of the embedded config/legal', () => {
    const root = document.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe(DATA_CONSENT_TEXTS.policyTitle);
    expect(root.textContent).toContain('Versión 2030-01-01');
    for (const fact of Object.values(OPERATOR)) expect(root.textContent).toContain(fact);
  });

  it('keeps every node, reports no mismatch and reads nothing from Firestore', () => {
    expect(serverElements.filter((element) => !element.isConnected)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(fetchSpy.mock.calls.filter(([input]) => isFirestoreRequest(input))).toEqual([]);
  });
});
