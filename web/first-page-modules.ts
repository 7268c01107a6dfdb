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
