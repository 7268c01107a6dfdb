import { randomUUID } from 'node:crypto';
import { StandInControl } from '@carcajada/mp-standin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateEventForm, type EventFormInput } from '@carcajada/domain';
import { organizerDocument } from '@carcajada/domain/stored/organizer';
import { callCallable, type CallableOutcome } from '../support/services/callables.js';
import { STANDIN_URL } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { eventually } from '../support/eventually.js';
import { purchases } from '../support/fixtures/purchases.js';

/**
 * Organizers and door staff (v3): every callable × every role. ADMIN does everything; an
 * ORGANIZER only on its own shows; door staff only scan their show; USER and anonymous nothing.
 */
const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
const { bought } = purchases(fixtures);
const organizerIds: string[] = [];
const promoCodes: string[] = [];

type Role = 'admin' | 'ownOrganizer' | 'otherOrganizer' | 'staffOfShow' | 'staffOfOther' | 'user' | 'anonymous';
const ROLES: readonly Role[] = [
  'admin',
  'ownOrganizer',
  'otherOrganizer',
  'staffOfShow',
  'staffOfOther',
  'user',
  'anonymous',
];
const accounts = {} as Record<Exclude<Role, 'anonymous'>, TestBuyer>;
let orgA: string;
let orgB: string;
let showA: string;
let showB: string;

function tokenOf(role: Role): string | null {
  return role === 'anonymous' ? null : accounts[role].idToken;
}

async function createOrganizer(name: string, nit: string): Promise<string> {
  const id = `org${fixtures.runId}${randomUUID().slice(0, 6)}`.replace(/-/g, '');
  organizerIds.push(id);
  await fixtures.db.doc(`organizers/${id}`).set(
    organizerDocument({
      name,
      nit,
      email: `${id}@organizadores.carcajada.test`,
      phone: '3001234567',
      commission_percent: 10,
      active: true,
    }),
  );
  return id;
}

async function makeMember(buyer: TestBuyer, organizerId: string): Promise<void> {
  await fixtures.db.doc(`users/${buyer.uid}`).update({ role: 'ORGANIZER', organizerId });
}

async function organizerShow(organizerId: string): Promise<string> {
  const { id } = await fixtures.createEvent({ capacity: 20 });
  await fixtures.db.doc(`events/${id}`).update({ organizerId });
  return id;
}

function call(name: string, role: Role, data: unknown) {
  return callCallable(name, tokenOf(role), data);
}

function refusedWith(outcome: CallableOutcome<unknown>, status: string, reason?: string) {
  expect(outcome).toMatchObject({ ok: false, status, ...(reason && { details: { reason } }) });
}

beforeAll(async () => {
  for (const role of ROLES) if (role !== 'anonymous') accounts[role] = await fixtures.createBuyer();
  await fixtures.db.doc(`users/${accounts.admin.uid}`).update({ role: 'ADMIN' });
  orgA = await createOrganizer('Risas Producciones', '900123456-8');
  orgB = await createOrganizer('Comedia Norte', '901456789-8');
  await makeMember(accounts.ownOrganizer, orgA);
  await makeMember(accounts.otherOrganizer, orgB);
  showA = await organizerShow(orgA);
  showB = await organizerShow(orgB);
  const addA = await call('setDoorStaff', 'ownOrganizer', { eventId: showA, email: accounts.staffOfShow.email });
  const addB = await call('setDoorStaff', 'otherOrganizer', { eventId: showB, email: accounts.staffOfOther.email });
  expect([addA.ok, addB.ok]).toEqual([true, true]);
}, 120_000);

afterAll(async () => {
  for (const id of organizerIds) await fixtures.db.doc(`organizers/${id}`).delete();
  await Promise.all(promoCodes.map((code) => fixtures.db.doc(`promo_codes/${code}`).delete()));
  await fixtures.cleanUp();
}, 120_000);

/** A paid ticket on the show, approved by the stand-in (its webhook makes it paid). */
async function paidTicket(eventId: string, quantity = 1) {
  const purchase = await bought(accounts.user, eventId, quantity);
  const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved');
  fixtures.rememberPayment(payment.id);
  const ticket = await eventually(
    () => fixtures.ticket(purchase.ticketId),
    (data) => data.ticketStatus === 'paid',
  );
  return { ticketId: purchase.ticketId, ticket, amount: payment.transaction_amount };
}

