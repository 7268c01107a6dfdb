import { useOverview } from '../api/overview';
import type { AdminEventsFilter } from '../api/admin-events';
import { OVERVIEW_SHOW_LIMIT } from '../api/admin-events';
import { SectionLoading } from '../../../components/errors/DataErrorBoundary';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { FigureList } from './FigureList';
import { ShowCard } from './ShowCard';
import styles from './OverviewSection.module.css';

export interface OverviewSectionProps {
  filter: AdminEventsFilter;
  now: Date;
}

/** The period's totals, then one card per show; a spinner while the figures load. */
export function OverviewSection({ filter, now }: OverviewSectionProps) {
  const overview = useOverview(filter);
  if (!overview) return <SectionLoading />;
  if (overview.rows.length === 0) return <p className={styles.empty}>{ADMIN_MESSAGES.noShows}</p>;
  const { totals } = overview;
  return (
    <>
      <section className={styles.totals} aria-labelledby="overview-totals">
        <h2 id="overview-totals" className={styles.totalsTitle}>
          Totales del periodo · {totals.shows} {totals.shows === 1 ? 'show' : 'shows'}
        </h2>
        <FigureList figures={totals} label="totales del periodo" />
      </section>
      <div className={styles.grid}>
        {overview.rows.map((row) => (
          <ShowCard key={row.event.id} row={row} now={now} />
        ))}
      </div>
      {overview.more && <p className={styles.more}>{ADMIN_MESSAGES.moreShows(OVERVIEW_SHOW_LIMIT)}</p>}
    </>
  );
}
