import { useId } from 'react';
import { formatCop } from '@carcajada/domain';
import { Button } from '../../../components/ui/Button';
import { ModalDialog } from '../../../components/ui/ModalDialog';
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
  const titleId = useId();
  const questionId = useId();

  return (
    // while the request is out, Escape must not hide its outcome
    <ModalDialog
      titleId={titleId}
      descriptionId={questionId}
      onClose={refunding ? noop : onClose}
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
    </ModalDialog>
  );
}

function noop() {}
