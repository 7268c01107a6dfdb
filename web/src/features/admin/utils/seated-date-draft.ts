import type { ComedyEvent, TicketType } from '@carcajada/domain';
import { SEATED_DATE_MESSAGES, type SeatedDateInput } from '@carcajada/domain/seating';
import type { TicketTypeDraft } from './ticket-type-draft';

/**
 * A date's seating as the form holds it (docs/seated-dates.md): its organizer's plan,
 * each of the plan's categories mapped to one of the form's ticket types (by the type's local
 * `key`, so a type added in this form can be chosen before it has an id), and the door's seats.
 */
export interface SeatingDraft {
  /** '' = no plan: general admission. */
  planId: string;
  /** { [categoryName]: a ticket type draft's `key` }. */
  categories: Record<string, string>;
  /** The seats the door sells (`box_office_seats`). */
  doorSeats: string[];
  /** The chosen plan's categories with seats to sell, once it is read (every one must be mapped). */
  sellableCategories: string[];
  /** The chosen plan's sellable seats, once it is read: the date's capacity (0: not read yet). */
  sellableSeats: number;
  /** The date was seated when the form opened: it does not go back to general admission. */
  stored: boolean;
}

export function noSeating(): SeatingDraft {
  return { planId: '', categories: {}, doorSeats: [], sellableCategories: [], sellableSeats: 0, stored: false };
}

/**
 * A stored date's seating, its categories pointing at the form's drafts of the same types
 * (`types` and `drafts` in the same order; a copy for a new date keeps the plan as a new choice).
 */
export function seatingFromEvent(
  event: Pick<ComedyEvent, 'seating_plan_id' | 'seat_categories' | 'box_office_seats'>,
  types: readonly Pick<TicketType, 'id'>[],
  drafts: readonly Pick<TicketTypeDraft, 'key'>[],
  copy = false,
): SeatingDraft {
  if (!event.seating_plan_id) return noSeating();
  const categories: Record<string, string> = {};
  for (const [name, typeId] of Object.entries(event.seat_categories ?? {})) {
    const index = types.findIndex((type) => type.id === typeId);
    if (index >= 0 && drafts[index]) categories[name] = drafts[index].key;
  }
  return {
    ...noSeating(),
    planId: event.seating_plan_id,
    categories,
    doorSeats: [...(event.box_office_seats ?? [])],
    stored: !copy,
  };
}

/** The plan's categories and seats, once it is read; the door keeps only seats the plan sells. */
export function withPlanRead(
  seating: SeatingDraft,
  sellableCategories: string[],
  sellableSeats: number,
  sellableIds: ReadonlySet<string>,
): SeatingDraft {
  return {
    ...seating,
    sellableCategories,
    sellableSeats,
    doorSeats: seating.doorSeats.filter((id) => sellableIds.has(id)),
  };
}

/** `seat_categories`' messages the form can tell before saving: a category without a type. */
export function seatingErrors(seating: SeatingDraft, types: readonly TicketTypeDraft[]): { seat_categories?: string } {
  if (!seating.planId) return {};
  if (seating.sellableSeats === 0) return { seat_categories: 'Espera a que cargue el plano de sala.' };
  const unmapped = seating.sellableCategories.find(
    (name) => !types.some((type) => type.key === seating.categories[name]),
  );
  return unmapped ? { seat_categories: SEATED_DATE_MESSAGES.categoryUnmapped(unmapped) } : {};
}

/**
 * What saveEvent receives beside the form (`seating_plan_id`, `seat_categories`,
 * `box_office_seats`), undefined for a general-admission date. A type chosen before it has an id
 * is named by its name, as saveEvent takes it.
 */
export function seatingRequest(seating: SeatingDraft, types: readonly TicketTypeDraft[]): SeatedDateInput | undefined {
  if (!seating.planId) return undefined;
  const seat_categories: Record<string, string> = {};
  for (const [name, key] of Object.entries(seating.categories)) {
    const type = types.find((candidate) => candidate.key === key);
    if (type && seating.sellableCategories.includes(name)) seat_categories[name] = type.id ?? type.name.trim();
  }
  return { seating_plan_id: seating.planId, seat_categories, box_office_seats: seating.doorSeats };
}
