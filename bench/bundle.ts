/**
 * Bundle report: JavaScript and CSS each route ships (raw and gzip), from Vite's build manifest.
 * The initial load is index.html's entry and its static imports; a route adds its lazy page
 * chunk and that chunk's static imports. Budget: the home route's first load ≤ 150 kB of gzip JS (zlib's
 * default level, as a web server compresses on the fly).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_DIST_DIR } from './support/config.js';
import { heading, kilobytes, printBudget, printTable, writeResult, type BudgetCheck } from './support/report.js';
import { bytesByPackage } from './support/source-map-breakdown.js';
import {
  difference,
  dynamicEntryKeys,
  initialLoad as initialFileSet,
  pageChunkKey,
  readManifest,
  staticClosure,
  union,
  type FileSet,
  type ViteManifest,
} from './support/vite-manifest.js';

/** The home route's first load is at most 150 kB of gzip JavaScript. */
const HOME_JS_GZIP_BUDGET = 150_000;
const TOP_PACKAGES = 12;

/** Page module of each route of the spec (web/src/app/routes.tsx); checked against the manifest. */
const ROUTE_PAGES: { route: string; page: string }[] = [
  { route: '/', page: 'src/features/events/pages/HomePage.tsx' },
  { route: '/911', page: 'src/features/events/pages/PartnerVenuePage.tsx' },
  { route: '/evento/{slug}', page: 'src/features/events/pages/EventDetailPage.tsx' },
  { route: '/compra/{slug}', page: 'src/features/checkout/pages/CheckoutPage.tsx' },
  { route: '/compra-finalizada', page: 'src/features/checkout/pages/PurchaseFinishedPage.tsx' },
  { route: '/tickets', page: 'src/features/tickets/pages/TicketsPage.tsx' },
  { route: '/perfil', page: 'src/features/profile/pages/ProfilePage.tsx' },
  { route: '/editar-perfil', page: 'src/features/profile/pages/EditProfilePage.tsx' },
  { route: '/iniciar-sesion', page: 'src/features/auth/pages/LoginPage.tsx' },
  { route: '/crear-cuenta', page: 'src/features/auth/pages/SignUpPage.tsx' },
  { route: '/olvide-contrasena', page: 'src/features/auth/pages/ForgotPasswordPage.tsx' },
  { route: '/administrador', page: 'src/features/admin/pages/AdminPage.tsx' },
  { route: '/administrador/shows/{id}', page: 'src/features/admin/pages/EventEditorPage.tsx' },
  { route: '/administrador/shows/{id}/asistentes', page: 'src/features/admin/pages/AttendeesPage.tsx' },
  { route: '/demo-design-system', page: 'src/features/design-system/pages/DesignSystemPage.tsx' },
];

interface Sizes {
  raw: number;
  gzip: number;
}

interface LoadFigures {
  route: string;
  page?: string;
  js: Sizes & { files: string[] };
  css: Sizes & { files: string[] };
  /** Only what the route adds to the initial load. */
  added: { js: Sizes; css: Sizes };
}

export interface BundleResult {
  distDir: string;
  initialLoad: { js: Sizes & { files: string[] }; css: Sizes & { files: string[] } };
  routes: LoadFigures[];
  unmappedPages: string[];
  homeJsBreakdown?: { package: string; rawBytes: number; gzipBytesEstimate: number }[];
  budgets: BudgetCheck[];
}

const sizeCache = new Map<string, Sizes>();

function sizeOf(file: string): Sizes {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const content = fs.readFileSync(path.join(WEB_DIST_DIR, file));
  const sizes = { raw: content.length, gzip: gzipSync(content).length };
  sizeCache.set(file, sizes);
  return sizes;
}

function total(files: Iterable<string>): Sizes {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    raw += sizeOf(file).raw;
    gzip += sizeOf(file).gzip;
  }
  return { raw, gzip };
}

function describe(files: FileSet) {
  return {
    js: { ...total(files.js), files: [...files.js].sort() },
    css: { ...total(files.css), files: [...files.css].sort() },
  };
}

function routeFigures(
  manifest: ViteManifest,
  initial: FileSet,
  route: string,
  page: string,
  chunkKey = page,
): LoadFigures {
  const routeFiles = union(initial, staticClosure(manifest, chunkKey));
  const added = difference(routeFiles, initial);
  return { route, page, ...describe(routeFiles), added: { js: total(added.js), css: total(added.css) } };
}

