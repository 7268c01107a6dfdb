import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { BEST_IN_CATEGORY_PARAM, quantityFromQuery } from '@carcajada/domain';
import { DataErrorBoundary } from '../../../components/errors/DataErrorBoundary';
import { PageLayout } from '../../../components/layout/PageLayout';
import { CheckoutDetails } from '../components/CheckoutDetails';
import { CHECKOUT_MESSAGES } from '../utils/checkout-messages';
import styles from './CheckoutPage.module.css';

/** /compra/:slug?quantity=N&tipo=<typeId>&oferta=<waitlist offer>&localidad=<category> */
export default function CheckoutPage() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const initialQuantity = quantityFromQuery(searchParams.get('quantity'));
  const ticketTypeId = searchParams.get('tipo');
  // a waitlist offer's link: the seats held for this account
  const offerId = searchParams.get('oferta');
  // a seated priority offer's link: best available in the category asked on the waitlist
  const bestCategory = searchParams.get(BEST_IN_CATEGORY_PARAM);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <PageLayout>
      <h1 className={styles.title}>Resumen de compra</h1>
      <DataErrorBoundary message={CHECKOUT_MESSAGES.eventLoadFailed}>
        <CheckoutDetails
          key={slug}
          slug={slug}
          initialQuantity={initialQuantity}
          ticketTypeId={ticketTypeId}
          offerId={offerId}
          bestCategory={bestCategory}
        />
      </DataErrorBoundary>
    </PageLayout>
  );
}
