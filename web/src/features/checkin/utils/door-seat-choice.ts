import { refusalMessage, type DoorSeatView } from '@carcajada/domain';
import type { SellAtDoorRequest } from '@carcajada/domain/requests';

/**
 * A door sale on a seated date (docs/box-office.md, "Seated dates at the door"): the seller names
 * the door's seats, or (online only) asks the server for the best of a category. Offline the phone
 * sells only door seats it knows free: the last list's, less those its own sales took.
 */
export type DoorChoice = { kind: 'seats'; seats: string[] } | { kind: 'best'; category: string; quantity: number };

/** The door's seats this phone may still sell: free at the last list and not in one of its sales. */
export function sellableDoorSeats(seats: readonly DoorSeatView[], takenHere: ReadonlySet<string>): DoorSeatView[] {
  return seats.filter((seat) => seat.free && seat.typeId !== null && !takenHere.has(seat.id));
}

/** The door's categories in the plan's order. */
export function doorCategories(seats: readonly DoorSeatView[]): string[] {
  return [...new Set(seats.map((seat) => seat.category))];
}

/** What is missing or wrong before the sale is made; null when it can be sold. */
export function doorChoiceProblem(
  choice: DoorChoice,
  seats: readonly DoorSeatView[],
  takenHere: ReadonlySet<string>,
  online: boolean,
): string | null {
  const sellable = sellableDoorSeats(seats, takenHere);
  if (choice.kind === 'best') {
    if (!online) return 'Sin conexión elige las sillas una por una.';
    const free = sellable.filter((seat) => seat.category === choice.category).length;
    if (!choice.category) return 'Elige la localidad.';
    return free < choice.quantity ? refusalMessage({ reason: 'notEnoughSeats', seatsLeft: free }) : null;
  }
  if (choice.seats.length === 0) return 'Elige las sillas de esta venta.';
  const chosen = seats.filter((seat) => choice.seats.includes(seat.id));
  if (new Set(chosen.map((seat) => seat.category)).size > 1) return refusalMessage({ reason: 'seatCategoryMismatch' });
  const open = new Set(sellable.map((seat) => seat.id));
  if (choice.seats.some((id) => !open.has(id))) return 'Una de esas sillas ya se vendió: quítala de esta venta.';
  return null;
}

/** The seat part of `sellAtDoor`'s request, the sale's type and what the phone's list calls it. */
export function doorChoiceRequest(
  choice: DoorChoice,
  seats: readonly DoorSeatView[],
): Pick<SellAtDoorRequest, 'quantity' | 'ticketTypeId' | 'seats' | 'bestAvailable'> & { what: string } {
  if (choice.kind === 'best') {
    const typeId = seats.find((seat) => seat.category === choice.category)?.typeId ?? undefined;
    return {
      quantity: choice.quantity,
      ...(typeId && { ticketTypeId: typeId }),
      bestAvailable: { category: choice.category, quantity: choice.quantity },
      what: `${choice.category}: mejores disponibles`,
    };
  }
  // in the order they were chosen, as the ticket names them
  const chosen = choice.seats.flatMap((id) => seats.find((seat) => seat.id === id) ?? []);
  const typeId = chosen[0]?.typeId ?? undefined;
  return {
    quantity: chosen.length,
    ...(typeId && { ticketTypeId: typeId }),
    seats: chosen.map((seat) => seat.id),
    what: chosen.map((seat) => seat.label).join('; '),
  };
}

/** Seats named by this phone's sales that the server has not refused: not offered again. */
export function seatsTakenHere(sales: readonly { status: string; request: SellAtDoorRequest }[]): Set<string> {
  return new Set(sales.filter((sale) => sale.status !== 'refused').flatMap((sale) => sale.request.seats ?? []));
}
