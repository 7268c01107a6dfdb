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
 * its scripts handed to the drawn page's own script, and the data as a JSON block, which the CSP
 * lets the app read (it is not a script that runs). Without markup the shell keeps its caption
 * and the app draws the page from the data.
 */
export function withContent(shell: string, markup: string | null, data: EmbeddedData, path: string): string {
  const json = `<script type="application/json" id="${PAGE_MARKERS.embeddedData}">${jsonForScript(data)}</script>`;
  const withData = shell.replace('</body>', () => `${json}</body>`);
  if (markup === null) return withData;
  return withScriptsAfterPaint(withData, path).replace(
    /<div id="root">[\s\S]*?<\/div>/,
    () => `<div id="root" data-server-rendered="">${markup}</div>`,
  );
}

/** The shell's list of the drawn pages' chunks by path prefix, and their script (web/build/page-preloads.ts). */
const DRAWN_PAGES_META = new RegExp(`<meta name="${PAGE_MARKERS.drawnPagesMeta}" content="([^"]*)"`);
const HYDRATE_AFTER_PAINT_META = new RegExp(`<meta name="${PAGE_MARKERS.hydrateAfterPaintMeta}" content="([^"]*)"`);
/** The app's entry and the chunks Vite preloads with it, as the shell writes them. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A drawn page is painted from its HTML and stylesheet; its scripts only hydrate it. Its one
 * script (web/src/hydrate-after-paint.ts) fetches the app's entry, the chunks the shell preloads
 * and the drawn page's own chunks once the page has painted: on a phone's connection the
 * stylesheet and the poster (the page's largest paint) do not share the bandwidth with about
 * 150 kB of JavaScript, and the browser is not busy with it before the first paint. A shell
 * without that script keeps its scripts as they are.
 */
function withScriptsAfterPaint(html: string, path: string): string {
  const script = HYDRATE_AFTER_PAINT_META.exec(html)?.[1];
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!script?.startsWith('/assets/') || !entry) return html;
  const preloaded = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const files = [...new Set([...preloaded.map(attributeText), ...drawnPageFiles(html, path)])];
  const tag =
    `<script type="module" crossorigin src="${escapeHtml(script)}" data-app-entry="${escapeHtml(attributeText(entry))}" ` +
    `data-app-preload="${escapeHtml(JSON.stringify(files))}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => tag);
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
