import { useState, type ReactNode } from 'react';
import { DataErrorBoundary } from '../../../components/errors/DataErrorBoundary';
import { TICKET_MESSAGES } from '../utils/ticket-display';
import { TicketList } from './TicketList';

/** The user's tickets under their error boundary; "Reintentar" remounts the list, which subscribes again. */
export function MyTickets({ uid, footer }: { uid: string; footer?: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <DataErrorBoundary message={TICKET_MESSAGES.loadFailed} onRetry={() => setAttempt((count) => count + 1)}>
      <TicketList key={attempt} uid={uid} footer={footer} />
    </DataErrorBoundary>
  );
}
