export { createTicketPreference } from './payments/create-ticket-preference.js';
export { paymentWebhook } from './payments/payment-webhook.js';
export { reconcilePayments, reconcilePaymentsNow } from './payments/reconcile/reconcile-functions.js';
export { cancelTicket } from './seats/cancel-ticket.js';
export { expireHold } from './seats/expire-hold.js';
export { countSeatsLeft, syncSeatsLeft } from './seats/sync-seats-left.js';
export { checkInTicket } from './checkin/check-in-ticket.js';
export { saveEvent } from './events/save-event.js';
export { refundTicket } from './payments/refund-ticket.js';
