/**
 * The events feature's public entry: what other features may use (an event by slug, the payments
 * config, event paths and labels, the event card, the events collection with its converter).
 * Their imports come from here, never from events' folders (eslint `import/no-restricted-paths`);
 * the app shell may import anything.
 */
export { useEventBySlug } from './api/get-event-by-slug';
export { useTicketTypes } from './api/get-ticket-types';
export { preloadPaymentsConfig, usePaymentsConfig } from './api/get-payments-config';
export {
  checkoutPath,
  eventDateTimeLabel,
  eventPath,
  queuedOrderFromQuery,
  queuePath,
  type QueuedOrder,
} from './utils/event-format';
export { WaitlistPanel } from './components/WaitlistPanel';
export { EventCard, type EventCardProps } from './components/EventCard';
export { eventsCollection } from './api/events-collection';
export { readOwnWaitlistEntry, type OwnWaitlistEntry } from './api/waitlist';
