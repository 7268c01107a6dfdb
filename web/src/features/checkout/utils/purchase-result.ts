/**
 * /compra-finalizada?event=<slug>&value=<total>, plus what Mercado Pago appends to its back
 * URLs (payment_id, status, external_reference). `value` is what the URL says: anyone can edit
 * it, so the Purchase pixel takes the ticket's stored amount instead (`ticketId`).
 */
export interface PurchaseResult {
  eventSlug: string | null;
  value: number | null;
  /** `external_reference`: the ticket id createTicketPreference gave the preference. */
  ticketId: string | null;
  rejected: boolean;
  /** Mercado Pago says a payment was made (approved or still settling): worth waiting for its news. */
  paymentReported: boolean;
}

const TICKET_ID = /^[A-Za-z0-9]{1,64}$/;

export function purchaseResultFrom(params: URLSearchParams): PurchaseResult {
  const rawValue = params.get('value');
  const value = rawValue === null || rawValue.trim() === '' ? Number.NaN : Number(rawValue);
  return {
    eventSlug: params.get('event') || null,
    value: Number.isFinite(value) && value >= 0 ? value : null,
    ticketId: TICKET_ID.test(params.get('external_reference') ?? '') ? params.get('external_reference') : null,
    rejected: params.get('status') === 'rejected' || params.get('collection_status') === 'rejected',
    paymentReported: ['approved', 'pending', 'in_process'].includes(
      params.get('status') ?? params.get('collection_status') ?? '',
    ),
  };
}
