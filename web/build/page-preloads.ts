import { loadEnv, type Plugin } from 'vite';
// Relative paths: the config loader does not compile the workspace package's TypeScript.
import { SESSION_STORAGE_KEY } from '../../packages/domain/src/constants.ts';
import {
  drawnHeadPageModules,
  PAGE_MARKERS,
  shellPreloadedPageModules,
} from '../../packages/domain/src/page-manifest.ts';
import { pageFiles, type OutputBundle } from './bundle-chunks.ts';
import { WEB_DIR } from './paths.ts';

/**
 * The first event list waits on a request to Firestore, another origin: open that connection
 * while the JavaScript is still downloading (the emulator locally, Google's API in production).
 * A returning signed-in visitor's page restores the session from Auth (its own origin) once the
 * page has drawn: when the session copy says they were signed in, that connection opens early.
 * Auth's chunks are not preloaded: they would share the phone's bandwidth with the page's own
 * chunks, and Mis tickets draws its last copy without them. The chunk of the page a visit starts
 * on is preloaded for the manifest's `preload: 'shell'` pages (by exact path). The
 * `carcajada-drawn-pages` meta (PAGE_MARKERS.drawnPagesMeta) lists the chunks of the
 * `preload: 'drawn-head'` pages eventPage draws, by path prefix, and the
 * `carcajada-hydrate-after-paint` meta the drawn pages' own script (src/hydrate-after-paint.ts),
 * which eventPage hands those chunks and the entry to (the loader has no use for either).
 */
export function pagePreloads(mode: string): Plugin {
  const env = loadEnv(mode, WEB_DIR, 'VITE_');
  const emulators = env.VITE_USE_EMULATORS === 'true';
  const firestoreOrigin = emulators
    ? `http://${env.VITE_FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080'}`
    : 'https://firestore.googleapis.com';
  const authOrigin = emulators
    ? `http://${env.VITE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'}`
    : 'https://identitytoolkit.googleapis.com';
  // The same text in every build (the origin and the pages' chunks are attributes), so its hash in
  // firebase.json's Content-Security-Policy holds for the emulator and the production build alike.
  const preloadFirstModules = `try{const d=document.currentScript.dataset,h=document.head,p=m=>{const l=document.createElement('link');l.rel='modulepreload';l.href=m;l.crossOrigin='';h.append(l)};(JSON.parse(d.pages||'{}')[location.pathname]||[]).forEach(p);if(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})){const l=document.createElement('link');l.rel='preconnect';l.href=d.origin;l.crossOrigin='';h.append(l)}}catch{}`;
  return {
    name: 'carcajada:page-preloads',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const bundle = context.bundle;
        const filesOf = (byPath: Record<string, string>) => (bundle ? filesByPath(bundle, byPath) : {});
        const preloadScript =
          `<script data-origin="${attributeValue(authOrigin)}" ` +
          `data-pages="${attributeValue(JSON.stringify(filesOf(shellPreloadedPageModules())))}">${preloadFirstModules}</script>`;
        return {
          html: beforeStylesheet(html, preloadScript),
          tags: [
            { tag: 'link', attrs: { rel: 'preconnect', href: firestoreOrigin, crossorigin: '' }, injectTo: 'head' },
            {
              tag: 'meta',
              attrs: { name: PAGE_MARKERS.drawnPagesMeta, content: JSON.stringify(filesOf(drawnHeadPageModules())) },
              injectTo: 'head',
            },
            {
              tag: 'meta',
              attrs: { name: PAGE_MARKERS.hydrateAfterPaintMeta, content: bundle ? entryFile(bundle) : '' },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

/** The name of the drawn pages' script among the build's inputs (vite.config.ts). */
export const HYDRATE_AFTER_PAINT = 'hydrate-after-paint';

/** The built file of the drawn pages' script; a build without it fails. */
function entryFile(bundle: OutputBundle): string {
  const chunk = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.isEntry && item.name === HYDRATE_AFTER_PAINT,
  );
  if (!chunk) throw new Error(`The build has no ${HYDRATE_AFTER_PAINT} entry (web/vite.config.ts)`);
  return `/${chunk.fileName}`;
}

/** Path → the chunk files of its page module. */
const filesByPath = (bundle: OutputBundle, byPath: Record<string, string>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(byPath).map(([page, module]) => [page, pageFiles(bundle, module)]));

/** A value written into a double-quoted HTML attribute. */
const attributeValue = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `tag` placed before the page's stylesheet: an inline script after a stylesheet waits until the
 * sheet has loaded, and so would the chunk requests it makes (the dev server links no stylesheet).
 */
function beforeStylesheet(html: string, tag: string): string {
  const stylesheet = html.indexOf('<link rel="stylesheet"');
  if (stylesheet === -1) return html.replace('</head>', () => `  ${tag}\n  </head>`);
  return `${html.slice(0, stylesheet)}${tag}\n    ${html.slice(stylesheet)}`;
}
