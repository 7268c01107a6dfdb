import { useState } from 'react';
import { SHOW_DATES_MESSAGES } from '@carcajada/domain';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { TextArea } from '../../../components/ui/Input';

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
  const [message, setMessage] = useState('');
  return (
    <ConfirmDialog
      title="Cancelar función"
      question={SHOW_DATES_MESSAGES.cancelQuestion(dateLabel)}
      confirmLabel="Sí, cancelar función"
      busyLabel="Cancelando…"
      busy={cancelling}
      failure={failure}
      onConfirm={() => onConfirm(message.trim())}
      onClose={onClose}
    >
      <TextArea
        label="Mensaje para quienes tienen entradas (opcional)"
        value={message}
        maxLength={MESSAGE_MAX}
        rows={3}
        onChange={(event) => setMessage(event.target.value)}
      />
    </ConfirmDialog>
  );
}
