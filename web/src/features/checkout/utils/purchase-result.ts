/**
 * /compra-finalizada?event=<slug>&value=<total>, plus what Mercado Pago appends to its back
 * URLs (payment_id, status, external_reference).
 */
export interface PurchaseResult {
  eventSlug: string | null;
  value: number | null;
  rejected: boolean;
}

export function purchaseResultFrom(params: URLSearchParams): PurchaseResult {
  const rawValue = params.get('value');
  const value = rawValue === null || rawValue.trim() === '' ? Number.NaN : Number(rawValue);
  return {
    eventSlug: params.get('event') || null,
    value: Number.isFinite(value) && value >= 0 ? value : null,
    rejected: params.get('status') === 'rejected' || params.get('collection_status') === 'rejected',
  };
}
