/**
 * `/politica-de-datos` arrives drawn by the app's own components (web/src/entry-server.tsx, what
 * eventPage sends) with config/legal embedded. The app (web/src/main.tsx) hydrates that markup:
 * every node stays, React reports no mismatch, and nothing is read from Firestore. The embedded
 * operator exists nowhere in Firestore, so only the page's data can have drawn it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_CONSENT_TEXTS, EMBEDDED_KEYS } from '@carcajada/domain';
import { hydrateDrawnPage, isFirestoreRequest, type HydratedPage } from './support/drawn-page';

const OPERATOR = {
  legal_name: 'Operadora Solo en el HTML S.A.S.',
  nit: '900111222-3',
  email: 'html@carcajada.test',
  phone: '6017778899',
  address: 'Calle del HTML # 1-2, Bogotá',
};
const data = { [EMBEDDED_KEYS.legalConfig]: { data_policy_version: '2030-01-01', operator: OPERATOR } };

let page: HydratedPage;

beforeAll(async () => {
  page = await hydrateDrawnPage('/politica-de-datos', data, 'h1');
});

afterAll(() => page.stop());

describe('the data policy hydrates the page it arrived with', () => {
  it('the server drew the title, the version and the operator of the embedded config/legal', () => {
    const root = document.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe(DATA_CONSENT_TEXTS.policyTitle);
    expect(root.textContent).toContain('Versión 2030-01-01');
    for (const fact of Object.values(OPERATOR)) expect(root.textContent).toContain(fact);
  });

  it('keeps every node, reports no mismatch and reads nothing from Firestore', () => {
    expect(page.serverElements.filter((element) => !element.isConnected)).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.windowErrors).toEqual([]);
    expect(page.fetchSpy.mock.calls.filter(([input]) => isFirestoreRequest(input))).toEqual([]);
  });
});
