import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Alias, type IndexHtmlTransformContext, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// A relative path: the config loader does not compile the workspace package's TypeScript.
import { SESSION_STORAGE_KEY } from '../packages/domain/src/constants.ts';
import { hashOfInputs } from './build-inputs.ts';
import {
  ATTENDEE_PAGE_MODULES,
  DRAWN_PAGE_MODULES,
  DRAWN_PAGES_META,
  FIRST_PAGE_MODULES,
} from './first-page-modules.ts';

/**
 * Keeping Firebase code the app never runs off every page:
 * - reactfire imports every Firebase product at its top level. Storage and Remote Config only
 *   register themselves, so declaring them side-effect free drops them. The Realtime Database,
 *   Auth, Firestore and Functions functions it imports are replaced by shims for reactfire alone
 *   (the app never uses those hooks), so Auth, Firestore and Functions load only when the app
 *   needs them (lib/auth-loader.ts, the api modules), with their registration intact.
 * - reactfire's `useObservable` uses React's useSyncExternalStore through a shim that passes no
 *   server snapshot, which React needs to server-render and hydrate a page (contract v3): a shim
 *   of ours passes its snapshot as both.
 * - The shared domain package is side-effect free: only what a chunk uses ships with it.
 * - Firestore bundles the RE2 regex engine for Pipeline queries, which the app never makes;
 *   a small RegExp-based adapter takes its place.
 */
const SIDE_EFFECT_FREE =
  /[\\/]node_modules[\\/](@firebase[\\/](storage|remote-config)|firebase[\\/](storage|remote-config))[\\/]|[\\/]packages[\\/]domain[\\/]src[\\/]/;
const REACTFIRE_SHIMS: Record<string, string> = {
  'firebase/auth': 'reactfire-auth.ts',
  'firebase/firestore': 'reactfire-firestore.ts',
  'firebase/functions': 'reactfire-functions.ts',
  'use-sync-external-store/shim': 'reactfire-use-sync-external-store.ts',
};
const shim = (file: string) => fileURLToPath(new URL(`./build-shims/${file}`, import.meta.url));
const RESOLVE_ALIASES: Alias[] = [
  { find: /^firebase\/database$/, replacement: shim('firebase-database.ts') },
  { find: /^re2js$/, replacement: shim('re2js.ts') },
];
const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));
const FUNCTIONS_DIR = fileURLToPath(new URL('../functions/', import.meta.url));

/** Swaps reactfire's own Firestore and Functions imports for the shims above. */
function shimReactfireImports(): Plugin {
  return {
    name: 'carcajada:shim-reactfire-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      const file = REACTFIRE_SHIMS[source];
      return file && importer && /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer) ? shim(file) : null;
    },
  };
}

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** Whether a bundler module id is `module` (a path under web/). */
const isWebModule = (id: string, module: string) => id.replace(/\\/g, '/').endsWith(`/web/${module}`);

/**
 * The files of the chunk that holds `module` (its own, or a codeSplitting group's), with its static
 * imports, minus what the entry already loads.
 */
function chunkFiles(bundle: OutputBundle, module: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: string[], into = new Set<string>()): Set<string> => {
    for (const file of files) {
      if (into.has(file)) continue;
      into.add(file);
      closure(byFile.get(file)?.imports ?? [], into);
    }
    return into;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const holders = chunks.filter((chunk) => chunk.moduleIds.some((id) => isWebModule(id, module)));
  return [...closure(holders.map((chunk) => chunk.fileName))]
    .filter((file) => !entry.has(file))
    .map((file) => `/${file}`);
}

/** A page's chunk files; a page module that is no chunk of its own (any more) fails the build. */
function pageFiles(bundle: OutputBundle, module: string): string[] {
  const files = chunkFiles(bundle, module);
  if (files.length === 0) throw new Error(`No chunk is built from ${module}: is it still a lazily loaded page?`);
  return files;
}

/**
 * The first event list waits on a request to Firestore, another origin: open that connection
 * while the JavaScript is still downloading (the emulator locally, Google's API in production).
 * A returning signed-in visitor's page restores the session from Auth (its own origin) once the
 * page has drawn: when the session copy says they were signed in, that connection opens early.
 * Auth's chunks are not preloaded: they would share the phone's bandwidth with the page's own
 * chunks, and Mis tickets draws its last copy without them. The first page's own chunk
 * (FIRST_PAGE_MODULES) is preloaded. The `carcajada-drawn-pages` meta lists the chunks of the
 * pages eventPage draws (DRAWN_PAGE_MODULES), which it links into those pages' heads (the loader
 * has no use for them).
 */
