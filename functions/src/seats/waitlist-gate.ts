import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { db, eventRef } from '../common/firestore.js';

/**
 * events/{eventId}/waitlist_gate/state: what keeps returned seats from open sale while people
 * wait (docs/waitlist.md).
 * - `returned`: seats given back to the blocks, ever (a blind increment on every return, so the
 *   return path reads nothing more and locks nothing more);
 * - `examined`: the `returned` the waitlist's offer step last looked at;
 * - `waiting`: entries still waiting;
 * - `unexamined`: true from a return until the offer step examines it (the field the sweep queries:
 *   Firestore cannot compare `returned` with `examined`, and a date that never sells again leaves
 *   it after one pass, so dead dates never crowd out live ones).
 * While someone waits and `returned > examined`, open buyers are refused as sold out: the offer
 * step runs first (a trigger on this document) and passes on to open sale only what nobody fits.
 */
export interface WaitlistGate {
  waiting: number;
  returned: number;
  examined: number;
}

const GATE_COLLECTION = 'waitlist_gate';

export function waitlistGateRef(eventId: string): DocumentReference {
  return eventRef(eventId).collection(GATE_COLLECTION).doc('state');
}

/** Gates whose returns wait for an offer pass while someone waits (what the tasks and triggers may have missed). */
export function gatesWithUnexaminedReturns(): Query {
  return db().collectionGroup(GATE_COLLECTION).where('unexamined', '==', true).where('waiting', '>', 0);
}

/** The date a gate belongs to. */
export function eventIdOfGate(gate: DocumentSnapshot): string {
  return gate.ref.parent.parent!.id;
}

function count(snapshot: DocumentSnapshot | undefined, field: string): number {
  const value: unknown = snapshot?.get(field);
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function gateOf(snapshot: DocumentSnapshot | undefined): WaitlistGate {
  return {
    waiting: count(snapshot, 'waiting'),
    returned: count(snapshot, 'returned'),
    examined: count(snapshot, 'examined'),
  };
}

/** Returned seats the offer step has not looked at yet, with somebody waiting for them. */
export function holdsReturnsForWaitlist(gate: WaitlistGate): boolean {
  return gate.waiting > 0 && gate.returned > gate.examined;
}

/** Seats back in the show's blocks (or a type's quota), told to the gate in the same transaction. */
export function noteSeatsReturned(transaction: Transaction, eventId: string, seats: number): void {
  if (seats <= 0) return;
  transaction.set(
    waitlistGateRef(eventId),
    { returned: FieldValue.increment(seats), unexamined: true, updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
}
