import { Suspense, useEffect } from 'react';
import { DataErrorBoundary } from '../../../components/errors/DataErrorBoundary';
import { useBrowserValue } from '../../../lib/use-browser-value';
import { prepareSeatViewsWorker, SeatChooser, SeatChooserLoading, type SeatChooserProps } from '../../seat-map';
import styles from './CheckoutForm.module.css';

/** A seated date's "Elige tus sillas": the chooser's chunk is fetched only here. */
export function SeatChooserSection(props: SeatChooserProps) {
  // The server's renderToString cannot wait for the lazy chooser: a boundary it leaves unfinished
  // is drawn again in the browser with React's error #419. So its frame is drawn in its place on
  // the server and while the page hydrates, and the chooser in a transition after (at once when
  // the page is first drawn in the browser); the frame stays on screen until its chunk is in.
  const afterHydration = useBrowserValue(() => true, false);
  // the views' worker loads beside the chooser's chunk, not after it
  useEffect(prepareSeatViewsWorker, []);
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
