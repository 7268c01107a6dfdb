import type { EMBEDDED_KEYS } from './embedded-keys.js';

/**
 * The web app's pages, in one place: the routes (web/src/app/routes.tsx), the build's chunk
 * groups and preloads (web/build/) and eventPage (functions/src/previews/event-page.ts) derive
 * from it, and tests check firebase.json's rewrites and the routes' modules against it.
 * Type-only imports: the Vite config loads this file as it is.
 */

/** Where a page's chunk is fetched before the entry's router asks for it. */
export type PagePreload =
  /** The shell's inline script preloads it when the visit starts at this exact path. */
  | 'shell'
  /** eventPage links it into the drawn page's head (the shell's drawn-pages meta, by path prefix). */
  | 'drawn-head'
  /** In the entry (no chunk of its own), or fetched when the router needs it. */
  | 'none';

/** Where a page's code is built: in the entry, in a named group with its imports, or its own chunk. */
export type PageChunkGroup = 'entry' | 'attendee' | 'own';

/** A key of EMBEDDED_KEYS: the reads a drawn page's embedded data answers. */
export type EmbeddedKeyName = keyof typeof EMBEDDED_KEYS;

export interface PageManifestEntry {
  /** The route's path pattern (react-router: `:name` is one segment). */
  readonly path: string;
  /** The page's module, relative to web/. */
  readonly module: string;
  /** eventPage draws it on the server (a Hosting rewrite sends its paths to the function). */
  readonly drawn: boolean;
  readonly preload: PagePreload;
  readonly chunkGroup: PageChunkGroup;
  /** What a drawn page's HTML embeds for hydration; [] for a page drawn in the browser. */
  readonly embeddedKeys: readonly EmbeddedKeyName[];
}

const browserPage = (path: string, module: string, preload: PagePreload = 'none'): PageManifestEntry => ({
  path,
  module,
  drawn: false,
  preload,
  chunkGroup: 'own',
  embeddedKeys: [],
});

/** A legal text, drawn by eventPage with the operator of config/legal; its own chunk, never in the entry. */
const legalPage = (path: string, module: string) =>
  ({
    path,
    module,
    drawn: true,
    preload: 'none',
    chunkGroup: 'own',
    embeddedKeys: ['legalConfig'],
  }) as const satisfies PageManifestEntry;

export const PAGES = {
  // The landing page ships with the entry: its event list is the first thing most visitors see.
  home: {
    path: '/',
    module: 'src/features/events/pages/HomePage.tsx',
    drawn: true,
    preload: 'none',
    chunkGroup: 'entry',
    embeddedKeys: ['eventsPage'],
  },
  partnerVenue: {
    path: '/911',
    module: 'src/features/events/pages/PartnerVenuePage.tsx',
    drawn: true,
    preload: 'none',
    chunkGroup: 'own',
    embeddedKeys: ['eventsPage'],
  },
  event: {
    path: '/evento/:slug',
    module: 'src/features/events/pages/EventDetailPage.tsx',
    drawn: true,
    preload: 'drawn-head',
    chunkGroup: 'attendee',
    // config/legal only for a show without an organizer (its producer is the operator)
    embeddedKeys: ['eventBySlug', 'ticketTypes', 'showDates', 'legalConfig'],
  },
  // `/evento` with no show: the event page says it was not found (drawn in the browser)
  eventWithoutSlug: {
    ...browserPage('/evento', 'src/features/events/pages/EventDetailPage.tsx'),
    chunkGroup: 'attendee',
  },
  checkout: {
    path: '/compra/:slug',
    module: 'src/features/checkout/pages/CheckoutPage.tsx',
    drawn: true,
    preload: 'drawn-head',
    chunkGroup: 'attendee',
    embeddedKeys: ['eventBySlug', 'checkoutTicketTypes', 'paymentsConfig'],
  },
  // the waiting room of a date's virtual queue (live, per account: never drawn)
  queue: browserPage('/fila/:slug', 'src/features/on-sale/pages/WaitingRoomPage.tsx'),
  purchaseFinished: browserPage('/compra-finalizada', 'src/features/checkout/pages/PurchaseFinishedPage.tsx', 'shell'),
  profile: browserPage('/perfil', 'src/features/profile/pages/ProfilePage.tsx', 'shell'),
  editProfile: browserPage('/editar-perfil', 'src/features/profile/pages/EditProfilePage.tsx'),
  tickets: {
    ...browserPage('/tickets', 'src/features/tickets/pages/TicketsPage.tsx', 'shell'),
    chunkGroup: 'attendee',
  },
  login: browserPage('/iniciar-sesion', 'src/features/auth/pages/LoginPage.tsx'),
  signUp: browserPage('/crear-cuenta', 'src/features/auth/pages/SignUpPage.tsx'),
  forgotPassword: browserPage('/olvide-contrasena', 'src/features/auth/pages/ForgotPasswordPage.tsx'),
  designSystem: browserPage('/demo-design-system', 'src/features/design-system/pages/DesignSystemPage.tsx'),
  // (Ley 1581 de 2012): the data policy sign-up links to, and the terms, drawn with the operator
  dataPolicy: legalPage('/politica-de-datos', 'src/features/legal/pages/DataPolicyPage.tsx'),
  terms: legalPage('/terminos', 'src/features/legal/pages/TermsPage.tsx'),
  admin: browserPage('/administrador', 'src/features/admin/pages/AdminPage.tsx'),
  newShow: browserPage('/administrador/shows/nuevo', 'src/features/admin/pages/EventEditorPage.tsx'),
  editShow: browserPage('/administrador/shows/:eventId', 'src/features/admin/pages/EventEditorPage.tsx'),
  attendees: browserPage('/administrador/shows/:eventId/asistentes', 'src/features/admin/pages/AttendeesPage.tsx'),
  showSales: browserPage('/administrador/shows/:eventId/ventas', 'src/features/admin/pages/ShowSalesPage.tsx'),
  checkIn: browserPage('/administrador/ingreso', 'src/features/checkin/pages/CheckInPage.tsx'),
  settlement: browserPage('/administrador/liquidacion', 'src/features/admin/pages/SettlementPage.tsx'),
  organizers: browserPage('/administrador/organizadores', 'src/features/admin/pages/OrganizersPage.tsx'),
  seatingPlans: browserPage('/administrador/salas', 'src/features/admin/pages/SeatingPlansPage.tsx'),
} as const satisfies Record<string, PageManifestEntry>;

