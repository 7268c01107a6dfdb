import { getDocs, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore/lite';
import type { ComedyEvent, ShowScope } from '@carcajada/domain';
import { eventsCollection } from '../../events';
import { firestoreLite } from '../../../lib/firestore-lite';
import { periodQuery, type AdminPeriod } from '../utils/admin-periods';

/** Shows per overview: enough for a busy month; narrower filters reach the rest. */
export const OVERVIEW_SHOW_LIMIT = 40;

export interface AdminEventsFilter {
  period: AdminPeriod;
  /** '' = every city. */
  city: string;
}

/**
 * Every show of the period, active and hidden (ADMIN reads every event), soonest first or, for
 * past shows, newest first. One more than the limit is asked to know whether more exist.
 */
export async function getAdminEvents(
  filter: AdminEventsFilter,
  scope: ShowScope,
  now = new Date(),
): Promise<{ events: ComedyEvent[]; more: boolean }> {
  const { window, order } = periodQuery(filter.period, now);
  const constraints: QueryConstraint[] = [];
  // an ORGANIZER reads only its own shows (the rules refuse the query without this filter)
  if (scope.role === 'ORGANIZER') constraints.push(where('organizerId', '==', scope.organizerId));
  if (filter.city) constraints.push(where('city', '==', filter.city));
  if (window.from) constraints.push(where('event_date', '>=', window.from));
  if (window.to) constraints.push(where('event_date', '<', window.to));
  const snapshot = await getDocs(
    query(
      eventsCollection(firestoreLite),
      ...constraints,
      orderBy('event_date', order),
      limit(OVERVIEW_SHOW_LIMIT + 1),
    ),
  );
  const events = snapshot.docs.map((document) => document.data());
  return { events: events.slice(0, OVERVIEW_SHOW_LIMIT), more: events.length > OVERVIEW_SHOW_LIMIT };
}
