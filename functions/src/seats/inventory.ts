import {
  BOX_OFFICE_PAYMENT_METHOD,
  onlineSeatPool,
  SEAT_HOLDING_STATUSES,
  seatBlockCount,
  splitSeats,
  type OnlinePoolFields,
} from '@carcajada/domain';
import { AggregateField, type CollectionReference, type Query } from 'firebase-admin/firestore';
import { COLLECTIONS, db, eventRef, isAlreadyExists, seatBlocksOf, ticketsCollection } from '../common/firestore.js';
import { logInventoryLaidOut } from './log.js';
import { blockSeats } from './seat-blocks.js';
import type { BlockSeats } from './block-arithmetic.js';

/**
 * Counted seats a sale takes from: the show's seats on online sale (events/{id}/seat_blocks: the
 * capacity minus the door's quota), a ticket type's quota (events/{id}/ticket_types/{typeId}/quota_blocks)
 * or the seats kept for the door (events/{id}/box_office_blocks, `box_office_quota`). Each is split
 * into blocks of about ten seats with ids "0"…"n-1"; a sale of a type with a quota takes from both
 * pools in one atomic write, so neither the quota nor the capacity can be passed.
 */
export interface SeatPool {
  kind: 'show' | 'type' | 'door';
  blocks: CollectionReference;
  /** Seats the pool holds when nothing is sold: the capacity or the quota. */
  size: number;
  /** Live tickets that already hold seats of this pool (for a layout on first use). */
  holders: Query;
}

/** The seats on online sale (the domain's online pool: the capacity minus the door's quota); null: no limit. */
export function showPool(eventId: string, event: OnlinePoolFields): SeatPool | null {
  const size = onlineSeatPool(event);
  if (size === null) return null;
  return {
    kind: 'show',
    blocks: seatBlocksOf(eventId),
    size,
    holders: ticketsCollection()
      .where('eventId', '==', eventId)
      .where('ticketStatus', 'in', [...SEAT_HOLDING_STATUSES]),
  };
}

export function quotaBlocksOf(eventId: string, typeId: string): CollectionReference {
  return eventRef(eventId).collection(COLLECTIONS.ticketTypes).doc(typeId).collection(COLLECTIONS.quotaBlocks);
}

export function typePool(eventId: string, typeId: string, quota: number): SeatPool {
  return {
    kind: 'type',
    blocks: quotaBlocksOf(eventId, typeId),
    size: quota,
    holders: ticketsCollection()
      .where('eventId', '==', eventId)
      .where('ticketTypeId', '==', typeId)
      .where('ticketStatus', 'in', [...SEAT_HOLDING_STATUSES]),
  };
}

export function boxOfficeBlocksOf(eventId: string): CollectionReference {
  return eventRef(eventId).collection(COLLECTIONS.boxOfficeBlocks);
}

/** The seats kept for the door; only the door sells from them. */
export function doorPool(eventId: string, quota: number): SeatPool {
  return {
    kind: 'door',
    blocks: boxOfficeBlocksOf(eventId),
    size: quota,
    // a layout on first use counts every door sale, also those the online seats took: it never oversells
    holders: ticketsCollection()
      .where('eventId', '==', eventId)
      .where('paymentMethod', '==', BOX_OFFICE_PAYMENT_METHOD)
      .where('ticketStatus', 'in', [...SEAT_HOLDING_STATUSES]),
  };
}

export { blockSeats };

/** How many blocks a pool of this size is laid out in. */
export function poolBlockCount(pool: SeatPool): number {
  return seatBlockCount(pool.size);
}

/** `count` distinct random block ids of the pool: where a buyer first tries, so buyers spread out. */
export function randomBlockIds(pool: SeatPool, count: number, random = Math.random): string[] {
  const blocks = poolBlockCount(pool);
  const ids = new Set<string>();
  while (ids.size < Math.min(count, blocks)) ids.add(String(Math.floor(random() * blocks)));
  return [...ids];
}

/**
 * Lays out a pool whose blocks are missing (a show or type written in the console or by an
 * import): its size minus what live tickets already hold, split into blocks, all created in one
 * batch. Two buyers laying out at once both try to create block "0": one batch wins, the other
 * fails whole and reads the winner's blocks.
 */
async function layOut(pool: SeatPool): Promise<void> {
  const held = await pool.holders.aggregate({ seats: AggregateField.sum('quantity') }).get();
  const seatsLeft = Math.max(0, pool.size - Number(held.data().seats ?? 0));
  const batch = db().batch();
  splitSeats(seatsLeft, poolBlockCount(pool)).forEach((seats, index) =>
    batch.create(pool.blocks.doc(String(index)), { seats_left: seats }),
  );
  try {
    await batch.commit();
    logInventoryLaidOut({ path: pool.blocks.path, seatsLeft });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
}

/**
 * The blocks of a pool that still hold seats (a query: near a sell-out it returns only the few
 * that are not empty). A pool with no block at all is laid out first. An empty first answer is
 * read again once blocks exist: another buyer may have laid the pool out in between, and that
 * answer alone would turn the first buyers of a new date away as sold out.
 */
export async function openBlocks(pool: SeatPool): Promise<BlockSeats[]> {
  const open = pool.blocks.where('seats_left', '>', 0);
  const first = await open.get();
  if (!first.empty) return first.docs.map(blockSeats);
  const any = await pool.blocks.limit(1).get();
  if (any.empty) await layOut(pool);
  return (await open.get()).docs.map(blockSeats);
}
