import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketReference, type AdmissionListResult, type CheckInResult } from '@carcajada/domain';
import { organizerDocument } from '@carcajada/domain/stored/organizer';
import { doorStaffDocument } from '@carcajada/domain/stored/door-staff';
import { signTicketQr } from '../../functions/src/qr/sign.js';
import { callCallable, type CallableOutcome } from '../support/services/callables.js';
import { qrKeys } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';

/**
 * The door's view: `admissionList` gives the scanner only what it needs of a ticket
 * (no buyer email, phone or QR), and door staff lose the door a day after the show, while ADMIN
 * and the show's organizer keep it.
 */
const fixtures = new PaymentsFixtures();
const HOUR_MS = 60 * 60 * 1000;
const ADMISSION_FIELDS = [
  'admittedCount',
  'cancelReason',
  'eventId',
  'firstAdmittedAt',
  'holderName',
  'id',
  'paymentMethod',
  'paymentStatus',
  // the current QR's version (a number, not the QR): the scanner refuses older codes offline
  'qrVersion',
  'quantity',
  'reference',
  'refundRequested',
  'ticketStatus',
];

type Role = 'admin' | 'organizer' | 'staff' | 'otherStaff' | 'user';
const accounts = {} as Record<Role, TestBuyer>;
let organizerId: string;
/** Shows of the organizer: one in three days, one that started 23 h ago, one 25 h ago. */
let upcoming: string;
let lastNight: string;
let dayBefore: string;

async function organizerShow(startsInMs: number): Promise<string> {
  const { id } = await fixtures.createEvent({ startsInMs });
  await fixtures.db.doc(`events/${id}`).update({ organizerId });
  return id;
}

/** `staff` works every show of the organizer; `otherStaff` a show of nobody here. */
async function addDoorStaff(eventId: string, person: TestBuyer): Promise<void> {
  const entry = doorStaffDocument(
    { uid: person.uid, eventId, email: person.email, name: person.name, addedBy: accounts.organizer.uid },
    Timestamp.now(),
  );
  await fixtures.db.doc(`events/${eventId}/door_staff/${person.uid}`).set(entry);
}

beforeAll(async () => {
  for (const role of ['admin', 'organizer', 'staff', 'otherStaff', 'user'] as const)
    accounts[role] = await fixtures.createBuyer();
  organizerId = `org${fixtures.runId}${randomUUID().slice(0, 6)}`.replace(/-/g, '');
  await fixtures.db.doc(`organizers/${organizerId}`).set(
    organizerDocument({
      name: 'Risas de Puerta',
      nit: '900123456-8',
      email: `${organizerId}@organizadores.carcajada.test`,
      phone: '3001234567',
      commission_percent: 10,
      active: true,
    }),
  );
  await fixtures.db.doc(`users/${accounts.admin.uid}`).update({ role: 'ADMIN' });
  await fixtures.db.doc(`users/${accounts.organizer.uid}`).update({ role: 'ORGANIZER', organizerId });
  upcoming = await organizerShow(3 * 24 * HOUR_MS);
  lastNight = await organizerShow(-23 * HOUR_MS);
  dayBefore = await organizerShow(-25 * HOUR_MS);
  for (const show of [upcoming, lastNight, dayBefore]) await addDoorStaff(show, accounts.staff);
  await addDoorStaff((await fixtures.createEvent()).id, accounts.otherStaff);
}, 120_000);

afterAll(async () => {
  await fixtures.db.doc(`organizers/${organizerId}`).delete();
  await fixtures.cleanUp();
}, 120_000);

/** A paid ticket with everything a buyer leaves on it: email, phone, a signed QR. */
async function paidTicket(eventId: string, fields: DocumentData = {}): Promise<{ id: string; code: string }> {
  const id = await fixtures.createTicket({
    userId: accounts.user.uid,
    eventId,
    organizerId,
    quantity: 2,
    ticketStatus: 'paid',
    paymentStatus: 'approved',
    paymentMethod: 'mercadopago',
    cancelReason: null,
    refundRequestedAt: null,
    admittedCount: 0,
    buyerEmail: accounts.user.email,
    buyerPhone: '3009998877',
    metadata: { userName: 'Ana Pérez', userEmail: accounts.user.email, userPhone: '3009998877' },
    ...fields,
  });
  const code = signTicketQr(id, qrKeys.privateKeyPem());
  await fixtures.db.doc(`tickets/${id}`).update({ qrCode: code });
  return { id, code };
}

function admissionList(role: Role | null, data: unknown) {
  return callCallable<AdmissionListResult>('admissionList', role ? accounts[role].idToken : null, data);
}

