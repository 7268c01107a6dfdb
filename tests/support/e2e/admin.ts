/**
 * firebase-admin against the emulators: the journeys create their own users and read back what
 * the app and the functions wrote. Only documents and accounts created here are ever deleted.
 */
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type BulkWriter, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  DEFAULT_LEGAL_CONFIG,
  paymentsConfigFrom,
  userDocument,
  type PaymentsConfig,
  type UserRole,
} from '@carcajada/domain';
import { AUTH_HOST, E2E_PROJECT_ID } from './env.js';

const APP_NAME = 'e2e';

function adminApp(): App {
  return getApps().find((app) => app.name === APP_NAME) ?? initializeApp({ projectId: E2E_PROJECT_ID }, APP_NAME);
}

export function adminDb(): Firestore {
  return getFirestore(adminApp());
}

/**
 * gRPC codes a cleanup delete is tried again on: beside the usual transient ones, UNKNOWN, which
 * the Firestore emulator now and then answers a commit with (an internal "Stream is already
 * completed", seen as a whole web file's cleanup failed while listeners were closing).
 */
const CLEANUP_RETRIED_CODES = new Set([2, 10, 14]);
const CLEANUP_ATTEMPTS = 5;

/** A bulk writer for cleanups: deleting again is harmless, so the codes above are retried. */
export function cleanupWriter(): BulkWriter {
  const writer = adminDb().bulkWriter();
  writer.onWriteError((error) => error.failedAttempts < CLEANUP_ATTEMPTS && CLEANUP_RETRIED_CODES.has(error.code));
  return writer;
}

/** Deletes what a test created: the documents at `paths`, and `recursive` ones with everything under them. */
export async function deleteDocuments(paths: readonly string[], recursive: readonly string[] = []): Promise<void> {
  const writer = cleanupWriter();
  const deletes = paths.map((path) => writer.delete(adminDb().doc(path)));
  await Promise.all(recursive.map((path) => adminDb().recursiveDelete(adminDb().doc(path), writer)));
  await writer.close();
  await Promise.all(deletes);
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  name: string;
  phone: string;
  city: string;
}

/** An address nobody else uses, so parallel runs and other engineers' tests never collide. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}@carcajada.test`;
}

/**
 * An auth account plus its users/{uid} document, shaped like a real sign-up: consent to the
 * policy in force, unless `consentVersion` names another (or null: none, an account from before).
 */
export async function createTestUser(
  label: string,
  role: UserRole = 'USER',
  options: { verified?: boolean; consentVersion?: string | null } = {},
): Promise<TestUser> {
  const user = {
    email: uniqueEmail(label),
    password: 'Risas2026!',
    name: `Prueba ${label}`,
    phone: '3001112233',
    city: 'Bogotá',
  };
  const { consentVersion = DEFAULT_LEGAL_CONFIG.data_policy_version } = options;
  // verified, as an account that followed its verification link (the sign-up journey tests the link itself)
  const { uid } = await adminAuth().createUser({
    email: user.email,
    password: user.password,
    displayName: user.name,
    emailVerified: options.verified ?? true,
  });
  await adminDb()
    .doc(`users/${uid}`)
    .set(
      userDocument({
        uid,
        email: user.email,
        name: user.name,
        phone: user.phone,
        city: user.city,
        role,
        dataConsentVersion: consentVersion ?? undefined,
      }),
    );
  return { uid, ...user };
}

/** Removes a test user's tickets, webhook log entries, user document and auth account. */
export async function deleteTestUser(uid: string): Promise<void> {
  const db = adminDb();
  const tickets = await db.collection('tickets').where('userId', '==', uid).get();
  const ticketIds = tickets.docs.map((ticket) => ticket.id);
  for (const idsChunk of chunks(ticketIds, 30)) {
    const notifications = await db.collection('payment_notifications').where('ticketId', 'in', idsChunk).get();
    await Promise.all(notifications.docs.map((notification) => notification.ref.delete()));
  }
  await Promise.all(tickets.docs.map((ticket) => ticket.ref.delete()));
  await db.doc(`users/${uid}`).delete();
  await adminAuth()
    .deleteUser(uid)
    .catch((error: { code?: string }) => {
      if (error.code !== 'auth/user-not-found') throw error;
    });
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export async function uidByEmail(email: string): Promise<string | undefined> {
  try {
    return (await adminAuth().getUserByEmail(email)).uid;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

export async function storedUserDocument(uid: string): Promise<DocumentData | undefined> {
  return (await adminDb().doc(`users/${uid}`).get()).data();
}

export interface StoredTicket {
  id: string;
  data: DocumentData;
}

export async function ticketsOf(uid: string): Promise<StoredTicket[]> {
  const snapshot = await adminDb().collection('tickets').where('userId', '==', uid).get();
  return snapshot.docs.map((ticket) => ({ id: ticket.id, data: ticket.data() }));
}

export async function storedPaymentsConfig(): Promise<PaymentsConfig> {
  return paymentsConfigFrom((await adminDb().doc('config/payments_config').get()).data());
}

/**
 * Follows the newest email-verification link the Auth emulator holds for this address (it lists
 * the mails Firebase Auth would send at /emulator/v1/projects/…/oobCodes), as the person would.
 */
export async function followVerificationLink(email: string): Promise<void> {
  const listed = (await (
    await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${E2E_PROJECT_ID}/oobCodes`)
  ).json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const link = listed.oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').at(-1);
  if (!link) throw new Error(`no verification link for ${email}`);
  const followed = await fetch(link.oobLink);
  if (!followed.ok) throw new Error(`verification link failed: ${followed.status}`);
}
