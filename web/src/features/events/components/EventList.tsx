import { Suspense, useState } from 'react';
import { EVENTS_PAGE_SIZE, hasShowStarted } from '@carcajada/domain';
import { DataErrorBoundary } from '../../../components/errors/DataErrorBoundary';
import { Spinner } from '../../../components/ui/Spinner';
import { useDrawnAt } from '../../../lib/use-browser-value';
import { cursorAfter, useEventsPage, type EventCursor, type EventListFilter } from '../api/get-events-page';
import { useVisibleTrigger } from '../hooks/use-visible-trigger';
import { EventCard } from './EventCard';
import styles from './EventList.module.css';

export const EVENTS_LOAD_ERROR = 'Error al cargar los datos';
/**
 * The first card, whose poster is the page's largest paint on a phone (one column) and starts a
 * laptop's first row. A second one at high priority lands below a phone's fold, where it only takes
 * bandwidth from the first poster and the scripts; the rest of a laptop's row loads at once anyway.
 */
const PRIORITY_CARDS = 1;

interface EventListProps {
  filter: EventListFilter;
  emptyText: string;
}

interface EventPageProps {
  filter: EventListFilter;
  cursor?: EventCursor;
  isFirstPage: boolean;
  isLastPage: boolean;
  emptyText: string;
  onReachEnd: (next: EventCursor) => void;
}

/**
 * One page of cards. The last card of the newest full page triggers the next page. A page is read
 * once and kept, so a show that started since it was read is left out when it is drawn again
 * (domain hasShowStarted; the reads already leave out what had started).
 */
function EventPage({ filter, cursor, isFirstPage, isLastPage, emptyText, onReachEnd }: EventPageProps) {
  const read = useEventsPage(filter, cursor);
  const drawnAt = useDrawnAt();
  const events = drawnAt === null ? read : read.filter((event) => !hasShowStarted(event.event_date, new Date(drawnAt)));
  const lastRead = read[read.length - 1];
  // A short page means the list is over (spec: fetch more only if the previous page was full).
  const canLoadMore = isLastPage && read.length === EVENTS_PAGE_SIZE && lastRead !== undefined;
  const watchLastCard = useVisibleTrigger(canLoadMore, () => {
    if (lastRead) onReachEnd(cursorAfter(lastRead));
  });

  if (events.length === 0) {
    // every show of a full page has started since: its place watches for the next page
    if (canLoadMore) return <LoadingRow rowRef={watchLastCard} />;
    if (!isFirstPage) return null;
    return (
      <li className={styles.empty}>
        <p>{emptyText}</p>
      </li>
    );
  }
  return events.map((event, index) => (
    <li key={event.id} className={styles.item}>
      <EventCard
        event={event}
        cardRef={index === events.length - 1 ? watchLastCard : undefined}
        priority={isFirstPage && index < PRIORITY_CARDS}
      />
    </li>
  ));
}

function LoadingRow({ rowRef }: { rowRef?: (element: HTMLElement | null) => void }) {
  return (
    <li ref={rowRef} className={styles.loading}>
      <Spinner />
    </li>
  );
}

/** Event grid with infinite scroll; give it a new `key` to start over (e.g. another chip). */
export function EventList({ filter, emptyText }: EventListProps) {
  const [cursors, setCursors] = useState<EventCursor[]>([]);
  const pageCursors: (EventCursor | undefined)[] = [undefined, ...cursors];

  return (
    <DataErrorBoundary message={EVENTS_LOAD_ERROR}>
      <ul className={styles.grid} aria-label="Eventos">
        {pageCursors.map((cursor, index) => (
          <Suspense key={index} fallback={<LoadingRow />}>
            <EventPage
              filter={filter}
              cursor={cursor}
              isFirstPage={index === 0}
              isLastPage={index === pageCursors.length - 1}
              emptyText={emptyText}
              // Ignore repeated sightings of the same last card: one new page per page.
              onReachEnd={(next) => setCursors((loaded) => (loaded.length === index ? [...loaded, next] : loaded))}
            />
          </Suspense>
        ))}
      </ul>
    </DataErrorBoundary>
  );
}