function preconnectToBackends(mode: string): Plugin {
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
    name: 'carcajada:preconnect-backends',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const bundle = context.bundle;
        const filesOf = (byPath: Record<string, string>) =>
          bundle
            ? Object.fromEntries(Object.entries(byPath).map(([page, module]) => [page, pageFiles(bundle, module)]))
            : {};
        const preloadScript =
          `<script data-origin="${attributeValue(authOrigin)}" ` +
          `data-pages="${attributeValue(JSON.stringify(filesOf(FIRST_PAGE_MODULES)))}">${preloadFirstModules}</script>`;
        return {
          html: beforeStylesheet(html, preloadScript),
          tags: [
            { tag: 'link', attrs: { rel: 'preconnect', href: firestoreOrigin, crossorigin: '' }, injectTo: 'head' },
            {
              tag: 'meta',
              attrs: { name: DRAWN_PAGES_META, content: JSON.stringify(filesOf(DRAWN_PAGE_MODULES)) },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

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

/**
 * robots.txt (web/public) names the sitemap, and crawlers take only an absolute URL: the build
 * appends it from the site's one address setting, the functions' WEB_BASE_URL
 * (functions/.env.<projectId> for a deploy, functions/.env.local for the emulators).
 */
function robotsSitemapLine(mode: string): Plugin {
  let robotsFile = '';
  return {
    name: 'carcajada:robots-sitemap',
    apply: 'build',
    configResolved(config) {
      robotsFile = path.resolve(config.root, config.build.outDir, 'robots.txt');
    },
    closeBundle() {
      const env = loadEnv(mode, WEB_DIR, 'VITE_');
      const functionsMode =
        env.VITE_USE_EMULATORS === 'true' ? 'emulators' : env.VITE_FIREBASE_PROJECT_ID || 'production';
      const baseUrl = loadEnv(functionsMode, FUNCTIONS_DIR, 'WEB_BASE_URL').WEB_BASE_URL;
      if (!baseUrl || !fs.existsSync(robotsFile)) {
        this.warn(`robots.txt names no sitemap: no WEB_BASE_URL in functions/.env.${functionsMode} or .env.local`);
        return;
      }
      fs.appendFileSync(robotsFile, `\nSitemap: ${baseUrl.replace(/\/$/, '')}/sitemap.xml\n`);
    },
  };
}

/**
 * The built shell is app.html, not index.html: Hosting serves a static file before any rewrite, so
 * with an index.html `/` could never reach the function that writes the shows into the page.
 * firebase.json rewrites every other path to app.html (the service worker's precached shell too);
 * `vite preview` (the browser tests) answers page requests with it, as Hosting does.
 */
const APP_SHELL_FILE = 'app.html';

function appShellFile(): Plugin {
  return {
    name: 'carcajada:app-shell-file',
    // not `apply: 'build'`: `vite preview` resolves the config as `serve`, and needs the middleware
    // index.html is written last of all, before the service worker's precache list is made
    writeBundle(options) {
      const outDir = options.dir ?? path.resolve(WEB_DIR, 'dist');
      fs.renameSync(path.join(outDir, 'index.html'), path.join(outDir, APP_SHELL_FILE));
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const pathname = (request.url ?? '/').split('?')[0] ?? '/';
        // a path without a file extension is a page of the app (as Hosting's `**` rewrite)
        if (request.method === 'GET' && !path.extname(pathname)) request.url = `/${APP_SHELL_FILE}`;
        next();
      });
    },
  };
}

/**
 * What an attendee opens offline beyond the shell: their pages' chunk, the QR modal, and what Mis
 * tickets imports as it starts (Auth and the account for the signed-in session, Firestore Lite for
 * the read): with no connection a failed import of those leaves the page without its last copy.
 */
const OFFLINE_MODULES = [
  ...ATTENDEE_PAGE_MODULES,
  'src/features/tickets/components/QrModal.tsx',
  'src/lib/auth.ts',
  'src/features/auth/stores/auth-session.ts',
  'src/features/auth/stores/account-source.ts',
  'src/features/tickets/api/read-user-tickets.ts',
];

/**
 * The files an attendee needs with no connection (docs/performance.md, "Service worker"): the shell
 * (app.html, the entry's chunks, the one stylesheet) and OFFLINE_MODULES' chunks. Filled once the
 * bundle is written; the service worker, generated after it, precaches these and nothing else
 * (but for the favicon and the web app manifest, which the plugin adds itself).
 */
function offlineFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'carcajada:offline-files',
    apply: 'build',
    // the bundle is complete here (the stylesheet is added late), and the worker not yet written
    writeBundle(_options, bundle) {
      files.clear();
      const items = Object.values(bundle);
      const chunks = items.filter((item): item is OutputChunk => item.type === 'chunk');
      const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const entryImports = chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.imports);
      const styles = items.filter((item) => item.fileName.endsWith('.css')).map((item) => item.fileName);
      const modules = OFFLINE_MODULES.flatMap((module) => pageFiles(bundle, module).map((file) => file.slice(1)));
      for (const file of [APP_SHELL_FILE, ...entries, ...entryImports, ...styles, ...modules]) files.add(file);
    },
  };
  return { plugin, files };
}