function editForm(eventId: string | undefined, name: string): EventFormInput {
  const start = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  const validation = validateEventForm({
    ...(eventId && { id: eventId }),
    name,
    description: 'Una hora de humor.',
    city: 'Medellín',
    venueName: 'Teatro Pablo Tobón',
    venueAddress: 'Carrera 40 # 51-24, Medellín',
    date: start.toISOString().slice(0, 10),
    time: '20:00',
    ticketPrice: 45_000,
    capacity: 20,
    coverImageUrl: '/images/events/poster-2.jpg',
    eventType: 'internal',
    externalUrl: '',
    isRecurring: false,
    recurrencePattern: '',
    status: 'active',
    pulepCode: 'PRUEBA-001',
  });
  if (!validation.ok) throw new Error(JSON.stringify(validation.fieldErrors));
  return validation.value;
}

describe('tickets of an organizer’s show', () => {
  it('copy its organizerId at creation and keep Mercado Pago’s fee at approval', async () => {
    const { ticket, amount } = await paidTicket(showA);
    expect(ticket.organizerId).toBe(orgA);
    // the stand-in's Checkout Pro fee: (3.29 % + $952) + 19 % IVA
    expect(ticket.mpFee).toBe(Math.round((amount * 0.0329 + 952) * 1.19));
  }, 90_000);
});

/** What a show's own dashboard work (edit, door staff, codes) answers each role, for org A's show. */
const SHOW_OWNER_ONLY: Record<Role, [string, string] | 'ok'> = {
  admin: 'ok',
  ownOrganizer: 'ok',
  otherOrganizer: ['PERMISSION_DENIED', 'notYourShow'],
  staffOfShow: ['PERMISSION_DENIED', 'organizerOnly'],
  staffOfOther: ['PERMISSION_DENIED', 'organizerOnly'],
  user: ['PERMISSION_DENIED', 'organizerOnly'],
  anonymous: ['UNAUTHENTICATED', 'unauthenticated'],
};

