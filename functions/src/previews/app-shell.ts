import { appShellUrl, webBaseUrl } from '../config.js';
import { logAppShellStale } from './log.js';

/**
 * The web app's built index.html, fetched from Hosting itself (a static file, so Hosting serves it
 * before any rewrite) and kept a minute per instance: previews always carry the asset names of
 * the deployed app, with no build step tying the functions to a web build.
 */
const SHELL_TTL_MS = 60_000;
const FETCH_TIMEOUT_MS = 5_000;

let cached: { html: string; fetchedAt: number } | undefined;

function shellUrl(): string {
  return appShellUrl.value() || `${webBaseUrl.value().replace(/\/$/, '')}/app.html`;
}

async function fetchShell(): Promise<string> {
  const response = await fetch(shellUrl(), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`GET ${shellUrl()} answered ${response.status}`);
  const html = await response.text();
  if (!html.includes('<div id="root">')) throw new Error(`GET ${shellUrl()} is not the app shell`);
  return html;
}

/** The shell; a stale copy when Hosting cannot be reached; throws only when there is none. */
export async function appShell(now = Date.now()): Promise<string> {
  if (cached && now - cached.fetchedAt < SHELL_TTL_MS) return cached.html;
  try {
    cached = { html: await fetchShell(), fetchedAt: now };
    return cached.html;
  } catch (error) {
    if (!cached) throw error;
    logAppShellStale(error);
    return cached.html;
  }
}
