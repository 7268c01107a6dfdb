import { CANCEL_REASON_TEXT, isSettledStatus } from '@carcajada/domain';
import type { PurchasedTicket } from '../api/get-purchased-ticket';
import type { PurchaseResult } from './purchase-result';

/** What really happened, from the stored ticket when the buyer can read it, else from Mercado Pago's URL. */
export type PurchaseOutcome =
  | { kind: 'paid'; amount: number }
  /** Paid with a method that settles later (cash), or the ticket is not readable here. */
  | { kind: 'processing' }
  /** Back from Mercado Pago without paying: the hold is still on. */
  | { kind: 'unpaid'; initPoint: string | null }
  /** Efecty: the seats are held until the voucher is paid at a counter. */
  | { kind: 'cash_pending'; voucherUrl: string; deadline: Date | null }
  | { kind: 'not_completed'; reason: string };

const PROVIDER_REJECTED =
  'Mercado Pago no aprobó el pago y no se hizo ningún cobro. Puedes intentarlo de nuevo desde el evento.';

export function purchaseOutcome(result: PurchaseResult, ticket: PurchasedTicket | null): PurchaseOutcome {
  if (!ticket) return result.rejected ? { kind: 'not_completed', reason: PROVIDER_REJECTED } : { kind: 'processing' };
  if (isSettledStatus(ticket.ticketStatus)) return { kind: 'paid', amount: ticket.amount };
  if (ticket.ticketStatus === 'cancelled') {
    const reason = ticket.cancelReason ? CANCEL_REASON_TEXT[ticket.cancelReason] : PROVIDER_REJECTED;
    return { kind: 'not_completed', reason };
  }
  if (result.rejected) return { kind: 'not_completed', reason: PROVIDER_REJECTED };
  if (ticket.cashVoucherUrl)
    return { kind: 'cash_pending', voucherUrl: ticket.cashVoucherUrl, deadline: ticket.holdExpiresAt };
  if (ticket.providerStatus === null) return { kind: 'unpaid', initPoint: ticket.initPoint };
  return { kind: 'processing' };
}