describe('saveEvent × role', () => {
  it.each(ROLES)('editing org A’s show as %s', async (role) => {
    const name = `Editado por ${role} ${randomUUID().slice(0, 6)}`;
    const outcome = await call('saveEvent', role, { event: editForm(showA, name) });
    const stored = (await fixtures.db.doc(`events/${showA}`).get()).data()!;
    if (SHOW_OWNER_ONLY[role] === 'ok') {
      expect(outcome).toMatchObject({ ok: true, result: { eventId: showA } });
      expect(stored).toMatchObject({ name, organizerId: orgA });
    } else {
      refusedWith(outcome, ...SHOW_OWNER_ONLY[role]);
      expect(stored.name).not.toBe(name);
    }
  });

  it('an ORGANIZER’s new show is its own, whatever the payload says', async () => {
    const event = editForm(undefined, `Nuevo de A ${randomUUID().slice(0, 6)}`);
    const outcome = await call('saveEvent', 'ownOrganizer', { event, organizerId: orgB });
    if (!outcome.ok) throw new Error(outcome.message);
    const eventId = String(outcome.result.eventId);
    const stored = (await fixtures.db.doc(`events/${eventId}`).get()).data()!;
    await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${eventId}`));
    await fixtures.db.doc(`event_slugs/${String(stored.slug)}`).delete();
    expect(stored.organizerId).toBe(orgA);
  });
});

describe('refundTicket × role', () => {
  it.each(ROLES.filter((role) => role !== 'admin' && role !== 'ownOrganizer'))(
    '%s cannot refund a ticket of org A’s show',
    async (role) => {
      const { ticketId } = await paidTicket(showA);
      const outcome = await call('refundTicket', role, { ticketId });
      if (role === 'anonymous') refusedWith(outcome, 'UNAUTHENTICATED');
      else if (role === 'otherOrganizer') refusedWith(outcome, 'PERMISSION_DENIED', 'notYourShow');
      else refusedWith(outcome, 'PERMISSION_DENIED', 'organizerOnly');
      expect(await fixtures.ticket(ticketId)).toMatchObject({ ticketStatus: 'paid', refundRequestedAt: null });
    },
  );

  it.each(['admin', 'ownOrganizer'] as const)('%s refunds a ticket of org A’s show', async (role) => {
    const { ticketId } = await paidTicket(showA);
    expect(await call('refundTicket', role, { ticketId })).toMatchObject({ ok: true });
    await eventually(
      () => fixtures.ticket(ticketId),
      (data) => data.cancelReason === 'refunded',
    );
  });
});

describe('checkInTicket × role', () => {
  const allowed: Role[] = ['admin', 'ownOrganizer', 'staffOfShow'];
  it.each(ROLES)('admitting one person at org A’s show as %s', async (role) => {
    const { ticketId } = await paidTicket(showA, 2);
    const outcome = await call('checkInTicket', role, { eventId: showA, ticketId, count: 1 });
    if (allowed.includes(role)) {
      expect(outcome).toMatchObject({ ok: true, result: { outcome: 'admitted', admittedCount: 1 } });
    } else {
      refusedWith(outcome, role === 'anonymous' ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED');
      if (role !== 'anonymous') refusedWith(outcome, 'PERMISSION_DENIED', 'notYourShow');
      expect((await fixtures.ticket(ticketId)).admittedCount).toBe(0);
    }
  });

  it('door staff of one show cannot admit at another, not even naming their own show', async () => {
    const { ticketId } = await paidTicket(showB);
    refusedWith(
      await call('checkInTicket', 'staffOfShow', { eventId: showB, ticketId }),
      'PERMISSION_DENIED',
      'notYourShow',
    );
    expect(await call('checkInTicket', 'staffOfShow', { eventId: showA, ticketId })).toMatchObject({
      ok: true,
      result: { outcome: 'wrong_event' },
    });
    expect((await fixtures.ticket(ticketId)).admittedCount).toBe(0);
  });
});

describe('setDoorStaff × role', () => {
  it.each(ROLES)('adding and removing a door person at org A’s show as %s', async (role) => {
    const person = await fixtures.createBuyer();
    const entry = fixtures.db.doc(`events/${showA}/door_staff/${person.uid}`);
    const added = await call('setDoorStaff', role, { eventId: showA, email: person.email });
    if (SHOW_OWNER_ONLY[role] !== 'ok') {
      refusedWith(added, ...SHOW_OWNER_ONLY[role]);
      expect((await entry.get()).exists).toBe(false);
      return;
    }
    expect(added).toMatchObject({ ok: true, result: { uid: person.uid, removed: false } });
    expect((await entry.get()).data()).toMatchObject({ uid: person.uid, eventId: showA, email: person.email });
    const mails = await fixtures.db.collection('mail').where('to', '==', person.email).get();
    expect(mails.docs.map((doc) => doc.get('message.text') as string).join()).toContain(
      `/administrador/ingreso?evento=${showA}`,
    );
    expect(await call('setDoorStaff', role, { eventId: showA, email: person.email, remove: true })).toMatchObject({
      ok: true,
    });
    expect((await entry.get()).exists).toBe(false);
    await Promise.all(mails.docs.map((doc) => doc.ref.delete()));
  });

  it('an unknown account is failed-precondition, recipientNotVerified', async () => {
    const outcome = await call('setDoorStaff', 'ownOrganizer', { eventId: showA, email: 'nadie@ninguna.test' });
    refusedWith(outcome, 'FAILED_PRECONDITION', 'recipientNotVerified');
  });
});

describe('savePromoCode × role', () => {
  it.each(ROLES)('creating, listing and deactivating a code of org A’s show as %s', async (role) => {
    const code = `ROL${ROLES.indexOf(role)}${fixtures.runId}`.toUpperCase().replace(/[^A-Z0-9]/g, '');
    promoCodes.push(code);
    const created = await call('savePromoCode', role, {
      action: 'create',
      code,
      eventId: showA,
      kind: 'percent',
      value: 10,
    });
    const listed = await call('savePromoCode', role, { action: 'list', eventId: showA });
    if (SHOW_OWNER_ONLY[role] !== 'ok') {
      refusedWith(created, ...SHOW_OWNER_ONLY[role]);
      refusedWith(listed, ...SHOW_OWNER_ONLY[role]);
      expect((await fixtures.db.doc(`promo_codes/${code}`).get()).exists).toBe(false);
      return;
    }
    expect(created).toMatchObject({ ok: true, result: { code: { code, eventId: showA, active: true } } });
    expect(listed).toMatchObject({
      ok: true,
      result: { codes: expect.arrayContaining([expect.objectContaining({ code })]) },
    });
    expect(await call('savePromoCode', role, { action: 'setActive', code, active: false })).toMatchObject({
      ok: true,
      result: { code: { code, active: false } },
    });
  });

  it('another organizer cannot deactivate org A’s code', async () => {
    const code = `ORGA${fixtures.runId}`
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 20);
    promoCodes.push(code);
    await call('savePromoCode', 'ownOrganizer', {
      action: 'create',
      code,
      eventId: showA,
      kind: 'fixed',
      value: 5_000,
    });
    refusedWith(
      await call('savePromoCode', 'otherOrganizer', { action: 'setActive', code, active: false }),
      'PERMISSION_DENIED',
      'notYourShow',
    );
    expect((await fixtures.db.doc(`promo_codes/${code}`).get()).get('active')).toBe(true);
  });
});

describe('saveOrganizer and setOrganizerMember × role', () => {
  it.each(ROLES.filter((role) => role !== 'admin'))('%s can do neither', async (role) => {
    const status = role === 'anonymous' ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED';
    const organizer = {
      name: 'Intruso',
      nit: '800197268-4',
      email: 'x@x.test',
      phone: '3001234567',
      commission_percent: 0,
    };
    refusedWith(await call('saveOrganizer', role, { organizer }), status);
    refusedWith(await call('setOrganizerMember', role, { organizerId: orgA, email: accounts.user.email }), status);
    expect((await fixtures.db.doc(`users/${accounts.user.uid}`).get()).get('role')).toBe('USER');
  });

  it('ADMIN creates an organizer (NIT checked), adds a member by email (with a mail) and removes it', async () => {
    const organizer = {
      name: 'Stand Up Caribe',
      legal_name: 'Stand Up Caribe S.A.S.',
      nit: '800.197.268-5',
      email: 'caribe@organizadores.carcajada.test',
      phone: '300 123 4567',
      commission_percent: 12,
    };
    const bad = await call('saveOrganizer', 'admin', { organizer });
    refusedWith(bad, 'INVALID_ARGUMENT', 'invalidOrganizer');
    expect(bad).toMatchObject({ details: { fieldErrors: { nit: expect.any(String) } } });

    const created = await call('saveOrganizer', 'admin', { organizer: { ...organizer, nit: '800.197.268-4' } });
    if (!created.ok) throw new Error(created.message);
    const organizerId = String(created.result.organizerId);
    organizerIds.push(organizerId);
    expect((await fixtures.db.doc(`organizers/${organizerId}`).get()).data()).toMatchObject({
      legal_name: 'Stand Up Caribe S.A.S.',
      nit: '800197268-4',
      phone: '3001234567',
      commission_percent: 12,
      active: true,
    });

    const member = await fixtures.createBuyer();
    expect(await call('setOrganizerMember', 'admin', { organizerId, email: member.email })).toMatchObject({ ok: true });
    expect((await fixtures.db.doc(`users/${member.uid}`).get()).data()).toMatchObject({
      role: 'ORGANIZER',
      organizerId,
    });
    const mails = await fixtures.db.collection('mail').where('to', '==', member.email).get();
    expect(mails.size).toBe(1);
    await Promise.all(mails.docs.map((doc) => doc.ref.delete()));

    refusedWith(
      await call('setOrganizerMember', 'admin', { organizerId: orgB, email: member.email }),
      'FAILED_PRECONDITION',
      'memberOfAnotherOrganizer',
    );
    refusedWith(
      await call('setOrganizerMember', 'admin', { organizerId, email: 'nadie@ninguna.test' }),
      'FAILED_PRECONDITION',
      'recipientNotVerified',
    );
    expect(await call('setOrganizerMember', 'admin', { organizerId, email: member.email, remove: true })).toMatchObject(
      {
        ok: true,
      },
    );
    const after = (await fixtures.db.doc(`users/${member.uid}`).get()).data()!;
    expect(after.role).toBe('USER');
    expect(after.organizerId).toBeUndefined();
  });
});
