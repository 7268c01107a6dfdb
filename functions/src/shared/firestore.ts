import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** Collection and document paths of the contract's Firestore table. */
export const COLLECTIONS = {
  users: 'users',
  events: 'events',
  tickets: 'tickets',
  paymentNotifications: 'payment_notifications',
} as const;
export const PAYMENTS_CONFIG_PATH = 'config/payments_config';

/** The default app's Firestore, initialised on first use (cold starts that never touch it stay cheap). */
export function db(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}
