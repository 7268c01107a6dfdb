import { peopleText } from '@carcajada/domain';
import { Button } from '../../../components/ui/Button';
import { formatCop } from '@carcajada/domain';
import { bogotaDateTime } from '../utils/attendees-csv';
import {
  attendeeCancelText,
  attendeeStatusLabel,
  canRefund,
  REFUND_IN_PROGRESS_LABEL,
  type Attendee,
} from '../utils/attendee-status';
import styles from './AttendeeList.module.css';

export interface AttendeeListProps {
  attendees: readonly Attendee[];
  onRefund: (attendee: Attendee) => void;
}

/** One row per ticket: who, how many, in what state, how many came in; refunds for paid ones. */
export function AttendeeList({ attendees, onRefund }: AttendeeListProps) {
  return (
    <ul className={styles.list} aria-label="Asistentes">
      {attendees.map((attendee) => {
        const status = attendeeStatusLabel(attendee);
        const cancelText = attendeeCancelText(attendee);
        return (
          <li key={attendee.ticketId} className={styles.row} data-ticket={attendee.ticketId}>
            <div className={styles.who}>
              <strong>{attendee.name || 'Sin nombre'}</strong>
              <span>{attendee.email}</span>
              <span>{attendee.phone || 'Sin teléfono'}</span>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>Cantidad</dt>
                <dd>{attendee.quantity}</dd>
              </div>
              <div>
                <dt>Estado</dt>
                <dd className={status === REFUND_IN_PROGRESS_LABEL ? styles.pending : undefined}>{status}</dd>
              </div>
              <div>
                <dt>Ingresaron</dt>
                <dd>{peopleText(attendee.admittedCount, attendee.quantity)}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd>{formatCop(attendee.total)}</dd>
              </div>
              <div>
                <dt>Referencia</dt>
                <dd>{attendee.reference}</dd>
              </div>
              {attendee.seats && attendee.seats.length > 0 && (
                <div>
                  <dt>Sillas</dt>
                  <dd>{attendee.seats.join(', ')}</dd>
                </div>
              )}
              <div>
                <dt>Compra</dt>
                <dd>{bogotaDateTime(attendee.createdAt)}</dd>
              </div>
            </dl>
            {cancelText && <p className={styles.note}>{cancelText}</p>}
            {canRefund(attendee) && (
              <Button
                size="small"
                variant="secondary"
                aria-label={`Reembolsar el ticket ${attendee.reference} de ${attendee.name || attendee.email}`}
                onClick={() => onRefund(attendee)}
              >
                Reembolsar
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
