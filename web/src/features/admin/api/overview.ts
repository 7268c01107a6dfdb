import type { ComedyEvent, ShowScope } from '@carcajada/domain';
import { overviewTotals, showFigures, type OverviewTotals, type ShowFigures } from '../utils/show-figures';
import { getAdminEvents, type AdminEventsFilter } from './admin-events';
import { getShowSales } from './show-sales';
import { invalidateQueries, useQueryData } from '../../../lib/use-query';
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

const OVERVIEW_KEY = ['admin-overview'];

/** The overview for a filter, read on each visit; undefined while loading, a failure goes to the error boundary. */
export function useOverview(filter: AdminEventsFilter): Overview | undefined {
  const scope = useShowScope();
  return useQueryData([...OVERVIEW_KEY, scopeKey(scope), filter.period, filter.city], () => getOverview(filter, scope));
}

/** After a show is saved, and on "Actualizar": the overview on screen reads its figures again. */
export function invalidateOverview(): void {
  invalidateQueries(OVERVIEW_KEY);
}
