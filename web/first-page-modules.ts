/**
 * Pages a visit often starts on that paint from the shell (no drawn content to show meanwhile):
 * their chunk downloads alongside the entry instead of after it has run (one round trip less on
 * a phone). Path (exact) → page module; checked against the routes by tests/web/app-routes.
 */
export const FIRST_PAGE_MODULES: Record<string, string> = {
  '/tickets': 'src/features/tickets/pages/TicketsPage.tsx',
  '/compra-finalizada': 'src/features/checkout/pages/PurchaseFinishedPage.tsx',
  '/perfil': 'src/features/profile/pages/ProfilePage.tsx',
};

/**
 * Pages eventPage draws on the server, by path prefix → page module: the shell lists their chunks
 * (the DRAWN_PAGES_META meta) and eventPage links them into the drawn page's head, so they download
 * alongside the entry, found by the browser's preload scanner, instead of being appended by the
 * entry's router once it has run. Checked against the routes by tests/web/app-routes.
 */
export const DRAWN_PAGE_MODULES: Record<string, string> = {
  '/evento/': 'src/features/events/pages/EventDetailPage.tsx',
  '/compra/': 'src/features/checkout/pages/CheckoutPage.tsx',
};

/** The shell's meta whose content is the drawn pages' chunk files, by path prefix (JSON). */
export const DRAWN_PAGES_META = 'carcajada-drawn-pages';

/**
 * The pages an attendee opens on a show's day build into one chunk, with everything they import
 * beyond the entry: one request next to the entry's instead of eight to ten of a kilobyte or two,
 * which over HTTP/1.1's six connections queued behind each other and split the phone's bandwidth
 * with the entry while they waited. A page outside this list that imports one of those modules
 * (the login's validation) loads the chunk too, already cached when it is reached from a show
 * (its size: docs/performance.md, "First load and chunks").
 */
export const ATTENDEE_PAGE_MODULES: string[] = [
  DRAWN_PAGE_MODULES['/evento/']!,
  DRAWN_PAGE_MODULES['/compra/']!,
  FIRST_PAGE_MODULES['/tickets']!,
];
