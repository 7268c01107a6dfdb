import type { StandInContext } from './context.js';
import type { Payment } from './types.js';

/**
 * A payment as it reads now: time is applied lazily (PSE timeout, voucher expiry) and, when that
 * changed it, its webhook goes out as Mercado Pago's would have when the change happened.
 */
export function currentPayment(context: StandInContext, payment: Payment): Payment {
  if (context.store.refresh(payment)) void context.notifier.notify(payment, { action: 'payment.updated' });
  return payment;
}

/** Applies time to every payment and notifies each one it changed; answers those. */
export async function sweepPayments(context: StandInContext): Promise<Payment[]> {
  const changed = context.store.refreshAll();
  for (const payment of changed) await context.notifier.notify(payment, { action: 'payment.updated' });
  return changed;
}
