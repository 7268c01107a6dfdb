import { useState } from 'react';
import { DataErrorBoundary } from '../../../components/errors/DataErrorBoundary';
import { TICKET_MESSAGES } from '../utils/ticket-display';
import { TicketList, type TicketListProps } from './TicketList';

/** The user's tickets under their error boundary; "Reintentar" remounts the list, which subscribes again. */
export function MyTickets(props: TicketListProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <DataErrorBoundary message={TICKET_MESSAGES.loadFailed} onRetry={() => setAttempt((count) => count + 1)}>
      <TicketList key={attempt} {...props} />
    </DataErrorBoundary>
  );
}
