import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';

/** What the purchase-finished page needs of a ticket: the amount the server charged and its state. */
export interface PurchasedTicket {
  amount: number;
  ticketStatus: string;
  paymentStatus: string;
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
    };
  } catch {
    return null;
  }
}