function checkIn(role: Role, data: unknown) {
  return callCallable<CheckInResult>('checkInTicket', accounts[role].idToken, data);
}

function refusedWith(outcome: CallableOutcome<unknown>, status: string, reason?: string) {
  expect(outcome).toMatchObject({ ok: false, status, ...(reason && { details: { reason } }) });
}

describe('admissionList', () => {
  it('gives door staff only what the scanner needs: no email, phone or QR', async () => {
    const { id, code } = await paidTicket(upcoming);
    const outcome = await admissionList('staff', { eventId: upcoming });
    if (!outcome.ok) throw new Error(`admissionList failed: ${outcome.status} ${outcome.message}`);
    const [entry, ...others] = outcome.result.tickets;
    expect(others).toEqual([]);
    expect(Object.keys(entry!).sort()).toEqual(ADMISSION_FIELDS);
    expect(entry).toEqual({
      id,
      reference: ticketReference(id),
      eventId: upcoming,
      holderName: 'Ana Pérez',
      ticketStatus: 'paid',
      paymentStatus: 'approved',
      paymentMethod: 'mercadopago',
      cancelReason: null,
      refundRequested: false,
      quantity: 2,
      admittedCount: 0,
      firstAdmittedAt: null,
      qrVersion: 0,
    });
    const answer = JSON.stringify(outcome.result);
    for (const secret of [accounts.user.email, '3009998877', code, accounts.user.uid])
      expect(answer).not.toContain(secret);
  });

  it('shows admissions as checkInTicket records them, for ADMIN and the organizer alike', async () => {
    const { id } = await paidTicket(lastNight);
    const admitted = await checkIn('staff', { eventId: lastNight, ticketId: id, count: 1 });
    expect(admitted).toMatchObject({ ok: true, result: { outcome: 'admitted', admittedCount: 1 } });
    for (const role of ['admin', 'organizer', 'staff'] as const) {
      const outcome = await admissionList(role, { eventId: lastNight });
      if (!outcome.ok) throw new Error(`${role}: ${outcome.status} ${outcome.message}`);
      const entry = outcome.result.tickets.find((ticket) => ticket.id === id);
      expect(entry, role).toMatchObject({ admittedCount: 1, ticketStatus: 'paid', quantity: 2 });
      expect(Date.parse(entry!.firstAdmittedAt!), role).not.toBeNaN();
    }
  });

  it('refuses anyone who does not work the show, and bad input', async () => {
    refusedWith(await admissionList('user', { eventId: upcoming }), 'PERMISSION_DENIED', 'notYourShow');
    refusedWith(await admissionList('otherStaff', { eventId: upcoming }), 'PERMISSION_DENIED', 'notYourShow');
    refusedWith(await admissionList(null, { eventId: upcoming }), 'UNAUTHENTICATED');
    for (const data of [{}, { eventId: 'no/slashes' }, { eventId: upcoming, extra: true }, 'texto'])
      refusedWith(await admissionList('admin', data), 'INVALID_ARGUMENT', 'invalidRequest');
  });
});

describe('door staff a day after the show', () => {
  it('refuses door staff the list and the door more than a day after the show', async () => {
    const { id } = await paidTicket(dayBefore);
    refusedWith(await admissionList('staff', { eventId: dayBefore }), 'PERMISSION_DENIED', 'doorAccessEnded');
    refusedWith(
      await checkIn('staff', { eventId: dayBefore, ticketId: id, count: 1 }),
      'PERMISSION_DENIED',
      'doorAccessEnded',
    );
    expect((await fixtures.ticket(id)).admittedCount).toBe(0);
  });

  it.each(['organizer', 'admin'] as const)('%s keeps the door of a show more than a day past', async (role) => {
    const { id } = await paidTicket(dayBefore);
    const list = await admissionList(role, { eventId: dayBefore });
    expect(list.ok && list.result.tickets.some((ticket) => ticket.id === id)).toBe(true);
    expect(await checkIn(role, { eventId: dayBefore, ticketId: id, count: 1 })).toMatchObject({
      ok: true,
      result: { outcome: 'admitted', admittedCount: 1 },
    });
  });

  it('lets door staff work until a day after the show (23 hours later)', async () => {
    const { id } = await paidTicket(lastNight);
    const list = await admissionList('staff', { eventId: lastNight });
    expect(list.ok && list.result.tickets.some((ticket) => ticket.id === id)).toBe(true);
    expect(await checkIn('staff', { eventId: lastNight, ticketId: id })).toMatchObject({
      ok: true,
      result: { outcome: 'admitted', admittedCount: 2 },
    });
  });
});
