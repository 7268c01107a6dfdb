import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useFocusTrap } from '../../lib/use-focus-trap';
import styles from './ModalDialog.module.css';

export interface ModalDialogProps {
  titleId: string;
  descriptionId: string;
  /** Escape (through the focus trap), and a click on the backdrop when `closeOnBackdropClick`. */
  onClose: () => void;
  /**
   * A pointer shortcut only, so the backdrop stays presentational: the keyboard has Escape and the
   * dialog's own buttons.
   */
  closeOnBackdropClick?: boolean;
  /** The dialog box's look; each dialog has its own. */
  className?: string;
  children: ReactNode;
}

/** A modal dialog over a dimmed page: focus kept inside and returned to the opener on close. */
export function ModalDialog({
  titleId,
  descriptionId,
  onClose,
  closeOnBackdropClick = false,
  className,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, true, onClose);
  const closeOnBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
  };

  return (
    <div className={styles.backdrop} role="presentation" onClick={closeOnBackdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={className}
      >
        {children}
      </div>
    </div>
  );
}
