/**
 * Accounts and tickets for the accounts/money web tests, created in the shared emulators with
 * firebase-admin (tickets are written only by Cloud Functions, so tests make their own).
 * Every test deletes exactly what it created.
 */
import { randomUUID } from 'node:crypto';
import { type CancelReason, type PaymentStatus, type TicketStatus, type UserRole } from '@carcajada/domain';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import { adminDb, createTestUser, deleteTestUser, type TestUser } from '../../support/e2e/admin';

export { adminAuth, adminDb, deleteDocuments, uidByEmail, storedUserDocument } from '../../support/e2e/admin';
export type { TestUser };

/** Users made by this test file, removed (with their tickets) by `deleteCreatedUsers`. */
const createdUids = new Set<string>();

export async function createUser(
  label: string,
  role: UserRole = 'USER',
  options: { verified?: boolean } = {},
): Promise<TestUser> {
  const user = await createTestUser(`web-${label}`, role, options);
  createdUids.add(user.uid);
  return user;
}

/** For accounts the app itself creates (sign-up): make sure they are cleaned up too. */
export function trackCreatedUid(uid: string): void {
  createdUids.add(uid);
}

/**
 * A write can briefly fail (UNKNOWN) while another suite's transaction holds a lock in the shared
 * emulator (its transactions lock pessimistically); cleaning up tries again before giving up.
 */
async function deleteWithRetries(uid: string, attempts = 4): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await deleteTestUser(uid);
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

export async function deleteCreatedUsers(): Promise<void> {
  await Promise.all([...createdUids].map((uid) => deleteWithRetries(uid)));
  createdUids.clear();
}

export function uniqueWebEmail(label: string): string {
  return `web-${label}-${randomUUID().slice(0, 8)}@carcajada.test`;
}

export interface TicketSeed {
  eventName?: string;
  ticketStatus?: TicketStatus;
  paymentStatus?: PaymentStatus;
  qrCode?: string | null;
  amount?: number;
  quantity?: number;
  createdAt?: Date;
  eventDate?: string;
  eventTime?: string;
  /** 'mercadopago' unless given ('free' for a free show's reservation). */
  paymentMethod?: string;
  /** Hold fields of a paid checkout; left out (as on older tickets) unless given. */
  initPoint?: string | null;
  holdExpiresAt?: Date | null;
  cancelReason?: CancelReason;
}

/** A ticket document shaped like the ones createTicketPreference writes. Returns its id. */
export async function createTicket(user: TestUser, seed: TicketSeed = {}): Promise<string> {
  const ref = adminDb().collection('tickets').doc();
  const ticket: Record<string, unknown> = ticketDocument({
    userId: user.uid,
    eventId: 'web-test-event',
    amount: seed.amount ?? 117100,
    quantity: seed.quantity ?? 2,
    buyerEmail: user.email,
    createdAt: seed.createdAt,
    ticketStatus: seed.ticketStatus,
    paymentStatus: seed.paymentStatus,
    paymentMethod: seed.paymentMethod as 'mercadopago' | 'free' | undefined,
    metadata: {
      userName: user.name,
      eventName: seed.eventName ?? 'Noche de Stand Up 911',
      eventDate: seed.eventDate ?? '2030-03-15',
      eventTime: seed.eventTime ?? '21:00',
      venue: '911 Comedy Club',
      city: 'Bogotá',
    },
  });
  // older tickets have no hold fields: they are written only when the seed gives them
  for (const field of ['initPoint', 'holdExpiresAt', 'cancelReason'] as const) {
    if (seed[field] === undefined) delete ticket[field];
    else ticket[field] = seed[field];
  }
  await ref.set({ ...ticket, preferenceId: `123456789-${randomUUID()}`, qrCode: seed.qrCode ?? null });
  return ref.id;
}
