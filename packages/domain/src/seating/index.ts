/**
 * Seating plans (docs/seating.md). A subpath of its own (`@carcajada/domain/seating`): it uses
 * zod, which the package index (loaded by the home page) must not ship.
 */
export * from './model.js';
export * from './storage.js';
export * from './plan-schema.js';
export * from './pretix.js';
export * from './rows.js';
export * from './labels.js';
export * from './in-use.js';
export { MAX_LISTED_PROBLEMS } from './problems.js';
export * from './date-seats.js';
export * from './seat-views.js';
export * from './seat-choice.js';
export * from './seated-date.js';
