import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../auth';
import { firestoreLite } from '../../../lib/firestore-lite';
import { getPurchasedTicket, type PurchasedTicket } from '../api/get-purchased-ticket';

/** Mercado Pago may send the buyer back a moment before its webhook marks the ticket paid. */
export const PURCHASE_TICKET_READS = 4;
export const PURCHASE_TICKET_READ_INTERVAL_MS = 2500;

/** A ticket still waiting for Mercado Pago's news (read again a few times); a cash hold's news is its voucher. */
function awaitingNews(ticket: PurchasedTicket | null): boolean {
  return ticket?.ticketStatus === 'reserved' && ticket.paymentStatus === 'pending' && !ticket.cashVoucherUrl;
}

/**
 * The signed-in buyer's ticket as the server stores it: 'loading' while it is read (again, a few
 * times, while it waits for the news of a payment Mercado Pago reported), then the ticket, or null
 * (signed out, not theirs, unreadable).
 */
export function usePurchasedTicket(ticketId: string | null, waitForNews: boolean): PurchasedTicket | null | 'loading' {
  const currentUser = useCurrentUser();
  const uid = currentUser.status === 'signed-in' ? currentUser.user.uid : null;
  const key = uid && ticketId ? `${uid}/${ticketId}` : null;
  const [answer, setAnswer] = useState<{ key: string; ticket: PurchasedTicket | null } | null>(null);

  useEffect(() => {
    if (!key || !ticketId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async (attempt: number): Promise<void> => {
      const ticket = await getPurchasedTicket(firestoreLite, ticketId);
      if (stopped) return;
      if (waitForNews && awaitingNews(ticket) && attempt < PURCHASE_TICKET_READS) {
        timer = setTimeout(() => void read(attempt + 1), PURCHASE_TICKET_READ_INTERVAL_MS);
      } else {
        setAnswer({ key, ticket });
      }
    };
    void read(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key, ticketId, waitForNews]);

  if (currentUser.status === 'loading') return 'loading';
  if (!key) return null;
  return answer?.key === key ? answer.ticket : 'loading';
}
