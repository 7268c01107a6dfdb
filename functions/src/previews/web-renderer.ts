import { PAGE_MARKERS } from '@carcajada/domain';
import { logPageNotRendered } from './log.js';

/**
 * The web app's own server renderer (web/src/entry-server.tsx), built by functions/build.mjs
 * (`npm run build:ssr -w web`) into lib/web-ssr beside lib/index.js: self-contained, so it needs
 * no dependency of its own at deploy. Loaded on the first page request and kept.
 */
export interface WebRenderer {
  /** The web build it was made from; it draws only into an app shell of the same build. */
  BUILD_ID: string;
  renderPage(url: string, data: Record<string, unknown>): Promise<{ html: string } | null>;
}

// A path relative to lib/index.js, not bundled by esbuild (it is another build's output).
const RENDERER_MODULE = './web-ssr/entry-server.js';

let loading: Promise<WebRenderer | null> | undefined;

function loadRenderer(): Promise<WebRenderer | null> {
  loading ??= (import(RENDERER_MODULE) as Promise<WebRenderer>).catch((error: unknown) => {
    logPageNotRendered({ path: '*', reason: 'renderer_unavailable', error });
    loading = undefined;
    return null;
  });
  return loading;
}

const BUILD_META = new RegExp(`<meta name="${PAGE_MARKERS.buildMeta}" content="([^"]*)"`);

/** `<meta name="carcajada-build" content="…">` of the app shell (web/build/build-identity.ts). */
export function shellBuildId(shell: string): string | null {
  return BUILD_META.exec(shell)?.[1] ?? null;
}

/**
 * The page at `path` drawn by the app's components from `data`, for the given shell; null when it
 * cannot be (no renderer, a shell of another build, a render that failed or needed other data).
 * The data goes through JSON first, exactly as the browser will read it back from the page.
 */
export async function renderAppPage(
  shell: string,
  path: string,
  data: Record<string, unknown>,
): Promise<string | null> {
  const renderer = await loadRenderer();
  if (!renderer) return null;
  if (shellBuildId(shell) !== renderer.BUILD_ID) {
    logPageNotRendered({ path, reason: 'other_build' });
    return null;
  }
  try {
    const page = await renderer.renderPage(
      `http://localhost${path}`,
      JSON.parse(JSON.stringify(data)) as Record<string, unknown>,
    );
    if (!page) logPageNotRendered({ path, reason: 'not_drawn' });
    return page?.html ?? null;
  } catch (error) {
    logPageNotRendered({ path, reason: 'render_failed', error });
    return null;
  }
}
