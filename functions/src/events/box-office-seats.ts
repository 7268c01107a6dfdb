import { BOX_OFFICE_QUOTA_MESSAGE, boxOfficeQuotaFrom } from '@carcajada/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { RefusalError } from '../common/errors.js';
import { boxOfficeBlocksOf } from '../seats/inventory.js';
import { blockSeats } from '../seats/seat-blocks.js';
import { resizeSeats } from '../seats/seat-resize.js';

/**
 * The seats kept for the door (`box_office_quota`, docs/box-office.md, "The door's quota is a pool of its own"):
 * they live in events/{id}/box_office_blocks, apart from the online seats (seat_blocks holds the
 * capacity minus the quota), so the online sale never sees them.
 */
export function requestedBoxOfficeQuota(value: unknown, capacity: number | null): number | undefined {
  const quota = boxOfficeQuotaFrom(value, capacity);
  if (quota === null) throw invalidBoxOfficeQuota();
  return quota;
}

/** The quota is not a whole number from 0 to the capacity: the form marks its field. */
export function invalidBoxOfficeQuota(): RefusalError {
  return new RefusalError({ reason: 'invalidEvent', fieldErrors: { boxOfficeQuota: BOX_OFFICE_QUOTA_MESSAGE } });
}

/**
 * Resizes the door's blocks from `quota` to `next` in the transaction, so door sales stay sold:
 * refused below what the door already sold from them. Returns the writes to make after every read.
 */
export async function resizeBoxOfficeSeats(transaction: Transaction, eventId: string, quota: number, next: number) {
  const collection = boxOfficeBlocksOf(eventId);
  const blocks = (await transaction.get(collection)).docs.map(blockSeats);
  const resize = resizeSeats(blocks, blocks.length === 0 ? null : quota, next);
  if (!resize.ok) throw new RefusalError({ reason: 'boxOfficeQuotaBelowSold', seatsTaken: resize.seatsTaken });
  return () => {
    for (const [id, seatsLeft] of Object.entries(resize.blocks))
      transaction.set(collection.doc(id), { seats_left: seatsLeft }, { merge: true });
  };
}
