import type { ComedyEvent } from '@carcajada/domain';

/** What the aggregation queries give for one show (seats and COP). */
export interface ShowSales {
  /** Seats of paid, validated and free-reserved tickets. */
  sold: number;
  /** Seats held by checkouts not paid yet (cash holds included). */
  held: number;
  /** Of those, seats and money (COP) held by Efecty vouchers not paid yet: "Pendiente en efectivo". */
  cashHeld: number;
  cashHeldAmount: number;
  /** People already through the door. */
  admitted: number;
  subtotal: number;
  tax: number;
  serviceFee: number;
}

export interface ShowFigures extends ShowSales {
  /** null = no limit (external events). */
  capacity: number | null;
  /** The server's counter; null = no limit. */
  left: number | null;
  /** subtotal + IVA + service fees, as every ticket's total is (spec pricing). */
  total: number;
}

export interface OverviewTotals extends ShowSales {
  shows: number;
  /** Sums over the shows that have a limit. */
  capacity: number;
  left: number;
  total: number;
}

export function showFigures(event: Pick<ComedyEvent, 'capacity' | 'seats_left'>, sales: ShowSales): ShowFigures {
  return {
    ...sales,
    capacity: event.capacity,
    left: event.seats_left,
    total: sales.subtotal + sales.tax + sales.serviceFee,
  };
}

const EMPTY_TOTALS: OverviewTotals = {
  shows: 0,
  capacity: 0,
  left: 0,
  sold: 0,
  held: 0,
  cashHeld: 0,
  cashHeldAmount: 0,
  admitted: 0,
  subtotal: 0,
  tax: 0,
  serviceFee: 0,
  total: 0,
};

/** Totals for the period shown: the sum of its shows' figures. */
export function overviewTotals(figures: readonly ShowFigures[]): OverviewTotals {
  return figures.reduce<OverviewTotals>(
    (totals, show) => ({
      shows: totals.shows + 1,
      capacity: totals.capacity + (show.capacity ?? 0),
      left: totals.left + (show.left ?? 0),
      sold: totals.sold + show.sold,
      held: totals.held + show.held,
      cashHeld: totals.cashHeld + show.cashHeld,
      cashHeldAmount: totals.cashHeldAmount + show.cashHeldAmount,
      admitted: totals.admitted + show.admitted,
      subtotal: totals.subtotal + show.subtotal,
      tax: totals.tax + show.tax,
      serviceFee: totals.serviceFee + show.serviceFee,
      total: totals.total + show.total,
    }),
    EMPTY_TOTALS,
  );
}
