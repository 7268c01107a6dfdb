import {
  bestAvailableSeats,
  doorZoneStates,
  nearbySeatSuggestion,
  resolveDoorSeatChoice,
  resolveSeatChoice,
  type SeatClaim,
  type SeatingPlan,
  type TicketSeat,
} from '@carcajada/domain/seating';
import { RefusalError, refusal } from '../common/errors.js';
import { readSeatingPlan } from './plan-store.js';
import { claimsToCreate, SeatsTakenError, type ClaimToCreate } from '../seats/seat-claims.js';
import { readZoneStates } from './seat-views.js';
import { markLost, seatedDateOf, zoneIndex, type SeatedDate } from './seat-picker.js';
import type { SaleableEvent } from '../documents/event.js';

/** The date an order is for, with its id (online: the purchase's; at the door: the door's). */
export type SaleEvent = SaleableEvent & { id: string };

/** How a buyer chose: the seats named, or the server's best in a category (by its name). */
export interface SeatChoiceRequest {
  ticketTypeId?: string;
  seats?: string[];
  bestAvailable?: { category: string; quantity: number };
}

/** Who sells: online the door's seats are closed; at the door (`sellAtDoor`) only they are sold. */
export type SeatChannel = 'online' | 'door';

/** A seated order: the seats it takes, their category's ticket type, and what names them. */
export interface SeatedOrder {
  event: SaleEvent;
  channel: SeatChannel;
  eventId: string;
  planId: string;
  plan: SeatingPlan;
  door: Set<string>;
  categoryId: string;
  ticketTypeId: string;
  seats: TicketSeat[];
  zoneOf: Map<string, string>;
}

/** How long an instance reuses a plan it read: a rush reads it once, not 1 + zones documents per order. */
const PLAN_REUSE_MS = 10_000;
const plansRead = new Map<string, { readAt: number; plan: Promise<SeatingPlan> }>();

/**
 * The date's plan, reused for a few seconds. A plan saved meanwhile may not remove or re-category
 * a seat sold or held (`planInUse`), so a sale judged on the previous version never sells a seat
 * that is gone; the claims, not the plan, say whether a seat is free.
 */
function salePlan(planId: string, now = Date.now()): Promise<SeatingPlan> {
  const cached = plansRead.get(planId);
  if (cached && now - cached.readAt < PLAN_REUSE_MS) return cached.plan;
  const plan = readSeatingPlan(planId).then((read) => read.plan);
  plansRead.set(planId, { readAt: now, plan });
  plan.catch(() => plansRead.delete(planId));
  return plan;
}

/**
 * The seats of an order on a seated date, judged as the contract says: a general date refuses a
 * seat choice (`seatedDateOnly`), a seated one needs one (`seatsRequired`); named seats must be in
 * the plan (`seatNotInPlan`), on sale online (`seatBlocked`: blocked or the door's) and of one
 * category whose type is the one asked, if any (`seatCategoryMismatch`); best available picks the
 * category's seats from the views (`notEnoughSeats` when it has too few). `lost`: seats a previous
 * try lost, read as taken. Null: a general-admission order. At the door the same rules hold but
 * for the door's seats: only they are sold (`seatNotAtDoor`) and picked.
 */
export async function chooseSeats(
  event: SaleEvent,
  request: SeatChoiceRequest,
  lost: ReadonlySet<string> = new Set(),
  channel: SeatChannel = 'online',
): Promise<SeatedOrder | null> {
  const date = seatedDateOf(event);
  if (!date) {
    if (request.seats || request.bestAvailable) throw refusal('seatedDateOnly');
    return null;
  }
  if (!request.seats && !request.bestAvailable) throw refusal('seatsRequired');
  const plan = await salePlan(date.planId);
  const seatIds = request.seats ?? (await bestSeats(event.id, plan, date, request.bestAvailable!, lost, channel));
  const choice =
    channel === 'door' ? resolveDoorSeatChoice(plan, seatIds, date.door) : resolveSeatChoice(plan, seatIds, date.door);
  if (!choice.ok) {
    if (choice.reason === 'seatCategoryMismatch') throw refusal('seatCategoryMismatch');
    throw new RefusalError({ reason: choice.reason, seats: choice.seats });
  }
  const ticketTypeId = date.categories[choice.categoryName];
  // a category the organizer left unmapped is not on sale
  if (!ticketTypeId) throw refusal('eventUnavailable');
  if (request.ticketTypeId !== undefined && request.ticketTypeId !== ticketTypeId)
    throw refusal('seatCategoryMismatch');
  return {
    event,
    channel,
    eventId: event.id,
    planId: date.planId,
    plan,
    door: date.door,
    categoryId: choice.categoryId,
    ticketTypeId,
    seats: choice.seats,
    zoneOf: zoneIndex(plan),
  };
}

