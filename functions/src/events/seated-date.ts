import {
  doorSeatsMoved,
  planSeatedDate,
  seatLabelsOf,
  type SeatedDateInput,
  type SeatingPlan,
} from '@carcajada/domain/seating';
import { type StoredPlan } from '@carcajada/domain/stored/seating-plan';
import { SeatedDateRequest } from '@carcajada/domain/requests';
import type { Transaction } from 'firebase-admin/firestore';
import { RefusalError, refusal } from '../common/errors.js';
import { ticketTypesOf } from '../common/firestore.js';
import { readSeatingPlan } from '../seating/plan-store.js';
import { writeSeatViews } from '../seating/seat-views.js';
import { seatClaimRef } from '../seats/seat-claims.js';
import type { TicketTypesPlan } from './ticket-types-write.js';

/** A seated date asked for in saveEvent, with its plan read (before the save's transaction). */
export interface RequestedSeating {
  input: SeatedDateInput;
  stored: StoredPlan;
  plan: SeatingPlan;
  /** The plan's sellable seats: the date's capacity. */
  capacity: number;
  /** The door's seats: the date's `box_office_quota`. */
  boxOfficeQuota: number;
}

/** saveEvent's `seating_plan_id`, `seat_categories`, `box_office_seats`; null when absent (the date stays as it is). */
export async function requestedSeating(envelope: Record<string, unknown>): Promise<RequestedSeating | null> {
  if (envelope.seating_plan_id === undefined) return null;
  const parsed = SeatedDateRequest.safeParse(envelope);
  if (!parsed.success) throw refusal('invalidRequest');
  const { stored, plan } = await readSeatingPlan(parsed.data.seating_plan_id);
  return {
    input: parsed.data,
    stored,
    plan,
    capacity: stored.sellable_seats,
    boxOfficeQuota: new Set(parsed.data.box_office_seats).size,
  };
}

/**
 * The date's seated fields, judged in the save's transaction: the plan is its organizer's own
 * (`notYourSeatingPlan`), every category with seats to sell maps to one of the date's ticket types
 * after the save, and the door's seats are sellable seats of the plan (`invalidEvent`); a seat
 * moved into or out of the door's (`storedDoor`: its seats before the save; null for a new date)
 * must be free (`doorSeatsTaken`, read in the transaction).
 */
export async function seatedDateFields(
  transaction: Transaction,
  eventId: string,
  seating: RequestedSeating,
  organizerId: string | null,
  typesPlan: TicketTypesPlan | null,
  storedDoor: readonly string[] | null = null,
): Promise<SeatedDateInput> {
  if (!organizerId || seating.stored.organizerId !== organizerId) throw refusal('notYourSeatingPlan');
  const types =
    typesPlan?.types ??
    (await transaction.get(ticketTypesOf(eventId))).docs
      .filter((type) => !type.get('archived'))
      .map((type) => ({ id: type.id, name: String(type.get('name') ?? '') }));
  const judged = planSeatedDate(seating.plan, seating.input, types);
  if (!judged.ok) throw new RefusalError({ reason: 'invalidEvent', fieldErrors: judged.fieldErrors });
  // a new date has no claims yet
  if (storedDoor)
    await assertDoorSeatsFree(
      transaction,
      eventId,
      seating.plan,
      doorSeatsMoved(storedDoor, judged.fields.box_office_seats),
    );
  return judged.fields;
}

/** Seats held by a live ticket (a claim) cannot enter or leave the door's seats. */
async function assertDoorSeatsFree(transaction: Transaction, eventId: string, plan: SeatingPlan, moved: string[]) {
  if (moved.length === 0) return;
  const claims = await transaction.getAll(...moved.map((seatId) => seatClaimRef(eventId, seatId)));
  const taken = claims.filter((claim) => claim.exists).map((claim) => claim.id);
  if (taken.length > 0) throw new RefusalError({ reason: 'doorSeatsTaken', seats: seatLabelsOf(plan, taken) });
}

/** Once the date is seated (or its door seats changed): every zone's view written from its claims. */
export async function writeDateViews(eventId: string, seating: RequestedSeating): Promise<void> {
  await writeSeatViews(eventId, seating.plan, seating.input.seating_plan_id, new Set(seating.input.box_office_seats));
}
