import { useObservable } from 'reactfire';
import { defer } from 'rxjs';
import type { ComedyEvent, ShowScope } from '@carcajada/domain';
import { overviewTotals, showFigures, type OverviewTotals, type ShowFigures } from '../utils/show-figures';
import { getAdminEvents, type AdminEventsFilter } from './admin-events';
import { getShowSales } from './show-sales';
import { scopeKey, useShowScope } from '../hooks/use-show-scope';

export interface OverviewRow {
  event: ComedyEvent;
  figures: ShowFigures;
}

export interface Overview {
  rows: OverviewRow[];
  totals: OverviewTotals;
  /** More shows match than the overview lists. */
  more: boolean;
}

/** The period's shows and, per show, its figures from aggregation queries (never its tickets). */
export async function getOverview(filter: AdminEventsFilter, scope: ShowScope, now = new Date()): Promise<Overview> {
  const { events, more } = await getAdminEvents(filter, scope, now);
  const rows = await Promise.all(
    events.map(async (event) => ({ event, figures: showFigures(event, await getShowSales(event.id, scope)) })),
  );
  return { rows, totals: overviewTotals(rows.map((row) => row.figures)), more };
}

/**
 * The overview for a filter; suspends while loading, throws on failure (for the error boundary).
 * `version` changes to read again (after a save or on "Actualizar").
 */
export function useOverview(filter: AdminEventsFilter, version: number): Overview {
  const scope = useShowScope();
  const overview$ = defer(() => getOverview(filter, scope));
  const key = `carcajada:admin-overview:${scopeKey(scope)}:${filter.period}:${filter.city}:${version}`;
  return useObservable(key, overview$, { suspense: true }).data;
}
