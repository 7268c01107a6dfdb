import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  computeOrder,
  eventDocument,
  paymentsConfigFrom,
  seatInventory,
  userDocument,
  type OrderSummary,
} from '@carcajada/domain';
import { AUTH_HOST, PROJECT_ID } from './payments-env.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'Risas2026!';

export interface TestBuyer {
  uid: string;
  email: string;
  name: string;
  idToken: string;
}

export interface TestEventOptions {
  ticketPrice?: number;
  status?: string;
  external?: boolean;
  startsInMs?: number;
  /** Seats of the show (none: no limit), and how many are still free (default: all). */
  capacity?: number;
  seatsLeft?: number;
  /** Seat blocks (default: as the functions choose for the capacity). */
  seatBlocks?: number;
  /** The document id (default: a generated one without hyphens); e.g. an imported readable id. */
  id?: string;
}

/**
 * Uniquely named users, events and tickets for one test file, removed again by cleanUp(); the
 * shared demo data and other people's documents are never touched.
 */
export class PaymentsFixtures {
  readonly app: App = initializeApp({ projectId: PROJECT_ID }, `payments-tests-${randomUUID()}`);
  readonly db: Firestore = getFirestore(this.app);
  private readonly uids: string[] = [];
  private readonly eventIds: string[] = [];
  private readonly extraTicketIds: string[] = [];
  private readonly paymentIds: string[] = [];
  readonly runId = randomUUID().slice(0, 8);

  /**
   * A signed-in buyer. Verified by default (the Auth emulator's own flag, set as a followed
   * verification link sets it), so its tickets are mailed; `verified: false` for a fresh sign-up.
   */
  async createBuyer(options: { active?: boolean; verified?: boolean } = {}): Promise<TestBuyer> {
    const uid = `pay-${this.runId}-${this.uids.length}-${randomUUID().slice(0, 6)}`;
    const email = `${uid}@pagos.carcajada.test`;
    const name = `Comprador ${uid}`;
    this.uids.push(uid);
    await getAuth(this.app).createUser({ uid, email, password: PASSWORD, emailVerified: options.verified ?? true });
    await this.db
      .doc(`users/${uid}`)
      .set(userDocument({ uid, email, name, phone: '3001234567', city: 'Bogotá', active: options.active ?? true }));
    return { uid, email, name, idToken: await signIn(email) };
  }

  async createEvent(options: TestEventOptions = {}): Promise<{ id: string; slug: string; data: DocumentData }> {
    const id = options.id ?? `payev${this.runId}${this.eventIds.length}${randomUUID().slice(0, 6)}`.replace(/-/g, '');
    const slug = `evento-pagos-${id}`;
    const start = new Date(Date.now() + (options.startsInMs ?? 3 * DAY_MS));
    const data = eventDocument({
      slug,
      name: `Show de pruebas ${id}`,
      description: 'Evento creado por las pruebas de pagos',
      city: 'Medellín',
      start,
      date: start.toISOString().slice(0, 10),
      time: '20:00',
      ticket_price: options.ticketPrice ?? 45_000,
      status: options.status ?? 'active',
      external_url: options.external ? 'https://boletas.example.com/pruebas' : undefined,
    });
    this.eventIds.push(id);
    const seats =
      options.capacity === undefined ? null : seatInventory(options.capacity, options.seatsLeft, options.seatBlocks);
    const batch = this.db.batch();
    const eventRef = this.db.doc(`events/${id}`);
    batch.set(eventRef, { ...data, ...seats?.event });
    for (const block of seats?.blocks ?? []) batch.set(eventRef.collection('seat_blocks').doc(block.id), block.data);
    await batch.commit();
    return { id, slug, data };
  }

  /** The server's total for this price and quantity under the payments config stored right now. */
  async expectedOrder(ticketPrice: number, quantity: number): Promise<OrderSummary> {
    const config = await this.db.doc('config/payments_config').get();
    return computeOrder(ticketPrice, quantity, paymentsConfigFrom(config.exists ? config.data() : undefined));
  }

