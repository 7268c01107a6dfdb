import { startTransition, Suspense, useEffect, useState } from 'react';
import { DataErrorBoundary } from '../../../components/errors/DataErrorBoundary';
import { SeatChooser, SeatChooserLoading, type SeatChooserProps } from '../../seat-map';
import styles from './CheckoutForm.module.css';

/**
 * False on the server and while React hydrates, then true (in a transition). The server's
 * renderToString cannot wait for a lazy chunk: a boundary it leaves unfinished is drawn again in
 * the browser and reported as an error (React's #419). The transition keeps the frame on screen
 * until the chooser's chunk is in, so the frame the page arrived with is the one the buyer sees.
 */
function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}

/** A seated date's "Elige tus sillas": the chooser's chunk is fetched only here. */
export function SeatChooserSection(props: SeatChooserProps) {
  const afterHydration = useAfterHydration();
  const loading = <SeatChooserLoading prices={props.prices} limits={props.limits} />;
  return (
    <section aria-labelledby="checkout-seats-title">
      <h3 id="checkout-seats-title" className={styles.sectionTitle}>
        Elige tus sillas
      </h3>
      <DataErrorBoundary message="No pudimos cargar el mapa de sillas.">
        <Suspense fallback={loading}>{afterHydration ? <SeatChooser {...props} /> : loading}</Suspense>
      </DataErrorBoundary>
    </section>
  );
}
