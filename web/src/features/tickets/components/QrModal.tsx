import { useId, useRef, type MouseEvent } from 'react';
import { ticketReference, type Ticket } from '@carcajada/domain';
import { CloseIcon } from '../../../components/icons';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { ticketDateLabel, TICKET_MESSAGES } from '../utils/ticket-display';
import { QrCodeImage } from './QrCodeImage';
import styles from './QrModal.module.css';

export interface QrModalProps {
  ticket: Ticket;
  onClose: () => void;
}

/**
 * The entry code of one ticket. Escape or the close button closes it; focus returns to the opener.
 * A click on the backdrop around the dialog closes it too: a pointer shortcut only, so the backdrop
 * is presentational (the keyboard has Escape and the close button, through the focus trap).
 */
export function QrModal({ ticket, onClose }: QrModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(dialogRef, true, onClose);
  const reference = ticketReference(ticket.id);
  const closeOnBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <div className={styles.backdrop} role="presentation" onClick={closeOnBackdropClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={styles.dialog}
      >
        <button type="button" className={styles.close} aria-label="Cerrar" onClick={onClose}>
          <CloseIcon />
        </button>
        <h2 id={titleId} className={styles.title}>
          {ticket.metadata.eventName || 'Tu entrada'}
        </h2>
        <p id={descriptionId} className={styles.meta}>
          {ticketDateLabel(ticket.metadata)} · {ticket.metadata.eventTime} · {ticket.quantity}{' '}
          {ticket.quantity === 1 ? 'entrada' : 'entradas'}
        </p>
        <div className={styles.code}>
          {ticket.qrCode ? (
            <QrCodeImage code={ticket.qrCode} label={`Código QR del ticket ${reference}`} />
          ) : (
            <p className={styles.pending}>{TICKET_MESSAGES.qrPending}</p>
          )}
        </div>
        <p className={styles.reference}>
          Referencia <strong>{reference}</strong>
        </p>
        {ticket.qrCode && (
          <p className={styles.hint}>Muestra este código en la entrada. Sube el brillo de tu pantalla.</p>
        )}
      </div>
    </div>
  );
}
