import { useCurrentUser } from '../../auth';
import { firestoreLite } from '../../../lib/firestore-lite';
import { useQuery } from '../../../lib/use-query';
import { getPurchasedTicket, type PurchasedTicket } from '../api/get-purchased-ticket';

/** Mercado Pago may send the buyer back a moment before its webhook marks the ticket paid. */
export const PURCHASE_TICKET_READS = 4;
export const PURCHASE_TICKET_READ_INTERVAL_MS = 2500;

/** A ticket still waiting for Mercado Pago's news (read again a few times); a cash hold's news is its voucher. */
function awaitingNews(ticket: PurchasedTicket | null): boolean {
  return ticket?.ticketStatus === 'reserved' && ticket.paymentStatus === 'pending' && !ticket.cashVoucherUrl;
}

/** One read of the ticket, numbered, so the reads for news stop after PURCHASE_TICKET_READS. */
interface Read {
  ticket: PurchasedTicket | null;
  attempt: number;
}

/**
 * The signed-in buyer's ticket as the server stores it: 'loading' while it is read (again, a few
 * times, while it waits for the news of a payment Mercado Pago reported), then the ticket, or null
 * (signed out, not theirs, unreadable).
 */
export function usePurchasedTicket(ticketId: string | null, waitForNews: boolean): PurchasedTicket | null | 'loading' {
  const currentUser = useCurrentUser();
  const uid = currentUser.status === 'signed-in' ? currentUser.user.uid : null;
  const stillWaiting = (read: Read | undefined) =>
    waitForNews && read !== undefined && awaitingNews(read.ticket) && read.attempt < PURCHASE_TICKET_READS;
  const { data } = useQuery(
    uid && ticketId ? ['purchased-ticket', uid, ticketId, waitForNews] : null,
    async ({ previous }: { previous: Read | undefined }): Promise<Read> => ({
      ticket: await getPurchasedTicket(firestoreLite, ticketId ?? ''),
      attempt: (previous?.attempt ?? 0) + 1,
    }),
    { refetchInterval: (read) => (stillWaiting(read) ? PURCHASE_TICKET_READ_INTERVAL_MS : false) },
  );

  if (currentUser.status === 'loading') return 'loading';
  if (!uid || !ticketId) return null;
  return data === undefined || stillWaiting(data) ? 'loading' : data.ticket;
}
