import { useObservable } from 'reactfire';
import { EMBEDDED_KEYS, type ComedyEvent } from '@carcajada/domain';
import { embeddedOr } from '../../../lib/embedded-data';
import { eventReads } from './event-reads';
import { eventView } from '@carcajada/domain/stored/event';

function embeddedEvent(value: unknown): ComedyEvent | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const data = value as Record<string, unknown>;
  return eventView(String(data.id), data);
}

/**
 * The active event with this slug (or, for legacy links, this id); null when there is none.
 * Suspends while loading and throws on a read failure (for the page's error boundary). The event
 * the HTML arrived with (eventPage, same key) is drawn from its embedded data, with no read.
 */
export function useEventBySlug(slug: string): ComedyEvent | null {
  const key = EMBEDDED_KEYS.eventBySlug(slug);
  const event$ = embeddedOr<ComedyEvent | null>(key, embeddedEvent, async () => {
    const { fetchEventBySlug, firestore } = await eventReads();
    return fetchEventBySlug(firestore, slug);
  });
  return useObservable(key, event$, { suspense: true }).data;
}
