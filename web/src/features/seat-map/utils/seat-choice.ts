/**
 * What the buyer chose on a seated date's map or list (docs/seat-map.md, "Choosing"): seats
 * by id (with how tickets name them), or the server's best available in one category. The
 * checkout keeps it and sends it; the chooser (a lazy chunk) edits it.
 */

/** A seat the buyer chose, as the order summary names it. */
export interface ChosenSeat {
  id: string;
  /** "Platea · Fila F · Silla 12" (seatLabel). */
  label: string;
  /** The category's name (what `seat_categories` maps to a ticket type). */
  category: string;
}

export type SeatChoice = { kind: 'seats'; seats: ChosenSeat[] } | { kind: 'best'; category: string; quantity: number };

export const NO_SEATS: SeatChoice = { kind: 'seats', seats: [] };

/** A choice made on the map or the list, before the checkout holds it: the choice it was made on, and the new one. */
export interface PendingChoice {
  basis: SeatChoice;
  next: SeatChoice;
}

/**
 * What the chooser shows: the latest tap while the checkout still holds the choice it was made on,
 * or the checkout's echo of an earlier tap (one of `own`, the choices the chooser handed it);
 * anything else (a seat lost, a seatTaken answer, best available) wins.
 */
export function latestChoice(tap: PendingChoice | null, choice: SeatChoice, own: WeakSet<SeatChoice>): SeatChoice {
  return tap && (tap.basis === choice || own.has(choice)) ? tap.next : choice;
}

/** What the buyer is told once best available is asked (the map's button, or a priority offer's link). */
export function bestChoiceNote(category: string, quantity: number): string {
  return `Al confirmar te asignamos ${quantity === 1 ? 'la mejor silla disponible' : `las ${quantity} mejores sillas disponibles juntas`} de ${category}.`;
}

export function seatChoiceQuantity(choice: SeatChoice): number {
  return choice.kind === 'seats' ? choice.seats.length : choice.quantity;
}

/** The category of the order (one per order); null before any seat is chosen. */
export function seatChoiceCategory(choice: SeatChoice): string | null {
  return choice.kind === 'seats' ? (choice.seats[0]?.category ?? null) : choice.category;
}

/** The ticket type the category is sold as on this date, by `seat_categories`. */
export function seatChoiceTypeId(
  choice: SeatChoice,
  seatCategories: Record<string, string> | null | undefined,
): string | null {
  const category = seatChoiceCategory(choice);
  return category === null ? null : (seatCategories?.[category] ?? null);
}

/** The part of previewOrder's and createTicketPreference's request that names the seats. */
export function seatChoiceRequest(
  choice: SeatChoice,
): { seats: string[] } | { bestAvailable: { category: string; quantity: number } } {
  return choice.kind === 'seats'
    ? { seats: choice.seats.map((seat) => seat.id) }
    : { bestAvailable: { category: choice.category, quantity: choice.quantity } };
}

/**
 * A short key of the choice for the checkout attempt's request id ([A-Za-z0-9-]): another choice
 * is another attempt, so a new choice after a refusal never gets an older attempt's answer.
 */
export function seatChoiceKey(choice: SeatChoice): string {
  const text =
    choice.kind === 'seats' ? choice.seats.map((seat) => seat.id).join('|') : `${choice.category}|${choice.quantity}`;
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 33 + text.charCodeAt(index)) >>> 0;
  return `${choice.kind}${hash.toString(36)}`;
}
