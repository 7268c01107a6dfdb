/**
 * The seat views' worker: the full Firestore SDK follows a seated date's zone views here, off the
 * page's main thread, and posts each view already read (docs/seat-map.md, "Size").
 */
import { listenToZoneViews } from './zone-view-listeners';
import type { SeatViewsAnswer, SeatViewsRequest } from './seat-views-messages';

/** The dedicated worker's scope (the web app's types are the page's, not a worker's). */
const worker = self as unknown as {
  onmessage: ((event: MessageEvent<SeatViewsRequest>) => void) | null;
  postMessage: (answer: SeatViewsAnswer) => void;
};

worker.onmessage = ({ data }) => {
  worker.onmessage = null; // one date's views per worker: the page ends it to stop following
  listenToZoneViews(
    data.eventId,
    data.zoneIds,
    (zoneId, view) => worker.postMessage({ zoneId, view }),
    (failure) => worker.postMessage({ failure }),
  );
};
