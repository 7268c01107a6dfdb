import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CASH_TEXTS, CURRENCY } from '@carcajada/domain';
import { CashDeadline } from '../../../components/CashDeadline';
import { PageLayout } from '../../../components/layout/PageLayout';
import { TicketIcon } from '../../../components/icons';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { WhatsAppLink } from '../../../components/WhatsAppLink';
import { track } from '../../../lib/tracking';
import { WHATSAPP_MESSAGES } from '../../../lib/whatsapp';
import { usePurchasedTicket } from '../hooks/use-purchased-ticket';
import { purchaseOutcome, type PurchaseOutcome } from '../utils/purchase-outcome';
import { purchaseResultFrom } from '../utils/purchase-result';
import styles from './PurchaseFinishedPage.module.css';

const TRACKED_KEY = 'carcajada_purchase_tracked';

/** Purchase goes to the pixel once per ticket, only paid, with the amount the server stored. */
function trackPaidOnce(ticketId: string, amount: number, eventSlug: string | null): void {
  const tracked = sessionStorage.getItem(TRACKED_KEY)?.split(',') ?? [];
  if (tracked.includes(ticketId)) return;
  sessionStorage.setItem(TRACKED_KEY, [...tracked, ticketId].slice(-20).join(','));
  track('Purchase', { currency: CURRENCY, value: amount, ...(eventSlug && { content_ids: eventSlug }) });
}

function OutcomeText({ outcome }: { outcome: PurchaseOutcome }) {
  switch (outcome.kind) {
    case 'paid':
      return <p className={styles.note}>Tu pago fue aprobado: tu entrada ya está lista con su código QR.</p>;
    case 'processing':
      return (
        <p className={styles.note}>
          Estamos procesando tu pago. Apenas Mercado Pago lo confirme, tu entrada quedará lista con su código QR.
        </p>
      );
    case 'unpaid':
      return (
        <>
          <p className={styles.note}>
            No recibimos tu pago. Tus entradas siguen apartadas por unos minutos: puedes completarlo ahora.
          </p>
          {outcome.initPoint && (
            <ButtonAnchor href={outcome.initPoint} size="large">
              Completar pago
            </ButtonAnchor>
          )}
        </>
      );
    case 'cash_pending':
      return (
        <>
          <p className={styles.note}>
            <strong>{CASH_TEXTS.cashPending}.</strong> Tus entradas quedan apartadas hasta que pagues el cupón.
            {outcome.deadline && (
              <>
                {' '}
                <CashDeadline deadline={outcome.deadline} />
              </>
            )}
          </p>
          <ButtonAnchor href={outcome.voucherUrl} size="large" target="_blank" rel="noopener noreferrer">
            {CASH_TEXTS.voucherLink}
          </ButtonAnchor>
        </>
      );
    case 'not_completed':
      return <p className={styles.note}>{outcome.reason}</p>;
  }
}

/** Where Mercado Pago sends the buyer back: the ticket's real state, read from the server. */
export default function PurchaseFinishedPage() {
  const [searchParams] = useSearchParams();
  const result = useMemo(() => purchaseResultFrom(searchParams), [searchParams]);
  const ticket = usePurchasedTicket(result.ticketId, result.paymentReported);
  const outcome = ticket === 'loading' ? null : purchaseOutcome(result, ticket);

  useEffect(() => {
    if (outcome?.kind === 'paid' && result.ticketId) trackPaidOnce(result.ticketId, outcome.amount, result.eventSlug);
  }, [outcome?.kind, outcome, result]);

  // while the ticket is read, Mercado Pago's own word decides the heading
  const completed = outcome === null ? !result.rejected : ['paid', 'processing', 'cash_pending'].includes(outcome.kind);
  return (
    <PageLayout>
      <section className={styles.card} aria-labelledby="purchase-finished-title" aria-busy={outcome === null}>
        <span className={styles.icon} aria-hidden="true">
          <TicketIcon width={32} height={32} />
        </span>
        <h1 id="purchase-finished-title" className={styles.title}>
          {completed ? 'Gracias por tu compra' : 'Tu compra no se completó'}
        </h1>
        {outcome === null ? <Spinner label="Consultando tu compra…" /> : <OutcomeText outcome={outcome} />}
        <p className={styles.pointer}>
          Puedes ver el estado de tu compra en <strong>Mis tickets</strong>.
        </p>
        <ButtonLink to="/tickets" size="large" pulse={completed}>
          Ver mis tickets
        </ButtonLink>
        <p className={styles.help}>
          ¿Algo salió mal?{' '}
          <WhatsAppLink message={WHATSAPP_MESSAGES.purchaseHelp} variant="inline">
            Escríbenos por WhatsApp
          </WhatsAppLink>
        </p>
      </section>
    </PageLayout>
  );
}
