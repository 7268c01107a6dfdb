export * from './constants.js';
export * from './pricing.js';
export * from './statuses.js';
export * from './validation.js';
export * from './dates.js';
export * from './qr.js';
export * from './callable-errors.js';
export * from './models.js';
