export * from './statuses.js';
export * from './payment-methods.js';
