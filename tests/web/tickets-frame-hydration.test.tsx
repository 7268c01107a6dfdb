/**
 * `/tickets` arrives with its frame drawn by the app's own components (web/src/entry-server.tsx,
 * what eventPage sends): the page's header, the same for every visitor, and nothing embedded. The
 * app (web/src/main.tsx) hydrates that header with no mismatch, then draws the session's page: here
 * an anonymous visitor's, the sign-in invitation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { hydrateDrawnPage, isFirestoreRequest, type HydratedPage } from './support/drawn-page';

const SUBTITLE = 'Tus entradas y sus códigos QR para el día del show.';

let page: HydratedPage;
let drawnSubtitle: Element | undefined;

beforeAll(async () => {
  page = await hydrateDrawnPage('/tickets', {}, 'main header p');
  drawnSubtitle = page.serverElements.find((element) => element.textContent === SUBTITLE);
});

afterAll(() => page.stop());

describe('Mis tickets hydrates the frame it arrived with', () => {
  it('the server drew the header and no ticket', () => {
    expect(drawnSubtitle?.tagName).toBe('P');
    expect(page.serverElements.find((element) => element.tagName === 'H1')?.textContent).toBe('Mis tickets');
    expect(page.serverElements.some((element) => element.tagName === 'ARTICLE')).toBe(false);
  });

  it('React took the header over, with no mismatch and no Firestore read', () => {
    expect(Object.keys(drawnSubtitle!).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(page.consoleErrors).toEqual([]);
    expect(page.windowErrors).toEqual([]);
    expect(page.fetchSpy.mock.calls.filter(([input]) => isFirestoreRequest(input))).toEqual([]);
  });

  it('then draws the page of the session: the sign-in invitation for a visitor signed out', async () => {
    expect(
      await screen.findByText('Crea tu cuenta gratis o inicia sesión para ver tus entradas y sus códigos QR.'),
    ).toBeVisible();
  });
});
