/**
 * A ticket's statuses and the groups every flow asks about. The one place these lists live: the
 * seat inventory, the settlement, the door, the cancellation and the web all ask here.
 */
export const TICKET_STATUSES = ['paid', 'reserved', 'cancelled', 'used', 'redeemed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const PAYMENT_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses whose seats are taken from the inventory: an unpaid hold, a paid ticket, one that entered. */
export const SEAT_HOLDING_STATUSES = [
  'reserved',
  'paid',
  'redeemed',
  'used',
] as const satisfies readonly TicketStatus[];

/** Everyone entered on it (`used` is the older word of `redeemed`): its seats and money are spent. */
export const ADMITTED_STATUSES = ['redeemed', 'used'] as const satisfies readonly TicketStatus[];

/** Paid for and kept: paid, or paid and then admitted. The settlement counts these. */
export const SETTLED_STATUSES = ['paid', 'redeemed', 'used'] as const satisfies readonly TicketStatus[];

/** Mercado Pago statuses that take a payment's money back: the ticket it paid for is reversed. */
export const REVERSED_PROVIDER_STATUSES = ['refunded', 'charged_back'] as const;

/**
 * Mercado Pago statuses of a payment still open: it may yet be approved (a PSE transfer the bank
 * still shows pending, a cash voucher not yet paid, an authorization not yet captured).
 */
export const OPEN_PROVIDER_STATUSES = ['pending', 'in_process', 'authorized'] as const;

function inGroup(group: readonly string[], value: unknown): boolean {
  return typeof value === 'string' && group.includes(value);
}

export function holdsSeats(status: unknown): boolean {
  return inGroup(SEAT_HOLDING_STATUSES, status);
}

export function isAdmittedStatus(status: unknown): boolean {
  return inGroup(ADMITTED_STATUSES, status);
}

export function isSettledStatus(status: unknown): boolean {
  return inGroup(SETTLED_STATUSES, status);
}

export function isReversedProviderStatus(status: unknown): boolean {
  return inGroup(REVERSED_PROVIDER_STATUSES, status);
}

export function isOpenProviderStatus(status: unknown): boolean {
  return inGroup(OPEN_PROVIDER_STATUSES, status);
}
