import type { Payment, Preference } from './types.js';

function backUrlKey(payment: Payment): 'success' | 'failure' | 'pending' {
  if (payment.status === 'approved') return 'success';
  if (payment.status === 'rejected' || payment.status === 'cancelled') return 'failure';
  return 'pending';
}

/** Where Checkout Pro sends the buyer after paying, with the query parameters Mercado Pago adds; null if none was set. */
export function backUrlFor(preference: Preference, payment: Payment): string | null {
  const base = preference.back_urls[backUrlKey(payment)];
  if (!base) return null;
  const url = new URL(base);
  const params: Record<string, string> = {
    collection_id: String(payment.id),
    collection_status: payment.status,
    payment_id: String(payment.id),
    status: payment.status,
    external_reference: payment.external_reference,
    payment_type: payment.payment_type_id,
    merchant_order_id: String(payment.order.id),
    preference_id: preference.id,
    site_id: 'MCO',
    processing_mode: 'aggregator',
    merchant_account_id: 'null',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * "Volver al sitio" without paying: Checkout Pro returns the buyer to the failure back URL with
 * `status=null` and no payment; null if the preference has none.
 */
export function leaveUrlFor(preference: Preference): string | null {
  const base = preference.back_urls.failure || preference.back_urls.pending || preference.back_urls.success;
  if (!base) return null;
  const url = new URL(base);
  const params: Record<string, string> = {
    collection_id: 'null',
    collection_status: 'null',
    payment_id: 'null',
    status: 'null',
    external_reference: preference.external_reference,
    preference_id: preference.id,
    site_id: 'MCO',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
