import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRows, type SeatingPlan } from '@carcajada/domain/seating';
import { callCallable, type CallableOutcome } from '../support/services/callables.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { pretixSample } from '../support/seating/pretix-sample.js';

/**
 * Seating plans (v6): importSeatingPlan, exportSeatingPlan and saveSeatingPlan, for each role;
 * every refusal writes nothing; planInUse against the contract's ticket field `seats`.
 */
const fixtures = new PaymentsFixtures();
const planIds: string[] = [];
let admin: TestBuyer;
let organizerA: TestBuyer;
let organizerB: TestBuyer;
let user: TestBuyer;
let orgA: string;
let orgB: string;

type Role = 'admin' | 'organizerA' | 'organizerB' | 'user' | 'anonymous';

function tokenOf(role: Role): string | null {
  return { admin, organizerA, organizerB, user, anonymous: null }[role]?.idToken ?? null;
}

async function call<T = Record<string, unknown>>(name: string, role: Role, data: unknown): Promise<CallableOutcome<T>> {
  const outcome = await callCallable<T>(name, tokenOf(role), data);
  if (outcome.ok && typeof (outcome.result as { planId?: unknown }).planId === 'string')
    planIds.push((outcome.result as { planId: string }).planId);
  return outcome;
}

function refusedWith(outcome: CallableOutcome<unknown>, status: string, reason: string) {
  expect(outcome).toMatchObject({ ok: false, status, details: { reason } });
}

