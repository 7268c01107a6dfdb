import {
  BOX_OFFICE_PAYMENT_METHOD,
  paymentsConfigFrom,
  SEAT_HOLDING_STATUSES,
  sortTicketTypes,
  ticketTypeFromData,
  type BoxOfficeView,
} from '@carcajada/domain';
import { doorSeatViews, SeatedEventFieldsSchema } from '@carcajada/domain/seating';
import type { Caller } from '../common/caller.js';
import { RefusalError } from '../common/errors.js';
import { COLLECTIONS, db, eventRef, PAYMENTS_CONFIG_PATH, ticketTypesOf } from '../common/firestore.js';
import type { StoredEvent } from '../documents/event.js';
import { boxOfficeBlocksOf } from '../seats/inventory.js';
import { authorizeBoxOffice } from './authorize-box-office.js';
import { readSeatingPlan } from '../seating/plan-store.js';
import { seatClaimRef } from '../seats/seat-claims.js';

/** A door ticket as the admission list already read it: what the door's seats left need. */
export interface DoorSeatHolder {
  paymentMethod: string;
  ticketStatus: string;
  quantity: number;
}

/** The door's seats left: its blocks' sum; before they are laid out, the quota minus the door's sales. */
async function doorSeatsLeft(eventId: string, quota: number, tickets: readonly DoorSeatHolder[]): Promise<number> {
  if (quota <= 0) return 0;
  const blocks = await boxOfficeBlocksOf(eventId).get();
  if (!blocks.empty)
    return blocks.docs.reduce((sum, block) => sum + Math.max(0, Number(block.get('seats_left')) || 0), 0);
  const held = new Set<string>(SEAT_HOLDING_STATUSES);
  const sold = tickets
    .filter((ticket) => ticket.paymentMethod === BOX_OFFICE_PAYMENT_METHOD && held.has(ticket.ticketStatus))
    .reduce((sum, ticket) => sum + ticket.quantity, 0);
  return Math.max(0, quota - sold);
}

/** A seated date's door seats, each free or held (its claim), for the phone to sell by seat (offline too). */
async function doorSeatsOf(eventId: string, event: StoredEvent): Promise<BoxOfficeView['doorSeats']> {
  const fields = SeatedEventFieldsSchema.safeParse(event);
  const planId = fields.success ? fields.data.seating_plan_id : null;
  if (!fields.success || !planId) return undefined;
  const door = fields.data.box_office_seats ?? [];
  const [{ plan }, claims] = await Promise.all([
    readSeatingPlan(planId),
    door.length > 0 ? db().getAll(...door.map((seatId) => seatClaimRef(eventId, seatId))) : Promise.resolve([]),
  ]);
  const claimed = new Set(claims.filter((claim) => claim.exists).map((claim) => claim.id));
  return doorSeatViews(plan, door, fields.data.seat_categories ?? {}, claimed);
}

/**
 * The box office's figures for the door's list (decision "The box office at the door"), or null
 * for a caller who may not sell at this date (door staff without `boxOffice`): they learn nothing
 * of the door's seats or prices.
 */
export async function boxOfficeView(
  caller: Caller,
  eventId: string,
  event: StoredEvent,
  tickets: readonly DoorSeatHolder[],
): Promise<BoxOfficeView | null> {
  try {
    await authorizeBoxOffice(caller, eventId, event);
  } catch (error) {
    if (error instanceof RefusalError) return null;
    throw error;
  }
  const [seatsLeft, staff, types, config, doorSeats] = await Promise.all([
    doorSeatsLeft(eventId, event.box_office_quota, tickets),
    eventRef(eventId).collection(COLLECTIONS.doorStaff).where('boxOffice', '==', true).count().get(),
    ticketTypesOf(eventId).get(),
    db().doc(PAYMENTS_CONFIG_PATH).get(),
    doorSeatsOf(eventId, event),
  ]);
  const live = sortTicketTypes(types.docs.flatMap((doc) => ticketTypeFromData(doc.id, doc.data()) ?? []));
  return {
    seatsLeft,
    // the organizer's side (its members, ADMIN) counts as one seller
    sellers: staff.data().count + 1,
    taxes: paymentsConfigFrom(config.exists ? config.data() : undefined).taxes,
    price: event.ticket_price,
    types: live.map((type) => ({ id: type.id, name: type.name, price: type.price, promotion: type.promotion })),
    ...(doorSeats && { doorSeats }),
  };
}
