import { PAGE_MARKERS } from '@carcajada/domain';
import { escapeHtml } from '../common/html.js';
import { jsonForScript } from './html.js';

/**
 * `/`, `/911` and `/evento/{slug}` go out with their content in #root, drawn by the web app's own
 * components (web-renderer.ts), and the data those drew embedded as JSON for hydration: the
 * browser keeps that markup and reads nothing again. The data's block is
 * `#carcajada-data` (PAGE_MARKERS.embeddedData, which the app reads).
 */

/** Data the app reads instead of Firestore on its first render: reactfire cache key → value. */
export type EmbeddedData = Record<string, unknown>;

/**
 * The shell with `markup` in #root (in place of the boot caption; marked so the app hydrates it),
 * the drawn page's chunks at `path` linked in the head, and the data as a JSON block, which the
 * CSP lets the app read (it is not a script that runs). Without markup the shell keeps its
 * caption and the app draws the page from the data.
 */
export function withContent(shell: string, markup: string | null, data: EmbeddedData, path: string): string {
  const json = `<script type="application/json" id="${PAGE_MARKERS.embeddedData}">${jsonForScript(data)}</script>`;
  const withData = shell.replace('</body>', () => `${json}</body>`);
  if (markup === null) return withData;
  return withHydrationLast(withPageModules(withData, path)).replace(
    /<div id="root">[\s\S]*?<\/div>/,
    () => `<div id="root" data-server-rendered="">${markup}</div>`,
  );
}

/**
 * A drawn page is painted from its HTML and stylesheet; its scripts only hydrate it. They are
 * fetched at low priority, so on a phone's connection the stylesheet and the poster (the page's
 * largest paint) do not share the bandwidth with about 150 kB of JavaScript.
 */
const withHydrationLast = (html: string): string =>
  html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');

/** The shell's list of the drawn pages' chunks by path prefix (web/build/page-preloads.ts). */
const DRAWN_PAGES_META = new RegExp(`<meta name="${PAGE_MARKERS.drawnPagesMeta}" content="([^"]*)"`);

/**
 * The drawn page's chunks as modulepreload links in the head, found by the browser's preload
 * scanner while the entry downloads, instead of appended by the entry's router once it has run
 * (a round trip later on a phone, and main-thread work before the first paint). The shell lists
 * them by path prefix, so they are the deployed build's.
 */
function withPageModules(html: string, path: string): string {
  const links = drawnPageFiles(html, path).map(
    (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`,
  );
  if (links.length === 0) return html;
  return html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

function drawnPageFiles(html: string, path: string): string[] {
  const listed = DRAWN_PAGES_META.exec(html)?.[1];
  if (!listed) return [];
  try {
    const byPrefix = JSON.parse(attributeText(listed)) as Record<string, unknown>;
    const files = Object.entries(byPrefix).find(([prefix]) => path.startsWith(prefix))?.[1];
    if (!Array.isArray(files)) return [];
    return files.filter((file): file is string => typeof file === 'string' && file.startsWith('/assets/'));
  } catch {
    return [];
  }
}

/** An attribute's value as text (the build writes `&quot;`, `&amp;` and their like). */
function attributeText(value: string): string {
  return value.replace(/&(quot|#39|lt|gt|amp);/g, (_, name: string) => ATTRIBUTE_ENTITIES[name]!);
}

const ATTRIBUTE_ENTITIES: Record<string, string> = { quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' };
