/**
 * Tickets for the pages that list them, written with the Admin SDK the way the functions write
 * them (paid with a signed QR, reserved pending payment, cancelled), and a throw-away user for
 * the reads-per-visit step so the shared demo accounts are never changed outside `--seed` runs.
 */
import { randomUUID, sign, createPrivateKey } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { qrCodeText, qrSignedPayload, userDocument, type PaymentStatus, type TicketStatus } from '@carcajada/domain';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import { SEED_EVENTS } from '../../emulator-data/catalog.js';
import { seedEventDocument, seedEventId } from '../../emulator-data/seed.js';
import { readLocalSecret } from '../../scripts/lib/local-settings.js';
import { AUTH_HOST, FIRESTORE_HOST, PROJECT_ID } from './config.js';

const FIXTURE_TICKETS: { slug: string; ticketStatus: TicketStatus; paymentStatus: PaymentStatus; quantity: number }[] =
  [
    { slug: 'gran-gala-del-humor', ticketStatus: 'paid', paymentStatus: 'approved', quantity: 2 },
    { slug: 'la-chiva-del-humor', ticketStatus: 'reserved', paymentStatus: 'pending', quantity: 1 },
    { slug: 'costenos-sin-filtro', ticketStatus: 'cancelled', paymentStatus: 'rejected', quantity: 3 },
  ];

export interface TicketOwner {
  uid: string;
  email: string;
  name: string;
}

export interface BenchUser extends TicketOwner {
  password: string;
  tickets: number;
  remove(): Promise<void>;
}

async function withAdmin<T>(work: (app: App) => Promise<T>): Promise<T> {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-${randomUUID()}`);
  try {
    return await work(app);
  } finally {
    await deleteApp(app);
  }
}

/** The contract's QR text, signed with the emulator key written at local set-up. */
function signedQrCode(ticketId: string): string {
  const privateKeyPem = readLocalSecret('TICKET_QR_PRIVATE_KEY');
  if (!privateKeyPem)
    throw new Error('No TICKET_QR_PRIVATE_KEY in functions/.secret.local (run npm start or npm test once)');
  const signature = sign(null, Buffer.from(qrSignedPayload(ticketId)), createPrivateKey(privateKeyPem));
  return qrCodeText(ticketId, signature.toString('base64url'));
}

async function writeTickets(db: Firestore, owner: TicketOwner): Promise<string[]> {
  const now = new Date();
  const batch = db.batch();
  const ids = FIXTURE_TICKETS.map((fixture, index) => {
    const event = SEED_EVENTS.find((candidate) => candidate.slug === fixture.slug);
    if (!event) throw new Error(`No seeded event ${fixture.slug} for the tickets fixture`);
    const stored = seedEventDocument(event, now);
    const ref = db.collection('tickets').doc();
    const paid = fixture.ticketStatus === 'paid';
    batch.set(ref, {
      ...ticketDocument({
        userId: owner.uid,
        eventId: seedEventId(event.slug),
        amount: event.ticket_price * fixture.quantity,
        quantity: fixture.quantity,
        buyerEmail: owner.email,
        createdAt: new Date(now.getTime() - index * 60_000),
        ticketStatus: fixture.ticketStatus,
        paymentStatus: fixture.paymentStatus,
        metadata: {
          userName: owner.name,
          eventName: event.name,
          eventDate: String(stored.date),
          eventTime: event.time,
          venue: event.venue.name,
          city: event.city,
        },
      }),
      preferenceId: `bench-${randomUUID()}`,
      qrCode: paid ? signedQrCode(ref.id) : null,
    });
    return ref.id;
  });
  await batch.commit();
  return ids;
}

/** Adds the fixture tickets to an existing account (only for the bench's own, freshly seeded emulators). */
export async function addDemoTickets(owner: TicketOwner): Promise<number> {
  return withAdmin(async (app) => (await writeTickets(getFirestore(app), owner)).length);
}

/** A uniquely named USER with the fixture tickets; remove() deletes exactly what was created. */
export async function createBenchUser(): Promise<BenchUser> {
  const suffix = randomUUID().slice(0, 8);
  const user = {
    uid: `bench-${suffix}`,
    email: `bench-${suffix}@carcajada.test`,
    password: `Bench-${suffix}!`,
    name: 'Bench Lectura',
  };
  const ticketIds = await withAdmin(async (app) => {
    await getAuth(app).createUser({
      uid: user.uid,
      email: user.email,
      password: user.password,
      displayName: user.name,
    });
    const db = getFirestore(app);
    await db.doc(`users/${user.uid}`).set(userDocument({ ...user, phone: '3000000000', city: 'Bogotá' }));
    return writeTickets(db, user);
  });
  return {
    ...user,
    tickets: ticketIds.length,
    remove: () =>
      withAdmin(async (app) => {
        const db = getFirestore(app);
        await Promise.all([
          ...ticketIds.map((id) => db.doc(`tickets/${id}`).delete()),
          db.doc(`users/${user.uid}`).delete(),
        ]);
        await getAuth(app).deleteUser(user.uid);
      }),
  };
}
