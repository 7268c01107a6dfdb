import { useId, useState } from 'react';
import { SHOW_DATES_MESSAGES } from '@carcajada/domain';
import { Button } from '../../../components/ui/Button';
import { TextArea } from '../../../components/ui/Input';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import styles from './RefundDialog.module.css';

/** The organizer's note to the holders is quoted in their mail (cancelEvent takes up to 500 characters). */
const MESSAGE_MAX = 500;

export interface CancelDateDialogProps {
  /** "jueves, 3 de diciembre a las 20:00" */
  dateLabel: string;
  cancelling: boolean;
  failure: string | null;
  onConfirm: (message: string) => void;
  onClose: () => void;
}

/** "Cancelar función": the confirmation before a date stops selling and its money goes back. */
export function CancelDateDialog({ dateLabel, cancelling, failure, onConfirm, onClose }: CancelDateDialogProps) {
  const titleId = useId();
  const questionId = useId();
  const [message, setMessage] = useState('');
  return (
    <ModalDialog
      titleId={titleId}
      descriptionId={questionId}
      onClose={cancelling ? noop : onClose}
      className={styles.dialog}
    >
      <h2 id={titleId} className={styles.title}>
        Cancelar función
      </h2>
      <p id={questionId}>{SHOW_DATES_MESSAGES.cancelQuestion(dateLabel)}</p>
      <TextArea
        label="Mensaje para quienes tienen entradas (opcional)"
        value={message}
        maxLength={MESSAGE_MAX}
        rows={3}
        onChange={(event) => setMessage(event.target.value)}
      />
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" disabled={cancelling} onClick={onClose}>
          No, volver
        </Button>
        <Button loading={cancelling} onClick={() => onConfirm(message.trim())}>
          {cancelling ? 'Cancelando…' : 'Sí, cancelar función'}
        </Button>
      </div>
    </ModalDialog>
  );
}

function noop() {}