  /** Free seats of a show as its blocks hold them (the truth; the event's seats_left may lag). */
  async seatsLeftInBlocks(eventId: string): Promise<number> {
    const blocks = await this.db.collection(`events/${eventId}/seat_blocks`).get();
    return blocks.docs.reduce((sum, block) => sum + Number(block.get('seats_left')), 0);
  }

  /** Unpaid seats the buyer holds for the show, as the hold limit counts them. */
  async heldSeats(eventId: string, uid: string): Promise<number> {
    const hold = await this.db.doc(`events/${eventId}/seat_holds/${uid}`).get();
    return Number(hold.get('seats') ?? 0);
  }

  async ticket(ticketId: string): Promise<DocumentData> {
    const snapshot = await this.db.doc(`tickets/${ticketId}`).get();
    if (!snapshot.exists) throw new Error(`ticket ${ticketId} does not exist`);
    return snapshot.data()!;
  }

  async ticketsOf(uid: string): Promise<DocumentData[]> {
    const snapshot = await this.db.collection('tickets').where('userId', '==', uid).get();
    return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
  }

  /** A ticket written straight to Firestore, for webhook cases that need a given starting state. */
  async createTicket(fields: DocumentData): Promise<string> {
    const ref = this.db.collection('tickets').doc();
    this.extraTicketIds.push(ref.id);
    await ref.set({ createdAt: Timestamp.now(), ...fields });
    return ref.id;
  }

  /** payment_notifications documents of one payment id (the data.id the webhook received). */
  async notificationsFor(paymentId: number | string): Promise<DocumentData[]> {
    this.rememberPayment(paymentId);
    const snapshot = await this.db.collection('payment_notifications').where('dataId', '==', String(paymentId)).get();
    return snapshot.docs.map((doc) => doc.data());
  }

  rememberPayment(paymentId: number | string): void {
    this.paymentIds.push(String(paymentId));
  }

  async cleanUp(): Promise<void> {
    const ticketIds = [...this.extraTicketIds];
    for (const uid of this.uids) ticketIds.push(...(await this.ticketsOf(uid)).map((ticket) => String(ticket.id)));
    const refs = [
      ...ticketIds.map((id) => this.db.doc(`tickets/${id}`)),
      ...this.uids.map((uid) => this.db.doc(`users/${uid}`)),
    ];
    // events with their seat blocks and hold counters
    for (const id of this.eventIds) await this.db.recursiveDelete(this.db.doc(`events/${id}`));
    for (const [field, values] of [
      ['ticketId', ticketIds],
      ['dataId', this.paymentIds],
    ] as const) {
      for (let index = 0; index < values.length; index += 30) {
        const query = this.db.collection('payment_notifications').where(field, 'in', values.slice(index, index + 30));
        refs.push(...(await query.get()).docs.map((doc) => doc.ref));
      }
    }
    const writer = this.db.bulkWriter();
    for (const ref of refs) void writer.delete(ref);
    await writer.close();
    if (this.uids.length > 0) await getAuth(this.app).deleteUsers(this.uids);
    await deleteApp(this.app);
  }
}

/**
 * Verifies the buyer's email as a person does: Firebase Auth sends the verification mail (the
 * emulator lists its link at /emulator/v1/…/oobCodes) and the link is followed.
 */
export async function verifyEmailThroughLink(buyer: TestBuyer): Promise<void> {
  const auth = `http://${AUTH_HOST}`;
  const sent = await fetch(`${auth}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken: buyer.idToken }),
  });
  if (!sent.ok) throw new Error(`verification mail not sent: ${await sent.text()}`);
  const listed = (await (await fetch(`${auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)).json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const link = listed.oobCodes
    .filter((code) => code.email === buyer.email && code.requestType === 'VERIFY_EMAIL')
    .at(-1);
  if (!link) throw new Error(`no verification link for ${buyer.email}`);
  const followed = await fetch(link.oobLink);
  if (!followed.ok) throw new Error(`verification link failed: ${followed.status}`);
}

/** An ID token from the Auth emulator's REST API, as the web app's SDK would get one. */
export async function signIn(email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}
