import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../auth';
import { firestoreLite } from '../../../lib/firestore-lite';
import { getPurchasedTicket } from '../api/get-purchased-ticket';

/** Mercado Pago may send the buyer back a moment before its webhook marks the ticket paid. */
export const PURCHASE_VALUE_READS = 4;
export const PURCHASE_VALUE_READ_INTERVAL_MS = 2500;

/**
 * The Purchase value, from the ticket as the server stored it (never the URL, which anyone can
 * edit): 'pending' while it is being read; then its `amount` when the signed-in buyer's ticket is
 * paid and approved, else null (signed out, no or unreadable ticket, not paid after a few reads).
 */
export function usePurchaseValue(ticketId: string | null): number | null | 'pending' {
  const currentUser = useCurrentUser();
  const uid = currentUser.status === 'signed-in' ? currentUser.user.uid : null;
  const key = uid && ticketId ? `${uid}/${ticketId}` : null;
  const [answer, setAnswer] = useState<{ key: string; value: number | null } | null>(null);

  useEffect(() => {
    if (!key || !ticketId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async (attempt: number): Promise<void> => {
      const ticket = await getPurchasedTicket(firestoreLite, ticketId);
      if (stopped) return;
      if (ticket?.ticketStatus === 'paid' && ticket.paymentStatus === 'approved') {
        setAnswer({ key, value: ticket.amount });
      } else if (ticket?.paymentStatus === 'pending' && attempt < PURCHASE_VALUE_READS) {
        timer = setTimeout(() => void read(attempt + 1), PURCHASE_VALUE_READ_INTERVAL_MS);
      } else {
        setAnswer({ key, value: null });
      }
    };
    void read(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key, ticketId]);

  if (currentUser.status === 'loading') return 'pending';
  if (!key) return null;
  return answer?.key === key ? answer.value : 'pending';
}
