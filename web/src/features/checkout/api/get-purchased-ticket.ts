import { doc, getDoc, Timestamp, type Firestore } from 'firebase/firestore/lite';
import { isCancelReason, type CancelReason } from '@carcajada/domain';

/** What the purchase-finished page needs of a ticket: the amount the server charged and its state. */
export interface PurchasedTicket {
  amount: number;
  ticketStatus: string;
  paymentStatus: string;
  /** Mercado Pago's raw status of the payment last applied; null when no payment reached us. */
  providerStatus: string | null;
  cancelReason: CancelReason | null;
  initPoint: string | null;
  /** An Efecty cash hold: its voucher and the deadline to pay it at the counter (else null). */
  cashVoucherUrl: string | null;
  cashDeadline: Date | null;
}

function httpUrl(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\//.test(value) ? value : null;
}

/**
 * The buyer's own ticket (`external_reference` of Mercado Pago's back URL). Null when it does
 * not exist or is not theirs (the rules refuse another user's ticket) or is malformed.
 */
export async function getPurchasedTicket(firestore: Firestore, ticketId: string): Promise<PurchasedTicket | null> {
  try {
    const snapshot = await getDoc(doc(firestore, 'tickets', ticketId));
    const data = snapshot.data();
    if (!data || typeof data.amount !== 'number' || !Number.isFinite(data.amount)) return null;
    return {
      amount: data.amount,
      ticketStatus: String(data.ticketStatus),
      paymentStatus: String(data.paymentStatus),
      providerStatus: typeof data.providerStatus === 'string' ? data.providerStatus : null,
      cancelReason: isCancelReason(data.cancelReason) ? data.cancelReason : null,
      initPoint: httpUrl(data.initPoint),
      cashVoucherUrl: httpUrl(data.cashVoucherUrl),
      cashDeadline: data.holdExpiresAt instanceof Timestamp ? data.holdExpiresAt.toDate() : null,
    };
  } catch {
    return null;
  }
}
