import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useCancelTicket } from '../api/cancel-ticket';
import { TICKET_MESSAGES } from '../utils/ticket-display';
import styles from './TicketHold.module.css';

export interface TicketCancelProps {
  ticketId: string;
  onCancelled: (ticketId: string) => void;
}

/** "Cancelar", then a confirmation step; the server's refusal is shown in Spanish. */
export function TicketCancel({ ticketId, onCancelled }: TicketCancelProps) {
  const [confirming, setConfirming] = useState(false);
  const { cancelling, failure, cancel } = useCancelTicket();
  const questionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The question replaces the button that opened it: keyboard focus goes to the safe answer.
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

  async function confirm() {
    if (await cancel(ticketId)) onCancelled(ticketId);
  }

  return (
    <>
      {confirming ? (
        <div role="group" aria-labelledby={questionId} className={styles.confirm}>
          <p id={questionId} className={styles.question}>
            {TICKET_MESSAGES.cancelQuestion}
          </p>
          <div className={styles.actions}>
            <Button size="small" variant="secondary" loading={cancelling} onClick={() => void confirm()}>
              {cancelling ? 'Cancelando…' : 'Sí, cancelar'}
            </Button>
            <Button
              ref={keepRef}
              size="small"
              variant="ghost"
              disabled={cancelling}
              onClick={() => setConfirming(false)}
            >
              No, mantener
            </Button>
          </div>
        </div>
      ) : (
        <Button size="small" variant="ghost" onClick={() => setConfirming(true)}>
          Cancelar
        </Button>
      )}
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
    </>
  );
}
