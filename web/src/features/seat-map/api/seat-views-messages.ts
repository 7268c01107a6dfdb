import type { SeatView } from '../utils/seat-map-model';
import type { ViewsFailure } from './zone-view-listeners';

/** What the page asks the seat views' worker: which date's zones to follow. */
export interface SeatViewsRequest {
  eventId: string;
  zoneIds: readonly string[];
}

/** What the worker answers: a zone's view (null: not written yet), or a listener's failure. */
export type SeatViewsAnswer = { zoneId: string; view: SeatView | null } | { failure: ViewsFailure };
