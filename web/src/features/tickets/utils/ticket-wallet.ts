import { walletPassStanding } from '@carcajada/domain';
import type { Ticket } from '@carcajada/domain/stored/ticket';

/**
 * Whether Mis tickets offers the wallet badges on this ticket: its holder's, paid or a free
 * reservation, no refund asked (the server judges again, its date's cancellation included).
 */
export function canAddToWallet(ticket: Ticket): boolean {
  const standing = walletPassStanding(
    {
      userId: ticket.userId,
      ticketStatus: ticket.ticketStatus,
      amount: ticket.amount,
      refundRequestedAt: ticket.refundRequestedAt,
      eventCancelledAt: null,
      transferredFrom: ticket.transferredFrom ?? null,
    },
    false,
    ticket.userId,
  );
  return standing === 'holder';
}
