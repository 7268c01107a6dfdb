import { getDocs, query, where, type QueryConstraint } from 'firebase/firestore/lite';
import type { ComedyEvent, ShowScope } from '@carcajada/domain';
import { eventsCollection } from '../../events';
import { firestoreLite } from '../../../lib/firestore-lite';
import { useQuery, type QueryOptions } from '../../../lib/use-query';
import { useShowScope } from '../hooks/use-show-scope';

/**
 * Every date of the show (funciones: the events sharing `series_id`), active, hidden or
 * cancelled, by date; a show with one date is itself alone. An ORGANIZER's query names its
 * organizer (the rules refuse it without).
 */
export async function getShowDates(event: ComedyEvent, scope: ShowScope): Promise<ComedyEvent[]> {
  // a show's first date names its series, also once dates were added after this page read it
  const constraints: QueryConstraint[] = [where('series_id', '==', event.series_id ?? event.id)];
  if (scope.role === 'ORGANIZER') constraints.push(where('organizerId', '==', scope.organizerId));
  const snapshot = await getDocs(query(eventsCollection(firestoreLite), ...constraints));
  if (snapshot.empty) return [event];
  return snapshot.docs
    .map((document) => document.data())
    .sort((a, b) => a.event_date.getTime() - b.event_date.getTime() || a.id.localeCompare(b.id));
}

export const showDatesKey = (eventId: string) => ['show-dates', eventId];

/**
 * The show's dates for the editor's "Fechas"; read again after a date is added or cancelled, and
 * every `pollMs(dates)` while that says so (a cancelled date's refunds running).
 */
export function useShowDates(event: ComedyEvent, pollMs?: (dates: ComedyEvent[] | undefined) => number | false) {
  const scope = useShowScope();
  const options: QueryOptions<ComedyEvent[]> = pollMs ? { refetchInterval: (data) => pollMs(data) } : {};
  return useQuery(showDatesKey(event.id), () => getShowDates(event, scope), options);
}
