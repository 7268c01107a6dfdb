import { CANCEL_REASON_TEXT, CASH_PAYMENT_METHOD, CASH_TEXTS } from '@carcajada/domain';
import type { Ticket } from '@carcajada/domain/stored/ticket';
import { CashDeadline } from '../../../components/CashDeadline';
import { ButtonAnchor } from '../../../components/ui/Button';
import { useNow } from '../hooks/use-now';
import { holdCountdownText, ticketPhase } from '../utils/ticket-hold';
import { TicketCancel } from './TicketCancel';
import styles from './TicketHold.module.css';

export interface TicketHoldProps {
  ticket: Ticket;
  onCancelled: (ticketId: string) => void;
}

/**
 * What the buyer can still do with a reservation: pay an unpaid checkout before its hold runs
 * out (counting down by the device's clock), or cancel it; and why a cancelled ticket is cancelled.
 */
export function TicketHold({ ticket, onCancelled }: TicketHoldProps) {
  const ticking =
    ticket.ticketStatus === 'reserved' && ticket.holdExpiresAt !== null && ticket.paymentMethod !== CASH_PAYMENT_METHOD;
  const now = useNow(ticking);
  const phase = ticketPhase(ticket, now);

  switch (phase.kind) {
    case 'awaitingPayment':
      return (
        <section className={styles.hold} aria-label="Pago pendiente">
          <p role="timer" className={styles.countdown}>
            {holdCountdownText(phase.expiresAt.getTime() - now)}
          </p>
          <div className={styles.actions}>
            {phase.initPoint && (
              // Same tab, as the checkout hands over to Mercado Pago.
              <ButtonAnchor href={phase.initPoint} size="small">
                Completar pago
              </ButtonAnchor>
            )}
            <TicketCancel ticketId={ticket.id} onCancelled={onCancelled} />
          </div>
        </section>
      );
    case 'cashPending':
      return (
        <section className={styles.hold} aria-label={CASH_TEXTS.cashPending}>
          <p className={styles.countdown}>{CASH_TEXTS.cashPending}</p>
          <p className={styles.note}>
            <CashDeadline deadline={phase.deadline} />
          </p>
          {phase.voucherUrl && (
            <div className={styles.actions}>
              <ButtonAnchor href={phase.voucherUrl} size="small" target="_blank" rel="noopener noreferrer">
                {CASH_TEXTS.voucherLink}
              </ButtonAnchor>
            </div>
          )}
        </section>
      );
    case 'psePending':
      return (
        <section className={styles.hold} aria-label={CASH_TEXTS.psePending}>
          <p className={styles.countdown}>{CASH_TEXTS.psePending}</p>
        </section>
      );
    case 'holdExpired':
      return <p className={styles.note}>{CANCEL_REASON_TEXT.hold_expired}</p>;
    case 'freeReservation':
      return (
        <section className={styles.hold} aria-label="Reserva gratuita">
          <div className={styles.actions}>
            <TicketCancel ticketId={ticket.id} onCancelled={onCancelled} />
          </div>
        </section>
      );
    case 'cancelled':
      return phase.reason ? <p className={styles.note}>{CANCEL_REASON_TEXT[phase.reason]}</p> : null;
    default:
      return null;
  }
}
