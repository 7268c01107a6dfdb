import { useDeferredValue } from 'react';
import { useLive, type Listen } from '../../../lib/use-live';
import { markSeatMap, SEAT_MAP_MARKS } from '../utils/draw-marks';
import type { SeatView } from '../utils/seat-map-model';
import type { SeatViewsAnswer, SeatViewsRequest } from './seat-views-messages';
import { takeSeatViewsWorker } from './seat-views-worker';
import type { OnZoneView, ViewsFailure } from './zone-view-listeners';

/** Where a date's zone views are followed: starts following, answers a function that stops. */
type ViewsSource = (
  eventId: string,
  zoneIds: readonly string[],
  onView: OnZoneView,
  onError: (failure: ViewsFailure) => void,
) => () => void;

/**
 * In a worker: the full Firestore SDK's listening, and the views' reading, take no time on the
 * page's main thread while the buyer pans and taps. The worker has no session, and needs none:
 * the checkout shows active dates only, whose views anyone may read.
 */
const inWorker =
  (worker: Worker): ViewsSource =>
  (eventId, zoneIds, onView, onError) => {
    worker.onmessage = ({ data }: MessageEvent<SeatViewsAnswer>) =>
      'failure' in data ? onError(data.failure) : onView(data.zoneId, data.view);
    worker.onerror = (event) => {
      event.preventDefault();
      onError({ code: 'unavailable', message: event.message || 'The seat views worker did not start.' });
    };
    worker.postMessage({ eventId, zoneIds } satisfies SeatViewsRequest);
    return () => worker.terminate();
  };

/** On the page, where workers do not run (jsdom's tests): the SDK is fetched only then. */
const onPage: ViewsSource = (eventId, zoneIds, onView, onError) => {
  let stop: (() => void) | null = null;
  let stopped = false;
  import('./zone-view-listeners').then(
    ({ listenToZoneViews }) => {
      if (!stopped) stop = listenToZoneViews(eventId, zoneIds, onView, onError);
    },
    (error: Error) => onError({ code: 'unavailable', message: error.message }),
  );
  return () => {
    stopped = true;
    stop?.();
  };
};

/**
 * A seated date's zone views, live: one listener per zone (`events/{eventId}/seat_views/{zoneId}`,
 * refreshed by the server at most every 2 s), so the map reads 1 + zones documents and then only
 * what changes. It answers once every zone has (a view not written yet reads as no zone), then at
 * each change.
 */
export function listenToSeatViews(eventId: string, zoneIds: readonly string[]): Listen<ReadonlyMap<string, SeatView>> {
  return (onData, onError) => {
    const views = new Map<string, SeatView>();
    const answered = new Set<string>();
    const onView: OnZoneView = (zoneId, view) => {
      if (view) views.set(zoneId, view);
      else views.delete(zoneId);
      if (answered.size < zoneIds.length) {
        answered.add(zoneId);
        if (answered.size < zoneIds.length) return;
        markSeatMap(SEAT_MAP_MARKS.data);
      }
      onData(new Map(views));
    };
    const fail = (failure: ViewsFailure) => onError(Object.assign(new Error(failure.message), { code: failure.code }));
    const worker = takeSeatViewsWorker();
    return (worker ? inWorker(worker) : onPage)(eventId, zoneIds, onView, fail);
  };
}

export interface SeatViews {
  views: ReadonlyMap<string, SeatView>;
  /** Every zone answered once (a view or its absence). */
  ready: boolean;
  error: Error | null;
}

const NO_VIEWS: ReadonlyMap<string, SeatView> = new Map();

/** The views of `zoneIds` (none yet: nothing followed), followed while the map is shown. */
export function useSeatViews(eventId: string, zoneIds: readonly string[]): SeatViews {
  const live = useLive(zoneIds.length > 0 ? ['seat-views', eventId, ...zoneIds] : null, () =>
    listenToSeatViews(eventId, zoneIds),
  );
  // the map's render of new views is a transition: it yields to the page and to a tap under way
  const data = useDeferredValue(live.data);
  return { views: data ?? NO_VIEWS, ready: data !== undefined, error: live.error };
}