async function bestSeats(
  eventId: string,
  plan: SeatingPlan,
  date: SeatedDate,
  asked: { category: string; quantity: number },
  lost: ReadonlySet<string>,
  channel: SeatChannel,
): Promise<string[]> {
  const category = plan.categories.find((candidate) => candidate.name === asked.category);
  if (!category || !date.categories[category.name]) throw refusal('invalidRequest');
  const states = markLost(plan, await channelStates(eventId, plan, date.door, channel), lost);
  const seats = bestAvailableSeats(plan, states, category.id, asked.quantity);
  if (!seats) throw new RefusalError({ reason: 'notEnoughSeats', seatsLeft: 0 });
  return seats;
}

/** The zones' states as this channel sells them (the door's: its own seats free, the rest not). */
async function channelStates(eventId: string, plan: SeatingPlan, door: Set<string>, channel: SeatChannel) {
  const states = await readZoneStates(eventId, plan, door);
  return channel === 'door' ? doorZoneStates(states) : states;
}

/** The ticket's seat fields (contract: `seats` and `seating_plan_id`). */
export function seatedTicketFields(order: SeatedOrder): { seats: TicketSeat[]; seating_plan_id: string } {
  return { seats: order.seats, seating_plan_id: order.planId };
}

/** The claims the sale creates with the ticket: held until paid, sold at once when free. */
export function orderClaims(order: SeatedOrder, ticketId: string, state: SeatClaim['state']): ClaimToCreate[] {
  return claimsToCreate(
    order.eventId,
    ticketId,
    order.seats.map((seat) => ({ seatId: seat.seatId, zoneId: order.zoneOf.get(seat.seatId)! })),
    state,
  );
}

/** `seatTaken`: the seats lost, and as many free seats of the category nearest them. */
export async function seatTakenRefusal(order: SeatedOrder, taken: readonly string[]): Promise<RefusalError> {
  const states = markLost(
    order.plan,
    await channelStates(order.eventId, order.plan, order.door, order.channel),
    new Set(taken),
  );
  const asked = order.seats.map((seat) => seat.seatId);
  const suggestion = nearbySeatSuggestion(order.plan, states, order.categoryId, asked);
  return new RefusalError({ reason: 'seatTaken', taken: [...taken], suggestion });
}

/** Best-available tries after losing seats to faster buyers, before answering `seatTaken`. */
const BEST_AVAILABLE_TRIES = 3;

/**
 * Creates the ticket with the order's seats; a seat another buyer claimed first is answered
 * `seatTaken` with a suggestion nearby, or, for best available, the server picks again.
 */
export async function createTicketWithChosenSeats<T>(
  seated: SeatedOrder | null,
  request: SeatChoiceRequest,
  create: (order: SeatedOrder | null) => Promise<T>,
): Promise<T> {
  let order = seated;
  const lost = new Set<string>();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create(order);
    } catch (error) {
      if (!(error instanceof SeatsTakenError) || !order) throw error;
      error.taken.forEach((seat) => lost.add(seat));
      if (!request.bestAvailable || attempt >= BEST_AVAILABLE_TRIES) throw await seatTakenRefusal(order, error.taken);
      order = await chooseSeats(order.event, request, lost, order.channel);
    }
  }
}
