import { useId, useRef } from 'react';
import { formatCop } from '@carcajada/domain';
import { Button } from '../../../components/ui/Button';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import type { Attendee } from '../utils/attendee-status';
import styles from './RefundDialog.module.css';

export interface RefundDialogProps {
  attendee: Attendee;
  refunding: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation step before money goes back: a modal dialog, focus kept inside, Escape closes. */
export function RefundDialog({ attendee, refunding, failure, onConfirm, onClose }: RefundDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const questionId = useId();
  // while the request is out, Escape must not hide its outcome
  useFocusTrap(dialogRef, true, refunding ? noop : onClose);

  return (
    <div className={styles.backdrop} role="presentation">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={questionId}
        className={styles.dialog}
      >
        <h2 id={titleId} className={styles.title}>
          Reembolsar ticket {attendee.reference}
        </h2>
        <p id={questionId}>{ADMIN_MESSAGES.refundQuestion(attendee.name, formatCop(attendee.total))}</p>
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="ghost" disabled={refunding} onClick={onClose}>
            No, volver
          </Button>
          <Button loading={refunding} onClick={onConfirm}>
            {refunding ? 'Reembolsando…' : 'Sí, reembolsar'}
          </Button>
        </div>
      </div>
    </div>
  );
}

function noop() {}
