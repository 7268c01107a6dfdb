import { useEffect, useState } from 'react';
import { doc, onSnapshot } from 'firebase/firestore';
import { seatViewPath } from '@carcajada/domain/seating';
import { liveFirestore } from '../../../lib/live-firestore';
import { markSeatMap, SEAT_MAP_MARKS } from '../utils/draw-marks';
import { readSeatView, type SeatView } from '../utils/seat-map-model';

/**
 * A seated date's zone views, live: one listener per zone (`events/{eventId}/seat_views/{zoneId}`,
 * refreshed by the server at most every 2 s), so the map reads 1 + zones documents and then only
 * what changes. A view not written yet reads as no zone.
 */
export function watchSeatViews(
  eventId: string,
  zoneIds: readonly string[],
  onView: (zoneId: string, view: SeatView | null) => void,
  onError: (error: Error) => void,
): () => void {
  const stops = zoneIds.map((zoneId) =>
    onSnapshot(
      doc(liveFirestore, seatViewPath(eventId, zoneId)),
      (snapshot) => onView(zoneId, snapshot.exists() ? readSeatView(zoneId, snapshot.data()) : null),
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}

export interface SeatViews {
  views: ReadonlyMap<string, SeatView>;
  /** Every zone answered once (a view or its absence). */
  ready: boolean;
  error: Error | null;
}

/** The views of `zoneIds`, followed while the map is shown. */
export function useSeatViews(eventId: string, zoneIds: readonly string[]): SeatViews {
  const zonesKey = zoneIds.join('/');
  const [state, setState] = useState<{ key: string; views: Map<string, SeatView>; answered: Set<string> }>({
    key: '',
    views: new Map(),
    answered: new Set(),
  });
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    const ids = zonesKey ? zonesKey.split('/') : [];
    const key = `${eventId}:${zonesKey}`;
    const answeredOnce = new Set<string>();
    return watchSeatViews(
      eventId,
      ids,
      (zoneId, view) => {
        if (!answeredOnce.has(zoneId)) {
          answeredOnce.add(zoneId);
          if (answeredOnce.size === ids.length) markSeatMap(SEAT_MAP_MARKS.data);
        }
        setState((current) => {
          const views = new Map(current.key === key ? current.views : []);
          const answered = new Set(current.key === key ? current.answered : []);
          if (view) views.set(zoneId, view);
          else views.delete(zoneId);
          answered.add(zoneId);
          return { key, views, answered };
        });
      },
      setError,
    );
  }, [eventId, zonesKey]);

  const current = state.key === `${eventId}:${zonesKey}`;
  return {
    views: current ? state.views : new Map(),
    ready: current && state.answered.size === zoneIds.length,
    error,
  };
}
