import {
  bogotaDateString,
  bogotaInstant,
  MAX_TICKETS_PER_ORDER,
  type TicketPromotion,
  type TicketType,
  type TicketTypeErrors,
  type TicketTypeInput,
} from '@carcajada/domain';
import { wholeNumber } from './whole-number';

/** One ticket type as typed in the show's form: numbers and dates stay text until sent. */
export interface TicketTypeDraft {
  /** A local key for React (stable across reordering); never sent. */
  key: string;
  /** The stored type's id; absent for a type added in this form. */
  id?: string;
  name: string;
  price: string;
  /** '' = no quota (only the show's capacity limits it). */
  quota: string;
  /** Bogotá wall clock as `<input type="datetime-local">` gives it ("2030-03-15T20:00"), or ''. */
  saleStartsAt: string;
  saleEndsAt: string;
  maxPerOrder: string;
  hidden: boolean;
  /** '' = no promotion; its numbers as typed (only the chosen kind's are sent). */
  promotionKind: '' | TicketPromotion['kind'];
  promotionX: string;
  promotionY: string;
  tableSize: string;
  tablePrice: string;
}

const NO_PROMOTION = { promotionKind: '', promotionX: '', promotionY: '', tableSize: '', tablePrice: '' } as const;

function promotionDraft(promotion: TicketPromotion | null): Pick<TicketTypeDraft, keyof typeof NO_PROMOTION> {
  if (!promotion) return { ...NO_PROMOTION };
  if (promotion.kind === 'buy_x_pay_y')
    return {
      ...NO_PROMOTION,
      promotionKind: promotion.kind,
      promotionX: String(promotion.x),
      promotionY: String(promotion.y),
    };
  return {
    ...NO_PROMOTION,
    promotionKind: promotion.kind,
    tableSize: String(promotion.size),
    tablePrice: String(promotion.price),
  };
}

/** The promotion as `validateTicketTypes` and `saveEvent` receive it (NaN where the text is not a number). */
function promotionFromDraft(draft: TicketTypeDraft): TicketPromotion | null {
  if (draft.promotionKind === 'buy_x_pay_y')
    return { kind: 'buy_x_pay_y', x: wholeNumber(draft.promotionX), y: wholeNumber(draft.promotionY) };
  if (draft.promotionKind === 'table')
    return { kind: 'table', size: wholeNumber(draft.tableSize), price: wholeNumber(draft.tablePrice) };
  return null;
}

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `tipo-${nextKey}`;
}

export function emptyTypeDraft(): TicketTypeDraft {
  return {
    key: newKey(),
    name: '',
    price: '',
    quota: '',
    saleStartsAt: '',
    saleEndsAt: '',
    maxPerOrder: String(MAX_TICKETS_PER_ORDER),
    hidden: false,
    ...NO_PROMOTION,
  };
}

const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** An instant as Bogotá's wall clock for a datetime-local field ("YYYY-MM-DDTHH:mm"). */
export function bogotaLocalInput(millis: number | null): string {
  if (millis === null) return '';
  const time = new Date(millis + BOGOTA_OFFSET_MS).toISOString().slice(11, 16);
  return `${bogotaDateString(new Date(millis))}T${time}`;
}

const LOCAL_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** A datetime-local value read in Bogotá as an ISO instant; '' is null, anything else stays as typed (invalid). */
export function isoFromBogotaLocal(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const match = LOCAL_PATTERN.exec(text);
  if (!match) return text;
  const instant = bogotaInstant(match[1]!, match[2]!);
  return Number.isNaN(instant.getTime()) ? text : instant.toISOString();
}

/** A stored type in the editor (`copy`: for a new show, without its id). */
export function typeDraftFromType(type: TicketType, copy = false, shiftMs = 0): TicketTypeDraft {
  const shifted = (at: number | null) => (at === null ? null : at + shiftMs);
  return {
    key: newKey(),
    ...(!copy && { id: type.id }),
    name: type.name,
    price: String(type.price),
    quota: type.quota === null ? '' : String(type.quota),
    saleStartsAt: bogotaLocalInput(shifted(type.saleStartsAt)),
    saleEndsAt: bogotaLocalInput(shifted(type.saleEndsAt)),
    maxPerOrder: String(type.maxPerOrder),
    hidden: type.hidden,
    ...promotionDraft(type.promotion),
  };
}

/** What `validateTicketTypes` and `saveEvent` receive for one type (NaN where the text is not a number). */
export function typeInputFromDraft(draft: TicketTypeDraft): TicketTypeInput {
  return {
    ...(draft.id && { id: draft.id }),
    name: draft.name,
    price: wholeNumber(draft.price),
    quota: draft.quota.trim() === '' ? null : wholeNumber(draft.quota),
    saleStartsAt: isoFromBogotaLocal(draft.saleStartsAt),
    saleEndsAt: isoFromBogotaLocal(draft.saleEndsAt),
    maxPerOrder: wholeNumber(draft.maxPerOrder),
    hidden: draft.hidden,
    promotion: promotionFromDraft(draft),
  };
}

/** The lowest price among the visible types as typed (the card's price), or null when none is a number yet. */
export function lowestVisiblePrice(drafts: readonly TicketTypeDraft[]): number | null {
  const prices = drafts
    .filter((draft) => !draft.hidden)
    .map((draft) => wholeNumber(draft.price))
    .filter(Number.isFinite);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** A type's field errors out of the list's (`<index>.<field>`), for the type at `index`. */
export function errorsOfType(errors: TicketTypeErrors, index: number): Partial<Record<keyof TicketTypeInput, string>> {
  const prefix = `${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

/** Moves the item at `index` one place up (-1) or down (+1); out of range leaves the list as is. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
