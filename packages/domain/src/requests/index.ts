/**
 * The callables' request schemas (zod), one file per subject: the functions parse each request
 * with them and the web types its payloads as `z.input<typeof …Request>`. A subpath of its own
 * (`@carcajada/domain/requests`), so the package index, which the home page loads, ships no zod.
 */
export * from './fields.js';
export * from './purchase.js';
export * from './tickets.js';
export * from './checkin.js';
export * from './waitlist.js';
export * from './on-sale.js';
export * from './events.js';
export * from './organizers.js';
export * from './box-office.js';
export * from './seating.js';
export * from './wallet.js';