export type PageId = keyof typeof PAGES;
/** The pages eventPage draws: it must answer each of them. */
export type DrawnPageId = { [Id in PageId]: (typeof PAGES)[Id]['drawn'] extends true ? Id : never }[PageId];

/** The embedded-data keys a page's HTML carries (by EMBEDDED_KEYS name). */
export type PageEmbeddedKey<Id extends PageId> = (typeof PAGES)[Id]['embeddedKeys'][number];

const PAGE_ENTRIES = Object.entries(PAGES) as [PageId, PageManifestEntry][];

/**
 * The names the server's HTML and the app's reader share: the embedded data's JSON block id, the
 * shell's meta listing the drawn pages' chunks, and the shell's meta naming its build.
 */
export const PAGE_MARKERS = {
  embeddedData: 'carcajada-data',
  drawnPagesMeta: 'carcajada-drawn-pages',
  /** The built file of web/src/hydrate-after-paint.ts, the script of a drawn page. */
  hydrateAfterPaintMeta: 'carcajada-hydrate-after-paint',
  buildMeta: 'carcajada-build',
} as const;

/** A route path relative to the root route ('' for `/`). */
export const childRoutePath = (page: PageManifestEntry): string => page.path.replace(/^\//, '');

/** The path up to its first parameter (`/evento/:slug` → `/evento/`); the whole path when it has none. */
export function pathPrefix(path: string): string {
  const parameter = path.indexOf('/:');
  return parameter === -1 ? path : path.slice(0, parameter + 1);
}

/**
 * The Hosting rewrite source that sends a page's paths to eventPage: a path with parameters
 * becomes its prefix and `**` (`/evento/:slug` → `/evento/**`), a fixed one stays itself.
 */
export function hostingRewriteSource(path: string): string {
  const prefix = pathPrefix(path);
  return prefix === path ? path : `${prefix}**`;
}

export const drawnPages = (): [PageId, PageManifestEntry][] => PAGE_ENTRIES.filter(([, page]) => page.drawn);

/** Exact path → page module, for the pages the shell's script preloads (`preload: 'shell'`). */
export const shellPreloadedPageModules = (): Record<string, string> =>
  Object.fromEntries(
    PAGE_ENTRIES.filter(([, page]) => page.preload === 'shell').map(([, page]) => [page.path, page.module]),
  );

/** Path prefix → page module, for the drawn pages whose chunks eventPage links (`preload: 'drawn-head'`). */
export const drawnHeadPageModules = (): Record<string, string> =>
  Object.fromEntries(
    PAGE_ENTRIES.filter(([, page]) => page.preload === 'drawn-head').map(([, page]) => [
      pathPrefix(page.path),
      page.module,
    ]),
  );

/** The page modules built into one chunk group, each once. */
export const chunkGroupModules = (group: Exclude<PageChunkGroup, 'own' | 'entry'>): string[] => [
  ...new Set(PAGE_ENTRIES.filter(([, page]) => page.chunkGroup === group).map(([, page]) => page.module)),
];

/**
 * Whether Hosting's rewrite for `pattern` covers a visitor's `path`: a fixed path itself (a
 * trailing slash allowed), a path with parameters everything under its prefix (`/evento/**`).
 */
function rewriteCovers(pattern: string, path: string): boolean {
  const prefix = pathPrefix(pattern);
  if (prefix !== pattern) return path.startsWith(prefix);
  const withoutSlash = (text: string) => text.replace(/\/$/, '');
  return withoutSlash(path) === withoutSlash(pattern);
}

/** The drawn page whose rewrite sends a visitor's path (no query) to eventPage, or undefined. */
export function drawnPageFor(path: string): DrawnPageId | undefined {
  return drawnPages().find(([, page]) => rewriteCovers(page.path, path))?.[0] as DrawnPageId | undefined;
}
