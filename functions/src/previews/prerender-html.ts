import { jsonForScript } from './html.js';

/**
 * `/`, `/911` and `/evento/{slug}` go out with their content in #root, drawn by the web app's own
 * components (web-renderer.ts), and the data those drew embedded as JSON for hydration: the
 * browser keeps that markup and reads nothing again (contract v3).
 */
export const EMBEDDED_DATA_ID = 'carcajada-data';

/** Data the app reads instead of Firestore on its first render: reactfire cache key → value. */
export type EmbeddedData = Record<string, unknown>;

/**
 * The shell with `markup` in #root (in place of the boot caption; marked so the app hydrates it)
 * and the data as a JSON block, which the CSP lets the app read (it is not a script that runs).
 * Without markup the shell keeps its caption and the app draws the page from the data.
 */
export function withContent(shell: string, markup: string | null, data: EmbeddedData): string {
  const json = `<script type="application/json" id="${EMBEDDED_DATA_ID}">${jsonForScript(data)}</script>`;
  const withData = shell.replace('</body>', () => `${json}</body>`);
  if (markup === null) return withData;
  return withData.replace(
    /<div id="root">[\s\S]*?<\/div>/,
    () => `<div id="root" data-server-rendered="">${markup}</div>`,
  );
}
