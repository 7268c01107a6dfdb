import type { TicketType } from '@carcajada/domain';
import type { ShowSales } from './show-figures';

/** What the aggregation queries give for one type (seats and COP). */
export interface TypeSales {
  /** Seats of paid, validated, free-reserved and courtesy tickets of the type. */
  sold: number;
  /** Seats held by checkouts of the type not paid yet. */
  held: number;
  /** COP charged: subtotal + IVA + service fees. */
  total: number;
}

export interface TypeSalesRow extends TypeSales {
  /** The type's id; null for the row of tickets no listed type explains. */
  id: string | null;
  name: string;
  price: number | null;
  hidden: boolean;
  quota: number | null;
  /** The type's free quota (the server's display copy); null without a quota. */
  left: number | null;
}

export const OTHER_TYPES_LABEL = 'Sin tipo o de tipos retirados';

/** One row per type, then the rest of the show's sales when the types do not add up to them. */
export function typeSalesRows(
  types: readonly TicketType[],
  perType: readonly TypeSales[],
  show: ShowSales,
): TypeSalesRow[] {
  const rows: TypeSalesRow[] = types.map((type, index) => ({
    id: type.id,
    name: type.name,
    price: type.price,
    hidden: type.hidden,
    quota: type.quota,
    left: type.seatsLeft,
    ...perType[index]!,
  }));
  const rest = {
    sold: show.sold - rows.reduce((sum, row) => sum + row.sold, 0),
    held: show.held - rows.reduce((sum, row) => sum + row.held, 0),
    total: show.subtotal + show.tax + show.serviceFee - rows.reduce((sum, row) => sum + row.total, 0),
  };
  if (rest.sold > 0 || rest.held > 0 || rest.total > 0)
    rows.push({ id: null, name: OTHER_TYPES_LABEL, price: null, hidden: false, quota: null, left: null, ...rest });
  return rows;
}
