/** Business constants of docs/product-spec.md (section 9) and the pages of docs/ (docs/README.md). */
export const PRODUCT_NAME = 'carcajada';
export const SESSION_STORAGE_KEY = `${PRODUCT_NAME}_user_session`;
export const EVENTS_PAGE_SIZE = 10;
export const CURRENCY = 'COP';
export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_DIGITS = 10;
export const MIN_TICKETS_PER_ORDER = 1;
export const MAX_TICKETS_PER_ORDER = 10;
export const REDIRECT_DELAY_MS = 2000;
export const MESSAGE_HIDE_MS = 5000;
export const FUNCTION_TIMEOUT_MS = 70_000;
export const PAGE_VIEW_DELAY_MS = 100;
export const QR_IMAGE_SIZE = 200;
export const STORY_SCROLL_RATIO = 0.7;
export const PARTNER_VENUE_NAME = '911 Comedy Club';
export const FUNCTIONS_REGION = 'us-central1';
export const STATEMENT_DESCRIPTOR = 'CARCAJADA';
/** Seconds a paid checkout holds its seats (functions param HOLD_SECONDS defaults to this). */
export const DEFAULT_HOLD_SECONDS = 900;
/**
 * Seats one account may hold for one show at once, unpaid holds and free reservations together,
 * so one account cannot block a show.
 */
export const MAX_HELD_SEATS_PER_ACCOUNT = 10;
/**
 * Tickets of one show an account may cancel or leave to expire unpaid in one Bogotá day; past it,
 * new checkouts and reservations of that show wait for tomorrow (no take-and-cancel loops that
 * spend Mercado Pago preferences, Cloud Tasks and mail).
 */
export const MAX_CANCELLATIONS_PER_SHOW_PER_DAY = 5;
/** At or below this many seats left, cards and the detail page say "¡Últimas N entradas!". */
export const FEW_SEATS_LEFT = 10;

/** Wrong promo codes one account (or, signed out, one address) may try per clock hour (docs/ticket-types-and-promos.md). */
export const MAX_WRONG_PROMO_CODES_PER_HOUR = 10;
