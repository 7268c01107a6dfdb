/**
 * The on-sale feature's public entry (contract "The on-sale"): the checkout's gate for a
 * queued date and the queue's public state, live, as the dashboard reads it. The waiting room itself is
 * a page (routes.tsx loads it).
 */
export { QueueGate } from './components/QueueGate';
export { useQueueState } from './api/use-queue-state';
