import { memo } from 'react';
import {
  DEFAULT_SEAT,
  formatCop,
  PAYMENT_STATUS_LABELS,
  qrButtonState,
  showLegalLines,
  TICKET_STATUS_LABELS,
  ticketReference,
  TRANSFER_TEXTS,
  whatsappStatusLabel,
  type TransferTicketResult,
  type WhatsAppMessageStatus,
} from '@carcajada/domain';
import type { Ticket } from '@carcajada/domain/stored/ticket';
import { AddToCalendar } from '../../../components/AddToCalendar';
import { Button } from '../../../components/ui/Button';
import { seatsTerm, ticketCalendarEntry, ticketDateLabel, ticketSeatLabels } from '../utils/ticket-display';
import { canSendTicket } from '../utils/ticket-transfer';
import { canAddToWallet } from '../utils/ticket-wallet';
import { useTicketProducer } from '../hooks/use-ticket-producer';
import { TicketHold } from './TicketHold';
import { TicketTransfer } from './TicketTransfer';
import { WalletBadges } from './WalletBadges';
import styles from './TicketCard.module.css';

export interface TicketCardProps {
  ticket: Ticket;
  /** The status of its latest WhatsApp message (contract v6); null when none was sent. */
  whatsappStatus?: WhatsAppMessageStatus | null;
  onShowQr: (ticket: Ticket) => void;
  onCancelled: (ticketId: string) => void;
  /** Mis tickets' "Transferir" went through (none: the card offers no transfer). */
  onTransferred?: (result: TransferTicketResult) => void;
}

/** Paid tickets and reservations go in the buyer's calendar; cancelled ones do not. */
function TicketCalendar({ ticket }: { ticket: Ticket }) {
  const entry = ticketCalendarEntry(ticket, window.location.origin);
  if (!entry || (ticket.ticketStatus !== 'paid' && ticket.ticketStatus !== 'reserved')) return null;
  return <AddToCalendar entry={entry} fileName={ticket.metadata.eventName} />;
}

/** Memoised: a fresh read that confirms the copy on screen draws no card again. */
export const TicketCard = memo(function TicketCard({
  ticket,
  whatsappStatus = null,
  onShowQr,
  onCancelled,
  onTransferred,
}: TicketCardProps) {
  const { metadata } = ticket;
  const qrButton = qrButtonState(ticket);
  const producer = useTicketProducer(ticket);
  const seats = ticketSeatLabels(ticket);
  return (
    <article className={`${styles.card} ${styles[ticket.ticketStatus]}`} aria-label={metadata.eventName}>
      <header className={styles.header}>
        <h2 className={styles.name}>{metadata.eventName || 'Evento'}</h2>
        <ul className={styles.badges} aria-label="Estado">
          <li className={`${styles.badge} ${styles[`ticket-${ticket.ticketStatus}`]}`}>
            {TICKET_STATUS_LABELS[ticket.ticketStatus]}
          </li>
          <li className={`${styles.badge} ${styles[`payment-${ticket.paymentStatus}`]}`}>
            Pago: {PAYMENT_STATUS_LABELS[ticket.paymentStatus]}
          </li>
        </ul>
      </header>
      <dl className={styles.details}>
        <div>
          <dt>Fecha</dt>
          <dd>{ticketDateLabel(metadata)}</dd>
        </div>
        <div>
          <dt>Hora</dt>
          <dd>{metadata.eventTime}</dd>
        </div>
        <div>
          <dt>Lugar</dt>
          <dd>{metadata.venue}</dd>
        </div>
        <div>
          <dt>Ciudad</dt>
          <dd>{metadata.city}</dd>
        </div>
        {metadata.seatNumber && metadata.seatNumber !== DEFAULT_SEAT && (
          // the ticket type bought; a one-price show keeps the spec's 'General'
          <div>
            <dt>Entrada</dt>
            <dd>{metadata.seatNumber}</dd>
          </div>
        )}
        {seats.length > 0 && (
          <div>
            <dt>{seatsTerm(seats)}</dt>
            <dd>
              <ul className={styles.seats}>
                {seats.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div>
          <dt>Cantidad</dt>
          <dd>{ticket.quantity}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatCop(ticket.amount)}</dd>
        </div>
      </dl>
      {/* the show's PULEP code and producer as they were at purchase (the operator: no organizer) */}
      {showLegalLines({ pulepCode: metadata.pulepCode, producer }).map((line) => (
        <p key={line} className={styles.legal}>
          {line}
        </p>
      ))}
      <TicketHold ticket={ticket} onCancelled={onCancelled} />
      <TicketCalendar ticket={ticket} />
      {canAddToWallet(ticket) && <WalletBadges ticketId={ticket.id} />}
      {ticket.transferredFrom && <p className={styles.reference}>{TRANSFER_TEXTS.receivedFrom}</p>}
      {whatsappStatus && <p className={styles.reference}>{whatsappStatusLabel(whatsappStatus)}</p>}
      {onTransferred && canSendTicket(ticket) && (
        <TicketTransfer
          ticketId={ticket.id}
          quantity={ticket.quantity}
          seats={ticket.seats}
          onTransferred={onTransferred}
        />
      )}
      <footer className={styles.footer}>
        <p className={styles.reference}>
          Ref. <strong>{ticketReference(ticket.id)}</strong>
        </p>
        <Button
          size="small"
          variant={qrButton.enabled ? 'primary' : 'ghost'}
          disabled={!qrButton.enabled}
          onClick={() => onShowQr(ticket)}
        >
          {qrButton.label}
        </Button>
      </footer>
    </article>
  );
});
