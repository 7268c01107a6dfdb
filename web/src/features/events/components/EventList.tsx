import { Suspense, useState } from 'react';
import { EVENTS_PAGE_SIZE } from '@carcajada/domain';
import { DataErrorBoundary } from '../../../components/errors/DataErrorBoundary';
import { Spinner } from '../../../components/ui/Spinner';
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

/** One page of cards. The last card of the newest full page triggers the next page. */
function EventPage({ filter, cursor, isFirstPage, isLastPage, emptyText, onReachEnd }: EventPageProps) {
  const events = useEventsPage(filter, cursor);
  const lastEvent = events[events.length - 1];
  // A short page means the list is over (spec: fetch more only if the previous page was full).
  const canLoadMore = isLastPage && events.length === EVENTS_PAGE_SIZE && lastEvent !== undefined;
  const watchLastCard = useVisibleTrigger(canLoadMore, () => {
    if (lastEvent) onReachEnd(cursorAfter(lastEvent));
  });

  if (isFirstPage && events.length === 0) {
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

function LoadingRow() {
  return (
    <li className={styles.loading}>
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