/** One per config load: the service worker's list is the one the bundle filled. */
const OFFLINE = offlineFiles();

/**
 * Installable app (contract v3, "The show day on the attendee's phone"): the manifest and a
 * Workbox service worker that precaches what an attendee opens offline (offlineFiles: Mis tickets
 * and the QR, the event and checkout pages), about 800 kB, not the whole build (1.6 MB, the
 * organizer's and the door's pages included). Any other of the build's scripts and the
 * stylesheet are cached as a page loads them (cache first: their names change with their
 * content). Pages are network-first: a deploy's new HTML (and the content rendered into it) is
 * what a connected visit gets; only with no network does the last page seen, or the precached
 * shell, answer. skipWaiting + clientsClaim: a new deploy takes over on the next visit. The app
 * registers the worker itself, after the page has settled.
 */
function installableApp(offline: Set<string>): Plugin[] {
  return VitePWA({
    registerType: 'autoUpdate',
    // registered by the app once the page has settled (src/lib/service-worker.ts), not at `load`
    injectRegister: null,
    // the favicon only: the install icons are fetched when the app is installed, online
    includeAssets: ['favicon.svg'],
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Carcajada · Shows de comedia',
      short_name: 'Carcajada',
      description: 'Compra entradas para shows de comedia y stand up en Colombia, y llévalas en tu teléfono.',
      lang: 'es-CO',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#2a0d12',
      background_color: '#0d0a0b',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      manifestTransforms: [
        (entries) => {
          if (offline.size === 0) throw new Error('The offline files were not computed before the service worker');
          return { manifest: entries.filter((entry) => offline.has(entry.url)), warnings: [] };
        },
      ],
      // navigations are answered below (network first), never from the precache first
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 30 },
            precacheFallback: { fallbackURL: `/${APP_SHELL_FILE}` },
          },
        },
        {
          // the build's hashed scripts and stylesheet outside the precache, once loaded
          urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.(js|css)$/.test(url.pathname),
          handler: 'CacheFirst',
          options: { cacheName: 'assets', expiration: { maxEntries: 80 } },
        },
      ],
    },
  });
}

interface HostingHeaders {
  hosting: { headers: { source?: string; regex?: string; headers: { key: string; value: string }[] }[] };
}

/**
 * `vite preview` (what the browser tests load on 5173) sends the headers Hosting sends on a page
 * (firebase.json, the one source: every path's, and the documents' own) on every path, with the
 * emulators' origins added to the Content-Security-Policy's connect-src: the built app talks to
 * them instead of Google's APIs. Caching headers, which Hosting sets per path, stay out.
 */
