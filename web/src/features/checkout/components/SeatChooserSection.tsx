import { Suspense } from 'react';
import { DataErrorBoundary } from '../../../components/errors/DataErrorBoundary';
import { SeatChooser, SeatChooserLoading, type SeatChooserProps } from '../../seat-map';
import styles from './CheckoutForm.module.css';

/** A seated date's "Elige tus sillas": the chooser's chunk is fetched only here. */
export function SeatChooserSection(props: SeatChooserProps) {
  return (
    <section aria-labelledby="checkout-seats-title">
      <h3 id="checkout-seats-title" className={styles.sectionTitle}>
        Elige tus sillas
      </h3>
      <DataErrorBoundary message="No pudimos cargar el mapa de sillas.">
        <Suspense fallback={<SeatChooserLoading prices={props.prices} limits={props.limits} />}>
          <SeatChooser {...props} />
        </Suspense>
      </DataErrorBoundary>
    </section>
  );
}
