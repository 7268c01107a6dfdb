import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { TICKETS_COLLECTION, ticketView, type Ticket } from '@carcajada/domain/stored/ticket';

/** What the purchase-finished page reads of a ticket: the amount the server charged and its state. */
export type PurchasedTicket = Pick<
  Ticket,
  | 'amount'
  | 'ticketStatus'
  | 'paymentStatus'
  | 'providerStatus'
  | 'cancelReason'
  | 'initPoint'
  | 'cashVoucherUrl'
  | 'holdExpiresAt'
>;

/**
 * The buyer's own ticket (`external_reference` of Mercado Pago's back URL), through the domain's
 * one view of tickets/{id}. Null when it does not exist or is not theirs (the rules refuse another
 * user's ticket).
 */
export async function getPurchasedTicket(firestore: Firestore, ticketId: string): Promise<PurchasedTicket | null> {
  try {
    const snapshot = await getDoc(doc(firestore, TICKETS_COLLECTION, ticketId));
    const data = snapshot.data();
    return data ? ticketView(snapshot.id, data) : null;
  } catch {
    return null;
  }
}
