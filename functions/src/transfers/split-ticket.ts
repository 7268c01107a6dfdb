import { splitAmount } from '@carcajada/domain';
import type { TicketMoneyFields } from '@carcajada/domain/stored/ticket';
import type { DocumentData } from 'firebase-admin/firestore';

type SeatTake = Record<string, number>;

/**
 * Splits a ticket's seat take (`seatBlocks` or `quotaBlocks`: block → seats) in two: `moved`
 * seats for the part given away, the rest kept. Each seat stays counted on exactly one ticket, so
 * a later cancellation of either gives back exactly its own seats to the blocks they came from.
 * null (nothing taken from that pool) stays null on both.
 */
export function splitTake(take: SeatTake | null, moving: number): { kept: SeatTake | null; moved: SeatTake | null } {
  if (take === null) return { kept: null, moved: null };
  const kept: SeatTake = { ...take };
  const moved: SeatTake = {};
  let left = moving;
  // from the highest block id down: deterministic, and any block is as good as another
  for (const block of Object.keys(take).sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))) {
    if (left === 0) break;
    const seats = Math.min(kept[block] ?? 0, left);
    if (seats <= 0) continue;
    moved[block] = seats;
    kept[block] = (kept[block] ?? 0) - seats;
    if (kept[block] === 0) delete kept[block];
    left -= seats;
  }
  return { kept, moved };
}

/**
 * The money fields of a ticket as two parts at the same price per seat (the rounding stays with the
 * giver): each part is priced from what the order actually paid, so a seat of a 2x1 or a table
 * moves with its share of the promoted amount, never at the list price.
 */
export function splitMoney(
  data: DocumentData,
  quantity: number,
  moving: number,
): { kept: TicketMoneyFields; moved: TicketMoneyFields } {
  const part = (value: unknown) => splitAmount(typeof value === 'number' ? value : 0, quantity, moving);
  const amount = part(data.amount);
  const kept: TicketMoneyFields = { amount: amount.kept };
  const moved: TicketMoneyFields = { amount: amount.moved };
  for (const field of ['discountTotal', 'mpFee', 'parafiscal', 'promotionDiscount', 'promotionTickets'] as const) {
    if (typeof data[field] !== 'number') continue;
    const { kept: keptPart, moved: movedPart } = part(data[field]);
    kept[field] = keptPart;
    moved[field] = movedPart;
  }
  const price = data.price as Record<string, unknown> | undefined;
  if (price && typeof price === 'object') {
    const keptPrice: Record<string, unknown> = { ...price };
    const movedPrice: Record<string, unknown> = { ...price };
    // the per-seat figures (unitPrice, percent, fee per ticket) stay; the totals split
    for (const field of ['subtotal', 'tax', 'serviceFee', 'total']) {
      if (typeof price[field] !== 'number') continue;
      keptPrice[field] = part(price[field]).kept;
      movedPrice[field] = part(price[field]).moved;
    }
    kept.price = keptPrice;
    moved.price = movedPrice;
  }
  return { kept, moved };
}
