import { useObservable } from 'reactfire';
import { catchError, of } from 'rxjs';
import { EMBEDDED_KEYS, type ComedyEvent, type ShowDateEntry } from '@carcajada/domain';
import { embeddedOr } from '../../../lib/embedded-data';
import { eventReads } from './event-reads';

/** The dates the server's page embedded (eventPage: page-data.ts upcomingShowDates). */
function embeddedShowDates(value: unknown): ShowDateEntry[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return (value as Partial<ShowDateEntry>[]).every(
    (date) => typeof date.id === 'string' && typeof date.slug === 'string',
  )
    ? (value as ShowDateEntry[])
    : undefined;
}

/**
 * The upcoming active dates of the event's show, by date, for its "Fechas"; [] for a show with one
 * date, while loading, or if the read fails (the page paints at once without them). A page the
 * server drew carries them: no read (one query on series_id otherwise: events-queries.ts).
 */
export function useShowDates(event: Pick<ComedyEvent, 'id' | 'series_id'>): ShowDateEntry[] {
  const seriesId = event.series_id ?? null;
  const key = EMBEDDED_KEYS.showDates(seriesId ?? event.id);
  const dates$ = embeddedOr(key, embeddedShowDates, async () => {
    if (!seriesId) return [];
    const { fetchShowDates, firestore } = await eventReads();
    return fetchShowDates(firestore, seriesId, new Date());
  }).pipe(catchError(() => of<ShowDateEntry[]>([])));
  const { status, data } = useObservable(key, dates$, { suspense: false });
  return status === 'success' ? data : [];
}
