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
