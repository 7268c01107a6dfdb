import { defer, from, NEVER, of, type Observable } from 'rxjs';
import { PAGE_MARKERS } from '@carcajada/domain';

/**
 * Data the page arrived with: eventPage renders `/`, `/911` and `/evento/{slug}`
 * into the HTML with the app's own components (entry-server.tsx) and embeds the data they drew as
 * JSON in `<script type="application/json">` (which the CSP lets the app read), keyed by the reads
 * it answers. Hydration takes it instead of asking Firestore again; each key serves once, later
 * visits read as always. The block's id is PAGE_MARKERS.embeddedData, shared with eventPage.
 */

let embedded: Record<string, unknown> | undefined;
/** Set while the server renders a page: the data it has, and whether a read was missing from it. */
let server: { data: Record<string, unknown>; missing: string[] } | undefined;

function allEmbedded(): Record<string, unknown> {
  if (embedded) return embedded;
  try {
    const text = document.getElementById(PAGE_MARKERS.embeddedData)?.textContent;
    const parsed: unknown = text ? JSON.parse(text) : {};
    embedded = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    embedded = {};
  }
  return embedded;
}

/** The embedded value for this read, once; undefined when the page did not carry it. */
export function takeEmbedded(key: string): unknown {
  if (server) return server.data[key];
  if (typeof document === 'undefined') return undefined;
  const data = allEmbedded();
  if (!(key in data)) return undefined;
  const value = data[key];
  delete data[key];
  return value;
}

/**
 * A read for reactfire's `useObservable`: the embedded value when the page carried one (at once,
 * so the first render neither suspends nor reads), else `read()`. On the server a read the data
 * does not answer never happens: it is noted (the page is then not rendered) and stays pending.
 */
export function embeddedOr<T>(
  key: string,
  fromEmbedded: (value: unknown) => T | undefined,
  read: () => Promise<T>,
): Observable<T> {
  return defer(() => {
    const value = takeEmbedded(key);
    const parsed = value === undefined ? undefined : fromEmbedded(value);
    if (parsed !== undefined) return of(parsed);
    if (server) {
      server.missing.push(key);
      return NEVER;
    }
    return from(read());
  });
}

/**
 * Runs a server render with `data` as the page's embedded data; `missing` lists the reads the
 * render asked for that the data did not hold. Renders are synchronous, so one at a time.
 */
export function renderWithData<T>(data: Record<string, unknown>, render: () => T): { result: T; missing: string[] } {
  server = { data, missing: [] };
  try {
    const result = render();
    return { result, missing: server.missing };
  } finally {
    server = undefined;
  }
}

/** True when the page arrived with its content rendered into #root by the server. */
export function arrivedWithContent(root: HTMLElement): boolean {
  return root.hasAttribute('data-server-rendered');
}

/** The address of the page the server drew, as the app started; undefined for the shell. */
const drawnPageRoot = typeof document === 'undefined' ? null : document.getElementById('root');
const drawnPageHref = drawnPageRoot && arrivedWithContent(drawnPageRoot) ? window.location.href : undefined;

/**
 * True while a render must draw what the server draws: on the server, and while the visit is on
 * the page the server drew (its components hydrate that markup). False once the visit has moved
 * on, and on a page drawn in the browser.
 */
export function drawsServerMarkup(): boolean {
  return server !== undefined || typeof window === 'undefined' || window.location.href === drawnPageHref;
}
