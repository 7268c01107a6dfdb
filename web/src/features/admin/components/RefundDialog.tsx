import { formatCop } from '@carcajada/domain';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import type { Attendee } from '../utils/attendee-status';

export interface RefundDialogProps {
  attendee: Attendee;
  refunding: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation step before money goes back to one attendee. */
export function RefundDialog({ attendee, refunding, failure, onConfirm, onClose }: RefundDialogProps) {
  return (
    <ConfirmDialog
      title={`Reembolsar ticket ${attendee.reference}`}
      question={ADMIN_MESSAGES.refundQuestion(attendee.name, formatCop(attendee.total))}
      confirmLabel="Sí, reembolsar"
      busyLabel="Reembolsando…"
      busy={refunding}
      failure={failure}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
