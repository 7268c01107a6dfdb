import { describe, expect, it } from 'vitest';
import { CHECK_IN_TEXTS, type AdmissionListEntry, type CheckInResult } from '@carcajada/domain';
import {
  doorCounts,
  doorReducer,
  HISTORY_LENGTH,
  initialDoorState,
  type DoorAction,
  type DoorScan,
  type DoorState,
  type PerScan,
} from '../../web/src/features/checkin/utils/door-state';
import type { QueuedAdmission } from '../../web/src/features/checkin/utils/offline-queue';

/** The door's judgement with no timers, storage or network: every scan, answer and list as data. */

const SHOW = 'show-puerta';
// 20:30 and 20:45 in Bogotá
const AT = '2026-11-28T01:30:00.000Z';
const LATER = '2026-11-28T01:45:00.000Z';

function entry(id: string, change: Partial<AdmissionListEntry> = {}): AdmissionListEntry {
  return {
    id,
    eventId: SHOW,
    reference: `REF${id.toUpperCase()}`.slice(0, 8).padEnd(8, 'X'),
    holderName: `Persona ${id}`,
    ticketStatus: 'paid',
    paymentStatus: 'approved',
    paymentMethod: 'mercadopago',
    cancelReason: null,
    refundRequested: false,
    quantity: 1,
    admittedCount: 0,
    firstAdmittedAt: null,
    ...change,
  };
}

const COURTESY: Partial<AdmissionListEntry> = {
  ticketStatus: 'reserved',
  paymentStatus: 'approved',
  paymentMethod: 'courtesy',
};

