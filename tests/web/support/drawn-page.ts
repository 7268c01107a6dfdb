/**
 * A page as eventPage sends it, hydrated by the app as the browser runs it (web/src/main.tsx):
 * the server renderer draws `path` from `data`, the markup and the embedded data go into the
 * document, and the app starts on it. Watched, not replaced: the console (React reports every
 * hydration mismatch there), the window's errors and the network (fetch).
 */
import { expect, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { PAGE_MARKERS } from '@carcajada/domain';
import { renderPage } from '../../../web/src/entry-server';

export interface HydratedPage {
  /** Every element the server drew, as it arrived. */
  serverElements: Element[];
  consoleErrors: unknown[][];
  windowErrors: unknown[];
  fetchSpy: { mock: { calls: unknown[][] } };
  /** Stops watching (afterAll). */
  stop: () => void;
}

/** A request to Firestore (a document read, a query, an aggregation). */
export const isFirestoreRequest = (input: unknown) =>
  /google\.firestore|:runQuery|:batchGet|:runAggregationQuery|\/documents/.test(
    input instanceof Request ? input.url : String(input),
  );

/** Draws `path` from `data`, starts the app on it and waits until `hydrated` has been taken over by React. */
export async function hydrateDrawnPage(
  path: string,
  data: Record<string, unknown>,
  hydrated: string,
): Promise<HydratedPage> {
  const page = await renderPage(`http://localhost${path}`, data);
  expect(page).not.toBeNull();
  window.history.replaceState(null, '', path);
  document.body.innerHTML =
    `<div id="root" data-server-rendered="">${page!.html}</div>` +
    `<script type="application/json" id="${PAGE_MARKERS.embeddedData}">${JSON.stringify(data)}</script>`;
  const serverElements = [...document.querySelectorAll('#root *')];

  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const consoleErrors: unknown[][] = [];
  const windowErrors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  const onWindowError = (event: ErrorEvent) => windowErrors.push(event.error ?? event.message);
  window.addEventListener('error', onWindowError);
  const fetchSpy = vi.spyOn(globalThis, 'fetch');

  await import('../../../web/src/main');
  const element = document.querySelector(`#root ${hydrated}`)!;
  await waitFor(() => expect(Object.keys(element).some((key) => key.startsWith('__reactFiber'))).toBe(true), {
    timeout: 10_000,
  });
  // past hydration, the idle-time Auth start and its session check
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return {
    serverElements,
    consoleErrors,
    windowErrors,
    fetchSpy,
    stop: () => {
      window.removeEventListener('error', onWindowError);
      vi.restoreAllMocks();
    },
  };
}
