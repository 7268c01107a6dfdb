import { useId } from 'react';
import { showLegalLines, ticketReference } from '@carcajada/domain';
import type { Ticket } from '@carcajada/domain/stored/ticket';
import { CloseIcon } from '../../../components/icons';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { seatsTerm, ticketDateLabel, ticketSeatLabels, TICKET_MESSAGES } from '../utils/ticket-display';
import { useTicketProducer } from '../hooks/use-ticket-producer';
import { canAddToWallet } from '../utils/ticket-wallet';
import { QrCodeImage } from './QrCodeImage';
import { WalletBadges } from './WalletBadges';
import styles from './QrModal.module.css';

export interface QrModalProps {
  ticket: Ticket;
  /** "Sin conexión: datos de HH:MM" when the ticket comes from the last copy seen. */
  offlineNote?: string | null;
  onClose: () => void;
}

/** The entry code of one ticket. Escape, the close button or a click around it closes it. */
export function QrModal({ ticket, offlineNote, onClose }: QrModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const reference = ticketReference(ticket.id);
  const seats = ticketSeatLabels(ticket);
  const producer = useTicketProducer(ticket);

  return (
    <ModalDialog
      titleId={titleId}
      descriptionId={descriptionId}
      onClose={onClose}
      closeOnBackdropClick
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
      {seats.length > 0 && (
        <ul className={styles.seats} aria-label={seatsTerm(seats)}>
          {seats.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      )}
      <div className={styles.code}>
        {ticket.qrCode ? (
          <QrCodeImage code={ticket.qrCode} label={`Código QR del ticket ${reference}`} />
        ) : (
          <p className={styles.pending}>{TICKET_MESSAGES.qrPending}</p>
        )}
      </div>
      {offlineNote && <p className={styles.offline}>{offlineNote}</p>}
      <p className={styles.reference}>
        Referencia <strong>{reference}</strong>
      </p>
      {showLegalLines({ pulepCode: ticket.metadata.pulepCode, producer }).map((line) => (
        <p key={line} className={styles.legal}>
          {line}
        </p>
      ))}
      {ticket.qrCode && (
        <p className={styles.hint}>Muestra este código en la entrada. Sube el brillo de tu pantalla.</p>
      )}
      {canAddToWallet(ticket) && <WalletBadges ticketId={ticket.id} />}
    </ModalDialog>
  );
}