function okData<T>(outcome: CallableOutcome<T>): T {
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome)}`);
  return outcome.result;
}

async function plansOf(organizerId: string): Promise<number> {
  return (await fixtures.db.collection('seating_plans').where('organizerId', '==', organizerId).get()).size;
}

function editorPlan(name = 'Sala del editor'): SeatingPlan {
  return {
    name,
    venue: { name: 'Teatro de Pruebas', address: 'Calle 1 # 2-3', city: 'Bogotá' },
    size: { width: 400, height: 300 },
    categories: [
      { id: 'c1', name: 'Platea', color: '#E4572E' },
      { id: 'c2', name: 'Balcón', color: '#2E86AB' },
    ],
    zones: [
      {
        id: 'z1',
        name: 'Platea',
        position: { x: 0, y: 0 },
        rows: generateRows({
          zoneId: 'z1',
          rows: 2,
          seatsPerRow: 5,
          rowLabels: 'letters',
          numbering: 'left-to-right',
          category: 'c1',
        }),
      },
    ],
  };
}

beforeAll(async () => {
  [admin, organizerA, organizerB, user] = await Promise.all([
    fixtures.createAdmin(),
    fixtures.createBuyer(),
    fixtures.createBuyer(),
    fixtures.createBuyer(),
  ]);
  orgA = await fixtures.createOrganizer(organizerA);
  orgB = await fixtures.createOrganizer(organizerB);
}, 120_000);

afterAll(async () => {
  for (const id of planIds) await fixtures.db.recursiveDelete(fixtures.db.doc(`seating_plans/${id}`));
  await fixtures.cleanUp();
}, 120_000);

describe('importSeatingPlan', () => {
  it('imports a pretix file for its own organizer and exports the same file', async () => {
    const saved = okData(
      await call<{ planId: string; seats: number }>('importSeatingPlan', 'organizerA', {
        organizerId: orgA,
        name: 'Teatro de ejemplo',
        plan: pretixSample(),
      }),
    );
    expect(saved.seats).toBe(7);
    const stored = (await fixtures.db.doc(`seating_plans/${saved.planId}`).get()).data();
    expect(stored).toMatchObject({ organizerId: orgA, name: 'Teatro de ejemplo', seat_count: 7, sellable_seats: 7 });
    expect((await fixtures.db.collection(`seating_plans/${saved.planId}/zones`).get()).size).toBe(2);
    expect(okData(await call('exportSeatingPlan', 'organizerA', { planId: saved.planId }))).toEqual(pretixSample());
    expect(okData(await call('exportSeatingPlan', 'admin', { planId: saved.planId }))).toEqual(pretixSample());
    refusedWith(
      await call('exportSeatingPlan', 'organizerB', { planId: saved.planId }),
      'PERMISSION_DENIED',
      'notYourSeatingPlan',
    );
    refusedWith(
      await call('exportSeatingPlan', 'user', { planId: saved.planId }),
      'PERMISSION_DENIED',
      'organizerOnly',
    );
    refusedWith(await call('exportSeatingPlan', 'admin', { planId: 'no-existe' }), 'NOT_FOUND', 'seatingPlanNotFound');
  });

  it('ADMIN imports for any organizer that exists', async () => {
    expect(
      okData(await call('importSeatingPlan', 'admin', { organizerId: orgB, name: 'Sala B', plan: pretixSample() })),
    ).toMatchObject({ seats: 7 });
    refusedWith(
      await call('importSeatingPlan', 'admin', { organizerId: 'no-existe', name: 'Sala', plan: pretixSample() }),
      'NOT_FOUND',
      'organizerNotFound',
    );
  });

  it.each([
    ['organizerB', 'PERMISSION_DENIED', 'notYourSeatingPlan'],
    ['user', 'PERMISSION_DENIED', 'organizerOnly'],
    ['anonymous', 'UNAUTHENTICATED', 'unauthenticated'],
  ] as const)('refuses %s for organizer A, writing nothing', async (role, status, reason) => {
    const before = await plansOf(orgA);
    refusedWith(
      await call('importSeatingPlan', role, { organizerId: orgA, name: 'Sala', plan: pretixSample() }),
      status,
      reason,
    );
    expect(await plansOf(orgA)).toBe(before);
  });

  it('refuses a malformed file with what is wrong, writing nothing', async () => {
    const before = await plansOf(orgA);
    const file = pretixSample();
    file.zones[1]!.rows[0]!.seats[0]!.seat_guid = 'platea-A-1';
    const outcome = await call('importSeatingPlan', 'organizerA', { organizerId: orgA, name: 'Sala', plan: file });
    expect(outcome).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: { reason: 'planInvalid', problems: ['El id de silla (seat_guid) «platea-A-1» está repetido.'] },
    });
    refusedWith(
      await call('importSeatingPlan', 'organizerA', { organizerId: orgA, name: 'Sala', plan: 'no es un plano' }),
      'INVALID_ARGUMENT',
      'planInvalid',
    );
    refusedWith(
      await call('importSeatingPlan', 'organizerA', { organizerId: orgA, plan: pretixSample() }),
      'INVALID_ARGUMENT',
      'invalidRequest',
    );
    expect(await plansOf(orgA)).toBe(before);
  });
});

describe('saveSeatingPlan', () => {
  it("creates a plan for the organizer's own, then replaces it (zones removed are deleted)", async () => {
    const plan = editorPlan();
    plan.zones[0]!.rows[0]!.seats[0]!.blocked = true;
    plan.zones.push({
      id: 'z2',
      name: 'Balcón',
      position: { x: 0, y: 120 },
      rows: generateRows({
        zoneId: 'z2',
        rows: 1,
        seatsPerRow: 3,
        rowLabels: 'numbers',
        numbering: 'odd-even-from-centre',
        category: 'c2',
      }),
    });
    const created = okData(await call<{ planId: string; seats: number }>('saveSeatingPlan', 'organizerA', { plan }));
    expect(created.seats).toBe(12);
    expect((await fixtures.db.doc(`seating_plans/${created.planId}`).get()).get('organizerId')).toBe(orgA);
    const edited = editorPlan('Sala renombrada');
    const updated = okData(await call('saveSeatingPlan', 'organizerA', { planId: created.planId, plan: edited }));
    expect(updated).toEqual({ planId: created.planId, seats: 10 });
    const zones = await fixtures.db.collection(`seating_plans/${created.planId}/zones`).get();
    expect(zones.docs.map((zone) => zone.id)).toEqual(['z1']);
    const stored = await fixtures.db.doc(`seating_plans/${created.planId}`).get();
    expect(stored.get('name')).toBe('Sala renombrada');
    expect(stored.get('created_at')).toBeTruthy();
  });

  it('refuses another organizer, a user, an unknown plan and a bad plan, writing nothing', async () => {
    const { planId } = okData(
      await call<{ planId: string }>('saveSeatingPlan', 'admin', { organizerId: orgA, plan: editorPlan() }),
    );
    const before = (await fixtures.db.doc(`seating_plans/${planId}`).get()).get('updated_at');
    refusedWith(
      await call('saveSeatingPlan', 'organizerB', { planId, plan: editorPlan('Robada') }),
      'PERMISSION_DENIED',
      'notYourSeatingPlan',
    );
    refusedWith(
      await call('saveSeatingPlan', 'organizerB', { organizerId: orgA, plan: editorPlan() }),
      'PERMISSION_DENIED',
      'notYourSeatingPlan',
    );
    refusedWith(
      await call('saveSeatingPlan', 'user', { planId, plan: editorPlan('Robada') }),
      'PERMISSION_DENIED',
      'organizerOnly',
    );
    refusedWith(await call('saveSeatingPlan', 'admin', { plan: editorPlan() }), 'INVALID_ARGUMENT', 'invalidRequest');
    refusedWith(
      await call('saveSeatingPlan', 'admin', { planId: 'no-existe', plan: editorPlan() }),
      'NOT_FOUND',
      'seatingPlanNotFound',
    );
    const bad = editorPlan();
    bad.zones[0]!.rows[0]!.seats[0]!.category = 'c9';
    const outcome = await call('saveSeatingPlan', 'organizerA', { planId, plan: bad });
    expect(outcome).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: { reason: 'planInvalid', problems: ['Platea › fila A › silla 1: la categoría «c9» no existe.'] },
    });
    expect((await fixtures.db.doc(`seating_plans/${planId}`).get()).get('updated_at')).toEqual(before);
  });

  it('planInUse: a seat sold on a date to come cannot be removed or change category; the rest may change', async () => {
    const { planId } = okData(await call<{ planId: string }>('saveSeatingPlan', 'organizerA', { plan: editorPlan() }));
    const soldSeat = {
      seatId: 'z1-A-1',
      zone: 'Platea',
      row: 'A',
      number: '1',
      category: 'Platea',
      label: 'Platea · Fila A · Silla 1',
    };
    const heldSeat = {
      seatId: 'z1-B-5',
      zone: 'Platea',
      row: 'B',
      number: '5',
      category: 'Platea',
      label: 'Platea · Fila B · Silla 5',
    };
    const past = await fixtures.createEvent({ startsInMs: -2 * 24 * 60 * 60 * 1000 });
    const toCome = await fixtures.createEvent();
    const cancelled = await fixtures.createEvent({ status: 'cancelled' });
    for (const date of [past, toCome, cancelled])
      await fixtures.db.doc(`events/${date.id}`).update({ seating_plan_id: planId, organizerId: orgA });
    const ticket = (eventId: string, ticketStatus: string, seat: typeof soldSeat) =>
      fixtures.createTicket({
        eventId,
        userId: user.uid,
        ticketStatus,
        quantity: 1,
        seats: [seat],
        seating_plan_id: planId,
      });
    await ticket(toCome.id, 'paid', soldSeat);
    await ticket(toCome.id, 'reserved', heldSeat);
    // not in use: a cancelled ticket, a past date, a cancelled date
    const freeSeat = { ...soldSeat, seatId: 'z1-A-2', label: 'Platea · Fila A · Silla 2' };
    await ticket(toCome.id, 'cancelled', freeSeat);
    await ticket(past.id, 'paid', freeSeat);
    await ticket(cancelled.id, 'paid', freeSeat);

    const removed = editorPlan();
    removed.zones[0]!.rows[0]!.seats.splice(0, 2);
    expect(await call('saveSeatingPlan', 'organizerA', { planId, plan: removed })).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'planInUse', seats: ['Platea · Fila A · Silla 1'] },
    });
    const recategorised = editorPlan();
    recategorised.zones[0]!.rows[1]!.seats[4]!.category = 'c2';
    refusedWith(
      await call('saveSeatingPlan', 'admin', { planId, plan: recategorised }),
      'FAILED_PRECONDITION',
      'planInUse',
    );

    const allowed = editorPlan();
    allowed.zones[0]!.rows[0]!.seats.splice(1, 1);
    allowed.zones[0]!.rows[0]!.seats[0]!.wheelchair = true;
    allowed.zones[0]!.rows[1]!.seats[0]!.category = 'c2';
    expect(okData(await call('saveSeatingPlan', 'organizerA', { planId, plan: allowed }))).toEqual({
      planId,
      seats: 9,
    });
  });
});
