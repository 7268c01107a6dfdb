export { createTicketPreference } from './payments/create-ticket-preference.js';
export { paymentWebhook } from './payments/payment-webhook.js';
