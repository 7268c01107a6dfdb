import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { TransferTicketResult } from '@carcajada/domain';
import type { Ticket } from '@carcajada/domain/stored/ticket';
import { TicketIcon } from '../../../components/icons';
import { ButtonLink } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { startUp } from '../../../lib/start-up';
import { useUserTickets } from '../api/get-user-tickets';
import { offlineCopyLabel } from '../utils/ticket-display';
import { cancelledByBuyer } from '../utils/ticket-hold';
import { useWhatsAppStatuses } from '../../whatsapp';
import { TicketCard } from './TicketCard';
import styles from './TicketList.module.css';

/**
 * The QR modal and the code's drawing (the qrcode library; size: docs/performance/first-load.md,
 * "First load and chunks") are not needed to draw the list: fetched once the page is idle, so a tap on
 * "Ver QR" finds them there (the service worker keeps them for a visit with no connection).
 */
const loadQrModal = () => import('./QrModal');
const QrModal = lazy(() => loadQrModal().then((module) => ({ default: module.QrModal })));

function EmptyTickets() {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <TicketIcon />
      </span>
      <h2 className={styles.emptyTitle}>Aún no tienes tickets</h2>
      <p className={styles.emptyText}>Elige un show, compra tus entradas y aquí tendrás tu código QR.</p>
      <ButtonLink to="/">Explorar eventos</ButtonLink>
    </div>
  );
}

export interface TicketListProps {
  uid: string;
  /** False while Auth does not know the account yet: the last copy shows, nothing is read. */
  read?: boolean;
  /** Shown below the tickets once they are loaded, so it never jumps down while they arrive. */
  footer?: ReactNode;
}

/** The signed-in user's tickets, newest first, with the QR modal. */
export function TicketList({ uid, read = true, footer }: TicketListProps) {
  const loaded = useUserTickets(uid, read);
  // what was sent by WhatsApp, read once the tickets are (it never holds the list up)
  const whatsappStatuses = useWhatsAppStatuses(uid, read && loaded !== undefined);
  const [qrTicketId, setQrTicketId] = useState<string | null>(null);
  // Cancelled here: shown as cancelled at once (free reservations are not read again).
  const [cancelledIds, setCancelledIds] = useState<ReadonlySet<string>>(() => new Set());
  // stable, so a card whose ticket did not change is not drawn again (TicketCard is memoised)
  const markCancelled = useCallback((ticketId: string) => setCancelledIds((ids) => new Set(ids).add(ticketId)), []);
  const showQr = useCallback((selected: Ticket) => setQrTicketId(selected.id), []);
  // Given away whole here: gone from the list at once, before the list is read again.
  const [sentIds, setSentIds] = useState<ReadonlySet<string>>(() => new Set());
  const reload = loaded?.reload;
  const markTransferred = useCallback(
    (result: TransferTicketResult) => {
      if (result.whole) setSentIds((ids) => new Set(ids).add(result.fromTicketId));
      // the part kept has a new QR: read the list again for it
      reload?.();
    },
    [reload],
  );
  const tickets = loaded?.tickets
    .filter((ticket) => !sentIds.has(ticket.id))
    .map((ticket) => (cancelledIds.has(ticket.id) ? cancelledByBuyer(ticket) : ticket));
  const offlineNote = loaded?.copyFrom ? offlineCopyLabel(loaded.copyFrom) : null;
  const hasTickets = Boolean(tickets?.length);
  useEffect(() => {
    // once the list is drawn, when idle (lib/start-up.ts: after Auth, before the service worker)
    if (hasTickets) startUp.qrModal(() => void loadQrModal());
  }, [hasTickets]);

  if (!tickets) return <Spinner label="Cargando tus tickets…" />;
  if (tickets.length === 0) {
    return (
      <>
        <EmptyTickets />
        {footer}
      </>
    );
  }

  // Looked up on every read, so an open modal follows the ticket's state.
  const qrTicket = tickets.find((ticket) => ticket.id === qrTicketId);
  return (
    <>
      {offlineNote && (
        <p className={styles.offline} role="status">
          {offlineNote}
        </p>
      )}
      <ul className={styles.grid}>
        {tickets.map((ticket: Ticket) => (
          <li key={ticket.id}>
            <TicketCard
              ticket={ticket}
              whatsappStatus={whatsappStatuses.get(ticket.id) ?? null}
              onShowQr={showQr}
              onCancelled={markCancelled}
              onTransferred={markTransferred}
            />
          </li>
        ))}
      </ul>
      {footer}
      {qrTicket && (
        <Suspense fallback={null}>
          <QrModal ticket={qrTicket} offlineNote={offlineNote} onClose={() => setQrTicketId(null)} />
        </Suspense>
      )}
    </>
  );
}
