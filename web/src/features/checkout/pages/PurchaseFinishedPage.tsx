import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CURRENCY } from '@carcajada/domain';
import { PageLayout } from '../../../components/layout/PageLayout';
import { TicketIcon } from '../../../components/icons';
import { ButtonLink } from '../../../components/ui/Button';
import { WhatsAppLink } from '../../../components/WhatsAppLink';
import { track } from '../../../lib/tracking';
import { WHATSAPP_MESSAGES } from '../../../lib/whatsapp';
import { usePurchaseValue } from '../hooks/use-purchase-value';
import { purchaseResultFrom } from '../utils/purchase-result';
import styles from './PurchaseFinishedPage.module.css';

/** Where Mercado Pago sends the buyer back. The ticket's real state arrives by webhook. */
export default function PurchaseFinishedPage() {
  const [searchParams] = useSearchParams();
  const result = useMemo(() => purchaseResultFrom(searchParams), [searchParams]);
  const value = usePurchaseValue(result.rejected ? null : result.ticketId);

  useEffect(() => {
    // A payment Mercado Pago already reports as rejected is not a purchase.
    if (result.rejected || value === 'pending') return;
    // The value is the paid ticket's stored amount, never the URL's `value` (anyone can edit it).
    track('Purchase', {
      currency: CURRENCY,
      ...(value !== null && { value }),
      ...(result.eventSlug && { content_ids: result.eventSlug }),
    });
  }, [result, value]);

  return (
    <PageLayout>
      <section className={styles.card} aria-labelledby="purchase-finished-title">
        <span className={styles.icon} aria-hidden="true">
          <TicketIcon width={32} height={32} />
        </span>
        <h1 id="purchase-finished-title" className={styles.title}>
          Gracias por tu compra
        </h1>
        {result.rejected ? (
          <p className={styles.note}>
            Mercado Pago no aprobó el pago y no se hizo ningún cobro. Puedes intentarlo de nuevo desde el evento.
          </p>
        ) : (
          <p className={styles.note}>
            Estamos procesando tu pago. Apenas Mercado Pago lo confirme, tu entrada quedará lista con su código QR.
          </p>
        )}
        <p className={styles.pointer}>
          Puedes ver el estado de tu compra en <strong>Mis tickets</strong>.
        </p>
        <ButtonLink to="/tickets" size="large" pulse>
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