function hostingHeadersForPreview(mode: string): Record<string, string> {
  const config = JSON.parse(
    fs.readFileSync(fileURLToPath(new URL('../firebase.json', import.meta.url)), 'utf8'),
  ) as HostingHeaders;
  const env = loadEnv(mode, WEB_DIR, 'VITE_');
  const emulatorOrigins = [
    env.VITE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
    env.VITE_FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
    env.VITE_FUNCTIONS_EMULATOR_HOST || '127.0.0.1:5001',
  ].map((host) => `http://${host}`);
  const pageHeaders = config.hosting.headers
    .flatMap((entry) => entry.headers)
    .filter(({ key }) => key !== 'Cache-Control');
  return Object.fromEntries(
    pageHeaders.map(({ key, value }) => [
      key,
      key === 'Content-Security-Policy' && env.VITE_USE_EMULATORS === 'true'
        ? value.replace(/(^|;\s*)connect-src ([^;]*)/, `$1connect-src $2 ${emulatorOrigins.join(' ')}`)
        : value,
    ]),
  );
}

/** The inputs of a build: the same ones give the same markup, class names and chunks. */
const BUILD_INPUTS = [
  'web/src',
  'web/build-shims',
  'web/index.html',
  'web/vite.config.ts',
  'packages/domain/src',
  'package-lock.json',
];
const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * The build's identity: a hash of its sources and VITE_ settings. The server renderer (the SSR
 * build in the functions) and the app shell (`<meta name="carcajada-build">`) each carry it, and
 * eventPage draws a page only into a shell of the same build: a class name or a link that differs
 * between two builds would survive hydration (React does not patch attributes).
 */
function buildIdentity(mode: string): Plugin {
  const env = loadEnv(mode, WEB_DIR, 'VITE_');
  const settings = JSON.stringify(
    Object.keys(env)
      .sort()
      .map((key) => [key, env[key]]),
  );
  const id = hashOfInputs(ROOT_DIR, BUILD_INPUTS, settings).slice(0, 20);
  return {
    name: 'carcajada:build-identity',
    config: () => ({ define: { 'import.meta.env.CARCAJADA_BUILD': JSON.stringify(id) } }),
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'carcajada-build', content: id }, injectTo: 'head' }],
  };
}

/**
 * `vite build --ssr src/entry-server.tsx` (web's `build:ssr`): the renderer eventPage uses, one
 * self-contained module tree (React, the router, the app) for Node, in production mode.
 */
const ssrBuild = (mode: string): UserConfig => ({
  plugins: [react(), shimReactfireImports(), buildIdentity(mode)],
  resolve: { alias: RESOLVE_ALIASES },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  publicDir: false,
  build: {
    ssr: true,
    target: 'node22',
    sourcemap: true,
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) } },
  },
});

export default defineConfig(({ mode, isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild(mode)
    : {
        plugins: [
          react(),
          shimReactfireImports(),
          buildIdentity(mode),
          preconnectToBackends(mode),
          robotsSitemapLine(mode),
          appShellFile(),
          OFFLINE.plugin,
          installableApp(OFFLINE.files),
        ],
        resolve: { alias: RESOLVE_ALIASES },
        server: { port: 5173, strictPort: true },
        preview: { port: 5173, strictPort: true, headers: hostingHeadersForPreview(mode) },
        build: {
          // One stylesheet for every route: a page the server drew (an event's detail) is styled
          // from its first paint, before its lazy chunk arrives (about 11 kB gzip in all).
          cssCodeSplit: false,
          rolldownOptions: {
            treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
            output: {
              // Libraries change less often than the app: separate, cacheable vendor chunks.
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                  },
                  {
                    // what every page runs (the app, reactfire); Auth, Firestore and Functions split by use
                    name: 'firebase',
                    test: /[\\/]node_modules[\\/](@firebase[\\/](app|component|logger|util)|firebase[\\/]app|reactfire|idb|use-sync-external-store)[\\/]/,
                  },
                  {
                    // The rest of what the entry loads (app code, the domain rules it uses, rxjs) in
                    // one chunk, not a dozen sub-kilobyte ones the lazy pages also import: fewer
                    // requests before the first render (six at a time over HTTP/1.1).
                    name: 'app',
                    tags: ['$initial'],
                  },
                  {
                    // the pages an attendee opens on a show's day, with what they import (the
                    // group takes its modules' dependencies along): one chunk, not ten
                    name: 'attendee',
                    test: (id: string) => ATTENDEE_PAGE_MODULES.some((module) => isWebModule(id, module)),
                  },
                ],
              },
            },
          },
        },
      },
);