/** Raw bytes per package over the given chunks; gzip estimated with each chunk's own ratio. */
function packageBreakdown(jsFiles: Iterable<string>): BundleResult['homeJsBreakdown'] {
  const totals = new Map<string, { raw: number; gzip: number }>();
  const add = (name: string, raw: number, gzip: number) => {
    const entry = totals.get(name) ?? { raw: 0, gzip: 0 };
    entry.raw += raw;
    entry.gzip += gzip;
    totals.set(name, entry);
  };
  let mapsFound = false;
  for (const file of jsFiles) {
    const sizes = sizeOf(file);
    const byPackage = bytesByPackage(path.join(WEB_DIST_DIR, file));
    if (!byPackage) {
      // small generated chunks (the bundler's runtime) come without a map
      add('(no source map)', sizes.raw, sizes.gzip);
      continue;
    }
    mapsFound = true;
    for (const [name, bytes] of byPackage) add(name, bytes, (bytes / sizes.raw) * sizes.gzip);
  }
  if (!mapsFound) return undefined;
  return [...totals]
    .map(([name, sizes]) => ({ package: name, rawBytes: sizes.raw, gzipBytesEstimate: Math.round(sizes.gzip) }))
    .sort((a, b) => b.rawBytes - a.rawBytes);
}

const figuresRow = (label: string, js: Sizes, css: Sizes) => [
  label,
  kilobytes(js.raw),
  kilobytes(js.gzip),
  kilobytes(css.raw),
  kilobytes(css.gzip),
];

export function runBundleReport(): BundleResult {
  heading(`Bundle (${path.relative(process.cwd(), WEB_DIST_DIR) || WEB_DIST_DIR})`);
  const manifest = readManifest(WEB_DIST_DIR);
  const initialFiles = initialFileSet(manifest);
  const initialLoad = describe(initialFiles);
  const located = ROUTE_PAGES.map((entry) => ({
    ...entry,
    chunkKey: pageChunkKey(manifest, WEB_DIST_DIR, entry.page),
  }));
  const known = located.filter((entry): entry is typeof entry & { chunkKey: string } => entry.chunkKey !== undefined);
  const routes = known.map(({ route, page, chunkKey }) => routeFigures(manifest, initialFiles, route, page, chunkKey));
  const mappedPages = new Set(known.map(({ chunkKey }) => chunkKey));
  const unmappedPages = dynamicEntryKeys(manifest).filter((key) => !mappedPages.has(key));
  // pages the table names but the build lacks, and lazy chunks the table does not know, are reported as-is
  routes.push(
    ...unmappedPages.map((page) =>
      routeFigures(manifest, initialFiles, `(lazy chunk ${manifest[page]!.name ?? page})`, page),
    ),
  );
  // A page imported statically (the landing page) has no chunk of its own: it is the initial load.
  located
    .filter(({ chunkKey }) => !chunkKey)
    .forEach(({ route, page }) =>
      console.log(
        `Note: ${route}: ${page} has no lazy chunk: it ships in the initial load (or is gone: see ROUTE_PAGES)`,
      ),
    );

  console.log('Per route: everything a first visit to the route downloads (initial load + page chunk + its imports).');
  printTable(
    ['load', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', '+JS gzip over initial'],
    [
      [...figuresRow('initial (index.html entry)', initialLoad.js, initialLoad.css), '—'],
      ...routes.map((figures) => [
        ...figuresRow(figures.route, figures.js, figures.css),
        kilobytes(figures.added.js.gzip),
      ]),
    ],
  );

  const home = routes.find((figures) => figures.route === '/');
  const homeJsGzip = home?.js.gzip ?? initialLoad.js.gzip;
  const homeJsFiles = home?.js.files ?? initialLoad.js.files;
  console.log(
    `\nHome first load, JS files (gzip): ${homeJsFiles.map((file) => `${path.basename(file)} ${kilobytes(sizeOf(file).gzip)}`).join(', ')}`,
  );
  const homeJsBreakdown = packageBreakdown(homeJsFiles);
  if (homeJsBreakdown) {
    console.log('Home first load, JS by package (from the source maps):');
    printTable(
      ['package', 'raw', 'gzip (est.)'],
      homeJsBreakdown
        .slice(0, TOP_PACKAGES)
        .map((entry) => [entry.package, kilobytes(entry.rawBytes), kilobytes(entry.gzipBytesEstimate)]),
    );
  } else {
    console.log('(no source maps in this build: build with --sourcemap hidden for a per-package breakdown)');
  }

  const budgets: BudgetCheck[] = [
    {
      name: 'home route first load, JavaScript gzip',
      actual: `${kilobytes(homeJsGzip)} (initial load ${kilobytes(initialLoad.js.gzip)} + home page chunks ${kilobytes(home?.added.js.gzip ?? 0)})`,
      limit: `≤ ${kilobytes(HOME_JS_GZIP_BUDGET)}`,
      ok: homeJsGzip <= HOME_JS_GZIP_BUDGET,
    },
  ];
  budgets.forEach(printBudget);
  const result: BundleResult = { distDir: WEB_DIST_DIR, initialLoad, routes, unmappedPages, homeJsBreakdown, budgets };
  writeResult('bundle', result);
  return result;
}
