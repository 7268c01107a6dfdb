import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { ModalDialog } from './ModalDialog';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  question: string;
  /** What the confirm button says, and what it says while the request is out. */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Fields asked for with the confirmation (e.g. a message). */
  children?: ReactNode;
}

/**
 * The step before something that cannot be undone (money back, a date cancelled): a modal
 * dialog, focus kept inside, Escape closes, "No, volver" beside the confirmation.
 */
export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  busyLabel,
  busy,
  failure,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const titleId = useId();
  const questionId = useId();
  return (
    // while the request is out, Escape must not hide its outcome
    <ModalDialog titleId={titleId} descriptionId={questionId} onClose={busy ? noop : onClose} className={styles.dialog}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p id={questionId}>{question}</p>
      {children}
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" disabled={busy} onClick={onClose}>
          No, volver
        </Button>
        <Button loading={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}

function noop() {}