/** Freezes a state deeply, so that any change in place throws (test files are ES modules: strict mode). */
function deepFreeze<T>(value: T): T {
  if (value instanceof Map) for (const item of value.values()) deepFreeze(item);
  else if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** One reducer step that also proves the previous state was left as it was. */
function step(state: DoorState, action: DoorAction): DoorState {
  const before = structuredClone(state);
  const next = doorReducer(deepFreeze(state), action);
  expect(state).toEqual(before);
  return next;
}

function door(entries: AdmissionListEntry[], queue: QueuedAdmission[] = []): DoorState {
  const requested = step(initialDoorState('uid-puerta', queue), { type: 'listRequested', eventId: SHOW });
  return step(requested, { type: 'listLoaded', eventId: SHOW, entries });
}

let scans = 0;
function scan(
  state: DoorState,
  what: DoorScan,
  options: { perScan?: PerScan; online?: boolean; at?: string; id?: string } = {},
): DoorState {
  scans += 1;
  return step(state, {
    type: 'scanned',
    scan: what,
    eventId: SHOW,
    perScan: options.perScan ?? 'all',
    online: options.online ?? true,
    id: options.id ?? `scan-${scans}`,
    at: options.at ?? AT,
  });
}

/** A QR whose signature the device checked. */
const qr = (ticketId: string): DoorScan => ({ code: `qr-of-${ticketId}`, ticketId });

describe('doorReducer: judging on the device', () => {
  it('admits a paid ticket, queues the admission and shows it pending', () => {
    const state = scan(door([entry('a')]), qr('a'), { id: 'first' });
    expect(state.current).toEqual({
      id: 'first',
      at: AT,
      tone: 'ok',
      headline: 'Adelante',
      holderName: 'Persona a',
      people: '1 de 1 persona',
      seats: [],
      sync: 'pending',
    });
    expect(state.history).toEqual([state.current]);
    expect(state.queue).toEqual([
      { id: 'first', request: { eventId: SHOW, code: 'qr-of-a', count: 1 }, scannedAt: AT, ticketId: 'a' },
    ]);
    expect(state.entries.get('a')).toMatchObject({ admittedCount: 1, ticketStatus: 'redeemed', firstAdmittedAt: AT });
    expect(doorCounts(state.entries.values())).toEqual({ admitted: 1, sold: 1 });
  });

  it('names a seated ticket’s seats, from the list offline and from the server online', () => {
    const seats = ['Platea · Fila F · Silla 12', 'Platea · Fila F · Silla 13'];
    const offline = scan(door([entry('s', { quantity: 2, seats })]), qr('s'), { online: false });
    expect(offline.current).toMatchObject({ tone: 'ok', people: '2 de 2 personas', seats });
    const again = scan(offline, qr('s'), { online: false });
    expect(again.current).toMatchObject({ tone: 'bad', seats });

    let online = scan(door([]), qr('nuevo'), { id: 'nuevo' });
    online = step(online, {
      type: 'serverAnswered',
      id: 'nuevo',
      result: { outcome: 'admitted', holderName: 'Sentada', quantity: 2, admittedCount: 2, seats },
    });
    expect(online.current).toMatchObject({ tone: 'ok', holderName: 'Sentada', seats });
  });

  it('admits a group one person at a time, then the rest at once', () => {
    let state = door([entry('g', { quantity: 4 })]);
    state = scan(state, qr('g'), { perScan: 'one' });
    expect(state.current).toMatchObject({ tone: 'ok', people: '1 de 4 personas' });
    expect(state.entries.get('g')).toMatchObject({ admittedCount: 1, ticketStatus: 'paid', firstAdmittedAt: AT });
    state = scan(state, { reference: 'REFGXXXX' }, { perScan: 'one', at: LATER });
    expect(state.current).toMatchObject({ tone: 'ok', people: '2 de 4 personas' });
    expect(state.entries.get('g')?.firstAdmittedAt).toBe(AT);
    state = scan(state, qr('g'));
    expect(state.current).toMatchObject({ tone: 'ok', people: '4 de 4 personas' });
    expect(state.entries.get('g')).toMatchObject({ admittedCount: 4, ticketStatus: 'redeemed' });
    expect(state.queue.map((admission) => admission.request.count)).toEqual([1, 1, 2]);
    expect(state.queue[1]?.request).toEqual({ eventId: SHOW, ticketId: 'g', count: 1 });
  });

  it('refuses a ticket whose people are all in, with the time of the first', () => {
    let state = scan(door([entry('a', { quantity: 2 })]), qr('a'));
    state = scan(state, qr('a'), { at: LATER, id: 'repeat' });
    expect(state.current).toEqual({
      id: 'repeat',
      at: LATER,
      tone: 'bad',
      headline: 'Ya ingresó a las 20:30',
      holderName: 'Persona a',
      people: '2 de 2 personas',
      seats: [],
      sync: 'local',
    });
    expect(state.queue).toHaveLength(1);

    // counted in by another door: the list says so, the status may not yet
    const listed = scan(door([entry('b', { admittedCount: 1 })]), qr('b'));
    expect(listed.current).toMatchObject({ tone: 'bad', headline: CHECK_IN_TEXTS.already_admitted });
  });

  it.each([
    ['cancelled', { ticketStatus: 'cancelled', cancelReason: 'user_cancelled' }, CHECK_IN_TEXTS.cancelled],
    ['refunded', { ticketStatus: 'cancelled', cancelReason: 'refunded' }, CHECK_IN_TEXTS.refunded],
    ['refund pending', { refundRequested: true }, CHECK_IN_TEXTS.refund_pending],
    ['an unpaid hold', { ticketStatus: 'reserved', paymentStatus: 'pending' }, CHECK_IN_TEXTS.unpaid],
    ['another show’s (listed)', { eventId: 'otro-show' }, CHECK_IN_TEXTS.wrong_event],
  ] as const)('refuses %s ticket, offline too, and queues nothing', (_, change, headline) => {
    const state = scan(door([entry('x', change)]), qr('x'), { online: false });
    expect(state.current).toMatchObject({
      tone: 'bad',
      headline,
      holderName: 'Persona x',
      people: null,
      sync: 'local',
    });
    expect(state.queue).toEqual([]);
    expect(state.questions).toEqual([]);
    expect(state.entries.get('x')?.admittedCount).toBe(0);
  });

  it('admits a COURTESY offline like a paid ticket, by its typed reference', () => {
    const list = door([entry('c', { ...COURTESY, quantity: 2 })]);
    const state = scan(list, { reference: '  refcxxxx ' }, { online: false, id: 'courtesy' });
    expect(state.current).toMatchObject({
      tone: 'ok',
      headline: 'Adelante',
      people: '2 de 2 personas',
      sync: 'pending',
    });
    expect(state.queue).toEqual([
      { id: 'courtesy', request: { eventId: SHOW, ticketId: 'c', count: 2 }, scannedAt: AT, ticketId: 'c' },
    ]);
    expect(state.entries.get('c')).toMatchObject({ admittedCount: 2, ticketStatus: 'redeemed' });
    expect(doorCounts(list.entries.values())).toEqual({ admitted: 0, sold: 2 });
    expect(doorCounts(state.entries.values())).toEqual({ admitted: 2, sold: 2 });
  });

  it('admits a COURTESY online, and the server confirms it', () => {
    let state = scan(door([entry('c', COURTESY)]), qr('c'), { id: 'courtesy' });
    state = step(state, {
      type: 'serverAnswered',
      id: 'courtesy',
      result: { outcome: 'admitted', ticketId: 'c', quantity: 1, admittedCount: 1, firstAdmittedAt: AT },
    });
    expect(state.current).toMatchObject({ tone: 'ok', headline: 'Adelante', sync: 'synced' });
    expect(state.queue).toEqual([]);
    expect(state.entries.get('c')).toMatchObject({ admittedCount: 1, ticketStatus: 'redeemed' });
  });

  it('refuses a code that is not ours at once, without asking anyone', () => {
    const state = scan(door([entry('a')]), { code: 'falso', ticketId: null });
    expect(state.current).toMatchObject({ tone: 'bad', headline: CHECK_IN_TEXTS.invalid_code, sync: 'local' });
    expect(state.questions).toEqual([]);
  });
});

describe('doorReducer: tickets missing from the list', () => {
  it.each([
    [qr('ajeno'), { outcome: 'wrong_event' }, CHECK_IN_TEXTS.wrong_event],
    [{ reference: 'NOEXISTE' }, { outcome: 'invalid_code', reason: 'not_found' }, CHECK_IN_TEXTS.not_found],
    [{ code: 'sin-llave', unchecked: true }, { outcome: 'invalid_code' }, CHECK_IN_TEXTS.invalid_code],
  ] as const)('offline, %o gets the device’s answer at once', (what, _, headline) => {
    const state = scan(door([entry('a')]), what, { online: false });
    expect(state.current).toMatchObject({ tone: 'bad', headline, sync: 'local' });
    expect(state.questions).toEqual([]);
  });

  it('online, asks the server and shows its answer; its failure shows the device’s', () => {
    let state = scan(door([entry('a')]), qr('ajeno'), { id: 'ajeno' });
    state = scan(state, { reference: 'NOEXISTE' }, { id: 'typed' });
    expect(state.current).toBeNull();
    expect(state.questions).toEqual([
      {
        id: 'ajeno',
        at: AT,
        request: { eventId: SHOW, code: 'qr-of-ajeno' },
        fallback: { outcome: 'wrong_event' },
      },
      {
        id: 'typed',
        at: AT,
        request: { eventId: SHOW, ticketId: 'NOEXISTE' },
        fallback: { outcome: 'invalid_code', reason: 'not_found' },
      },
    ]);
    state = step(state, {
      type: 'serverAnswered',
      id: 'ajeno',
      result: { outcome: 'admitted', holderName: 'Recién llegada', quantity: 2, admittedCount: 2 },
    });
    expect(state.current).toEqual({
      id: 'ajeno',
      at: AT,
      tone: 'ok',
      headline: 'Adelante',
      holderName: 'Recién llegada',
      people: '2 de 2 personas',
      seats: [],
      sync: 'synced',
    });
    state = step(state, { type: 'sendFailed', id: 'typed', final: true });
    expect(state.current).toMatchObject({ id: 'typed', headline: CHECK_IN_TEXTS.not_found, sync: 'local' });
    expect(state.questions).toEqual([]);
    expect(state.history.map((result) => result.id)).toEqual(['typed', 'ajeno']);
  });

  it('judges nothing against another show’s list', () => {
    const state = step(door([entry('a')]), {
      type: 'scanned',
      scan: qr('a'),
      eventId: 'otro-show',
      perScan: 'all',
      online: false,
      id: 'elsewhere',
      at: AT,
    });
    expect(state.current).toMatchObject({ headline: CHECK_IN_TEXTS.wrong_event, sync: 'local' });
    expect(state.queue).toEqual([]);
  });
});

describe('doorReducer: the queue and the server’s answers', () => {
  const admitted = (ticketId: string, admittedCount: number): CheckInResult => ({
    outcome: 'admitted',
    ticketId,
    quantity: admittedCount,
    admittedCount,
    firstAdmittedAt: AT,
  });

  it('grows offline and shrinks, in order, as the server answers', () => {
    let state = door([entry('a'), entry('b', { quantity: 2 })]);
    state = scan(state, qr('a'), { online: false, id: 'one' });
    state = scan(state, qr('b'), { online: false, id: 'two' });
    expect(state.queue.map((admission) => admission.id)).toEqual(['one', 'two']);

    const stillOffline = step(state, { type: 'sendFailed', id: 'one', final: false });
    expect(stillOffline).toBe(state);

    state = step(state, { type: 'serverAnswered', id: 'one', result: admitted('a', 1) });
    expect(state.queue.map((admission) => admission.id)).toEqual(['two']);
    expect(state.history.find((result) => result.id === 'one')?.sync).toBe('synced');
    state = step(state, { type: 'serverAnswered', id: 'two', result: admitted('b', 2) });
    expect(state.queue).toEqual([]);
    expect(state.history.map((result) => result.sync)).toEqual(['synced', 'synced']);
    expect(doorCounts(state.entries.values())).toEqual({ admitted: 3, sold: 3 });

    const again = step(state, { type: 'serverAnswered', id: 'two', result: admitted('b', 2) });
    expect(again).toBe(state);
  });

  it('takes the server’s word over the device’s: already admitted at another door', () => {
    let state = scan(door([entry('a', { quantity: 2 })]), qr('a'), { online: false, id: 'one', perScan: 'one' });
    state = step(state, {
      type: 'serverAnswered',
      id: 'one',
      result: { outcome: 'already_admitted', ticketId: 'a', quantity: 2, admittedCount: 2, firstAdmittedAt: LATER },
    });
    expect(state.current).toMatchObject({
      id: 'one',
      headline: 'Adelante',
      sync: 'conflict',
      serverHeadline: 'Ya ingresó a las 20:45',
    });
    expect(state.history[0]).toEqual(state.current);
    expect(state.queue).toEqual([]);
    expect(state.entries.get('a')).toMatchObject({
      admittedCount: 2,
      firstAdmittedAt: LATER,
      ticketStatus: 'redeemed',
    });
  });

  it.each([
    ['refunded', CHECK_IN_TEXTS.refunded],
    ['refund_pending', CHECK_IN_TEXTS.refund_pending],
    ['cancelled', CHECK_IN_TEXTS.cancelled],
  ] as const)('learns from a %s answer, so the next scan gets it too', (reason, headline) => {
    let state = scan(door([entry('a', { quantity: 3 })]), qr('a'), { id: 'one', perScan: 'one' });
    state = step(state, {
      type: 'serverAnswered',
      id: 'one',
      result: { outcome: 'not_admissible', reason, ticketId: 'a', quantity: 3, admittedCount: 0 },
    });
    expect(state.current).toMatchObject({ sync: 'conflict', serverHeadline: headline });
    expect(state.entries.get('a')?.admittedCount).toBe(0);
    state = scan(state, qr('a'));
    expect(state.current).toMatchObject({ tone: 'bad', headline });
  });

  it('drops an admission the server refuses outright, marked as a conflict', () => {
    let state = scan(door([entry('a')]), qr('a'), { id: 'one' });
    state = step(state, { type: 'sendFailed', id: 'one', final: true });
    expect(state.queue).toEqual([]);
    expect(state.current).toMatchObject({ sync: 'conflict', serverHeadline: CHECK_IN_TEXTS.conflict });
  });

  it('counts the admissions still queued into a list loaded after a reload', () => {
    const queued: QueuedAdmission[] = [
      { id: 'q1', request: { eventId: SHOW, ticketId: 'g', count: 2 }, scannedAt: AT, ticketId: 'g' },
      { id: 'q2', request: { eventId: SHOW, ticketId: 'g', count: 5 }, scannedAt: LATER, ticketId: 'g' },
      { id: 'q3', request: { eventId: 'otro-show', ticketId: 'a', count: 1 }, scannedAt: AT, ticketId: 'a' },
    ];
    const state = door([entry('g', { quantity: 3 }), entry('a')], queued);
    expect(state.entries.get('g')).toMatchObject({ admittedCount: 3, firstAdmittedAt: AT });
    expect(state.entries.get('a')?.admittedCount).toBe(0);
    expect(state.list).toEqual({ eventId: SHOW, status: 'ready', refusal: null });
  });

  it('drops a periodic refresh while admissions wait, and a list of a show no longer open', () => {
    const waiting = scan(door([entry('a'), entry('b')]), qr('a'), { online: false });
    const fresh = [entry('a'), entry('b'), entry('nuevo')];
    expect(step(waiting, { type: 'listLoaded', eventId: SHOW, entries: fresh, refresh: true })).toBe(waiting);
    expect(step(waiting, { type: 'listLoaded', eventId: 'otro-show', entries: fresh })).toBe(waiting);
    const reloaded = step(waiting, { type: 'listLoaded', eventId: SHOW, entries: fresh });
    expect(reloaded.entries.size).toBe(3);
    expect(reloaded.entries.get('a')?.admittedCount).toBe(1);
  });
});

describe('doorReducer: the door as a whole', () => {
  it('counts people in of people with a live ticket, courtesies included', () => {
    const entries = [
      entry('paid', { quantity: 2, admittedCount: 1 }),
      entry('courtesy', { ...COURTESY, quantity: 3 }),
      entry('free', { ...COURTESY, paymentMethod: 'free' }),
      entry('used', { ticketStatus: 'redeemed', quantity: 2, admittedCount: 2 }),
      entry('cancelled', { ticketStatus: 'cancelled', quantity: 4 }),
      entry('hold', { ticketStatus: 'reserved', paymentStatus: 'pending', quantity: 5 }),
    ];
    const state = door(entries);
    expect(doorCounts(state.entries.values())).toEqual({ admitted: 3, sold: 8 });
    const after = scan(scan(state, qr('courtesy'), { online: false }), qr('paid'), { online: false });
    expect(doorCounts(after.entries.values())).toEqual({ admitted: 7, sold: 8 });
  });

  it('leaves the previous state as it was: every change is a new object', () => {
    const before = door([entry('a', { quantity: 2 })]);
    const after = scan(before, qr('a'), { perScan: 'one', id: 'one' });
    expect(after).not.toBe(before);
    expect(after.entries).not.toBe(before.entries);
    expect(before.entries.get('a')).toMatchObject({ admittedCount: 0, firstAdmittedAt: null, ticketStatus: 'paid' });
    expect(before.queue).toEqual([]);
    expect(before.history).toEqual([]);
    expect(before.current).toBeNull();
    const answered = step(after, {
      type: 'serverAnswered',
      id: 'one',
      result: { outcome: 'already_admitted', quantity: 2, admittedCount: 2 },
    });
    expect(after.entries.get('a')?.admittedCount).toBe(1);
    expect(after.history[0]?.sync).toBe('pending');
    expect(answered.history[0]).not.toBe(after.history[0]);
  });

  it('keeps the latest results, and clears only the one still on screen', () => {
    let state = door([entry('a')]);
    for (let index = 0; index < HISTORY_LENGTH + 5; index += 1)
      state = scan(state, { code: 'falso', ticketId: null }, { id: `falso-${index}` });
    expect(state.history).toHaveLength(HISTORY_LENGTH);
    expect(state.history[0]?.id).toBe(`falso-${HISTORY_LENGTH + 4}`);
    expect(step(state, { type: 'dismissed', id: 'falso-0' })).toBe(state);
    expect(step(state, { type: 'dismissed', id: state.current!.id }).current).toBeNull();
    expect(step(state, { type: 'dismissed' }).current).toBeNull();
  });

  it('restores an account’s queue and shows a refused list with the server’s reason', () => {
    const restored = step(initialDoorState(null, []), {
      type: 'queueRestored',
      owner: 'uid-otra',
      queue: [{ id: 'q', request: { eventId: SHOW, count: 1, ticketId: 'a' }, scannedAt: AT }],
    });
    expect(restored).toMatchObject({ queueOwner: 'uid-otra', queue: [{ id: 'q' }] });
    const requested = step(restored, { type: 'listRequested', eventId: SHOW });
    const failed = step(requested, { type: 'listFailed', eventId: SHOW, refusal: 'Tu turno en la puerta terminó.' });
    expect(failed.list).toEqual({ eventId: SHOW, status: 'error', refusal: 'Tu turno en la puerta terminó.' });
  });
});
