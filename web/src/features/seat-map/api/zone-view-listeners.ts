import { seatViewPath } from '@carcajada/domain/seating';
import { listenToDoc } from '../../../lib/live-firestore';
import { readSeatView, type SeatView } from '../utils/seat-map-model';

/** One zone's view as the map reads it; null while the server has not written it. */
export type OnZoneView = (zoneId: string, view: SeatView | null) => void;

/** A listener's failure as it crosses from the worker: Firestore's code and its message. */
export interface ViewsFailure {
  code: string;
  message: string;
}

/**
 * One Firestore listener per zone view (`events/{eventId}/seat_views/{zoneId}`), each read into
 * the map's `SeatView` where it arrives: in the views' worker, or on the page (see
 * watch-seat-views.ts). Answers a function that stops them all.
 */
export function listenToZoneViews(
  eventId: string,
  zoneIds: readonly string[],
  onView: OnZoneView,
  onError: (failure: ViewsFailure) => void,
): () => void {
  const stops = zoneIds.map((zoneId) =>
    listenToDoc(seatViewPath(eventId, zoneId), (data) => (data ? readSeatView(zoneId, data) : null))(
      (view) => onView(zoneId, view),
      (error) => onError({ code: (error as { code?: string }).code ?? 'unknown', message: error.message }),
    ),
  );
  return () => stops.forEach((stop) => stop());
}
