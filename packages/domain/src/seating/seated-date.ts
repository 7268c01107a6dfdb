import type { DoorSeatView } from '../box-office.js';
import { seatLabel } from './labels.js';
import { planSeats, sellableSeatCount, type SeatingPlan } from './model.js';
import { sellableCategoryNames } from './seat-choice.js';

/** What saveEvent takes to make a date seated (beside the form, like `ticketTypes`). */
export interface SeatedDateInput {
  seating_plan_id: string;
  /** { [categoryName]: ticketTypeId }; a type created in the same save may be named by its name. */
  seat_categories: Record<string, string>;
  box_office_seats: string[];
}

export const SEATED_DATE_MESSAGES = {
  categoryUnmapped: (name: string) => `Elige el tipo de entrada de la localidad «${name}».`,
  typeUnknown: (name: string) => `La localidad «${name}» apunta a un tipo de entrada que esta función no tiene.`,
  categoryUnknown: (name: string) => `El plano no tiene la localidad «${name}».`,
  doorSeatUnknown: (count: number) =>
    `${count === 1 ? 'Una silla de taquilla no está' : `${count} sillas de taquilla no están`} a la venta en el plano.`,
} as const;

/** A seated date's fields as saved, with its capacity and door quota; or the form's errors. */
export type SeatedDatePlan =
  | {
      ok: true;
      fields: SeatedDateInput;
      capacity: number;
      boxOfficeQuota: number;
    }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * Judges a seated date against its plan and its ticket types (`types`: id and name of each on
 * sale after the save): every category with seats to sell maps to one of them; the door's seats
 * are seats of the plan that can be sold. Capacity: the plan's sellable seats; the door's quota:
 * its seats.
 */
export function planSeatedDate(
  plan: Pick<SeatingPlan, 'zones' | 'categories'>,
  input: SeatedDateInput,
  types: readonly { id: string; name: string }[],
): SeatedDatePlan {
  const fieldErrors: Record<string, string> = {};
  const mapped: Record<string, string> = {};
  const names = new Set(plan.categories.map((category) => category.name));
  for (const name of Object.keys(input.seat_categories))
    if (!names.has(name)) fieldErrors.seat_categories = SEATED_DATE_MESSAGES.categoryUnknown(name);
  for (const name of sellableCategoryNames(plan)) {
    const asked = input.seat_categories[name];
    const type =
      asked === undefined ? undefined : (types.find((t) => t.id === asked) ?? types.find((t) => t.name === asked));
    if (asked === undefined) fieldErrors.seat_categories = SEATED_DATE_MESSAGES.categoryUnmapped(name);
    else if (!type) fieldErrors.seat_categories = SEATED_DATE_MESSAGES.typeUnknown(name);
    else mapped[name] = type.id;
  }
  const sellable = new Set<string>();
  for (const { seat } of planSeats(plan)) if (!seat.blocked) sellable.add(seat.id);
  const door = [...new Set(input.box_office_seats)];
  const outside = door.filter((id) => !sellable.has(id));
  if (outside.length > 0) fieldErrors.box_office_seats = SEATED_DATE_MESSAGES.doorSeatUnknown(outside.length);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return {
    ok: true,
    fields: { seating_plan_id: input.seating_plan_id, seat_categories: mapped, box_office_seats: door },
    capacity: sellableSeatCount(plan),
    boxOfficeQuota: door.length,
  };
}

/**
 * The seats a save moves into or out of the door's (`box_office_seats`): each must be free then,
 * since a seat sold online cannot become the door's, nor a seat sold at the door stop being it.
 */
export function doorSeatsMoved(before: readonly string[], after: readonly string[]): string[] {
  const was = new Set(before);
  const now = new Set(after);
  return [...[...now].filter((id) => !was.has(id)), ...[...was].filter((id) => !now.has(id))];
}

/** "Platea · Fila F · Silla 12" for each of these seats of the plan (an unknown id as it is). */
export function seatLabelsOf(plan: Pick<SeatingPlan, 'zones'>, seatIds: readonly string[]): string[] {
  const labels = new Map<string, string>();
  for (const { zone, row, seat } of planSeats(plan))
    labels.set(seat.id, seatLabel({ zone: zone.name, row: row.label, number: seat.number }));
  return seatIds.map((id) => labels.get(id) ?? id);
}

/**
 * The door's seats as the seller's phone lists them (`admissionList`'s `boxOffice.doorSeats`), in
 * the plan's order: each with its label, category, type and whether a ticket holds it (`claimed`).
 */
export function doorSeatViews(
  plan: Pick<SeatingPlan, 'zones' | 'categories'>,
  door: readonly string[],
  seatCategories: Record<string, string>,
  claimed: ReadonlySet<string>,
): DoorSeatView[] {
  const wanted = new Set(door);
  const views: DoorSeatView[] = [];
  for (const { zone, row, seat } of planSeats(plan)) {
    if (!wanted.has(seat.id) || seat.blocked) continue;
    const category = plan.categories.find((candidate) => candidate.id === seat.category)?.name ?? seat.category;
    views.push({
      id: seat.id,
      label: seatLabel({ zone: zone.name, row: row.label, number: seat.number }),
      category,
      typeId: seatCategories[category] ?? null,
      free: !claimed.has(seat.id),
    });
  }
  return views;
}
