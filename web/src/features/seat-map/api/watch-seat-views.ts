import { seatViewPath } from '@carcajada/domain/seating';
import { listenToDoc } from '../../../lib/live-firestore';
import { useLive, type Listen } from '../../../lib/use-live';
import { markSeatMap, SEAT_MAP_MARKS } from '../utils/draw-marks';
import { readSeatView, type SeatView } from '../utils/seat-map-model';

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
    const stops = zoneIds.map((zoneId) =>
      listenToDoc(seatViewPath(eventId, zoneId), (data) => (data ? readSeatView(zoneId, data) : null))((view) => {
        if (view) views.set(zoneId, view);
        else views.delete(zoneId);
        if (answered.size < zoneIds.length) {
          answered.add(zoneId);
          if (answered.size < zoneIds.length) return;
          markSeatMap(SEAT_MAP_MARKS.data);
        }
        onData(new Map(views));
      }, onError),
    );
    return () => stops.forEach((stop) => stop());
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
  return { views: live.data ?? NO_VIEWS, ready: live.data !== undefined, error: live.error };
}
