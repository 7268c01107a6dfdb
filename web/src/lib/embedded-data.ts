/**
 * Data the page arrived with (contract v3): eventPage writes the shows of `/`, `/911` and
 * `/evento/{slug}` into the HTML and, as JSON in `<script type="application/json">` (which the
 * CSP lets the app read), the same data keyed by the reads it answers. The first render takes it
 * instead of asking Firestore again; each key serves once, later visits read as always.
 */
const EMBEDDED_DATA_ID = 'carcajada-data';

let embedded: Record<string, unknown> | undefined;

function allEmbedded(): Record<string, unknown> {
  if (embedded) return embedded;
  try {
    const text = document.getElementById(EMBEDDED_DATA_ID)?.textContent;
    const parsed: unknown = text ? JSON.parse(text) : {};
    embedded = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    embedded = {};
  }
  return embedded;
}

/** The embedded value for this read, once; undefined when the page did not carry it. */
export function takeEmbedded(key: string): unknown {
  const data = allEmbedded();
  if (!(key in data)) return undefined;
  const value = data[key];
  delete data[key];
  return value;
}

/** True when the page arrived with its content rendered into #root. */
export function arrivedWithContent(root: HTMLElement): boolean {
  return root.querySelector('.pr-page') !== null;
}
