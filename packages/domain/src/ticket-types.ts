import { MAX_TICKETS_PER_ORDER } from './constants.js';
import { EVENT_PRICE_MAX } from './event-form.js';
import { formatDayAndTime } from './dates.js';
import type { TicketPromotion } from './pricing.js';
import { promotionFromData, validatePromotion } from './promotions.js';

/**
 * Ticket types of a show (contract "Ticket types, presale and promo codes"):
 * events/{id}/ticket_types/{typeId}. A show without types sells at `ticket_price` as the spec says.
 */
export interface TicketType {
  id: string;
  name: string;
  /** COP, integer ≥ 0. */
  price: number;
  /** At most this many of the show's seats go to this type; null: only the capacity limits it. */
  quota: number | null;
  /** Epoch milliseconds; null: no limit on that side. */
  saleStartsAt: number | null;
  saleEndsAt: number | null;
  maxPerOrder: number;
  /** Sold only through a promo code that lists it. */
  hidden: boolean;
  sort: number;
  /** The server's display figure of the type's free quota (may lag); null without a quota. */
  seatsLeft: number | null;
  /** Group pricing (2x1, 4x3, tables); null: each ticket at `price`. */
  promotion: TicketPromotion | null;
}

export const TICKET_TYPE_NAME_MAX = 40;
export const MAX_TICKET_TYPES = 10;

/** The editor's form of one type (and what `saveEvent` receives in `ticketTypes`). */
export interface TicketTypeInput {
  /** Present for a type that already exists; absent creates one. */
  id?: string;
  name: string;
  price: number;
  quota: number | null;
  /** ISO instants or null. */
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  maxPerOrder: number;
  hidden: boolean;
  /** Absent or null: no promotion. */
  promotion?: TicketPromotion | null;
}

export const TICKET_TYPE_MESSAGES = {
  nameRequired: 'El nombre del tipo de entrada es requerido',
  nameTooLong: `El nombre del tipo puede tener hasta ${TICKET_TYPE_NAME_MAX} caracteres`,
  nameRepeated: 'Ya hay otro tipo de entrada con este nombre',
  priceInvalid: 'El precio debe ser un número entero de pesos, 0 o más',
  quotaInvalid: 'El cupo debe ser un número entero de 1 o más, o quedar vacío',
  quotaAboveCapacity: 'El cupo no puede superar la capacidad del show',
  dateInvalid: 'Ingresa una fecha y hora válidas',
  windowInvalid: 'La venta debe terminar después de empezar',
  maxPerOrderInvalid: `El máximo por compra debe estar entre 1 y ${MAX_TICKETS_PER_ORDER}`,
  tooMany: `Un show puede tener hasta ${MAX_TICKET_TYPES} tipos de entrada`,
  noneVisible: 'Al menos un tipo de entrada debe estar visible',
  idInvalid: 'El tipo de entrada no es válido',
} as const;

const M = TICKET_TYPE_MESSAGES;
const TYPE_ID_PATTERN = /^[A-Za-z0-9]{1,40}$/;

/** Field errors keyed `<index>.<field>` (e.g. "1.quota") plus "list" for the whole list. */
export type TicketTypeErrors = Record<string, string>;

export type TicketTypesValidation =
  { ok: true; value: TicketTypeInput[] } | { ok: false; fieldErrors: TicketTypeErrors };

function instant(value: unknown): string | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return undefined;
  return new Date(value).toISOString();
}

function isWhole(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The one validation of a show's types, for the editor and `saveEvent` alike. `capacity` null:
 * no limit. (A quota below what a type already sold is the server's check: only it knows the sales.)
 */
export function validateTicketTypes(input: unknown, capacity: number | null): TicketTypesValidation {
  if (input === undefined || input === null) return { ok: true, value: [] };
  if (!Array.isArray(input)) return { ok: false, fieldErrors: { list: M.idInvalid } };
  if (input.length > MAX_TICKET_TYPES) return { ok: false, fieldErrors: { list: M.tooMany } };
  const errors: TicketTypeErrors = {};
  const value: TicketTypeInput[] = [];
  const names = new Set<string>();
  input.forEach((raw: unknown, index) => {
    const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const at = (field: string, message: string) => (errors[`${index}.${field}`] ??= message);
    const id = record.id;
    if (id !== undefined && (typeof id !== 'string' || !TYPE_ID_PATTERN.test(id))) at('id', M.idInvalid);
    const name = typeof record.name === 'string' ? record.name.trim() : '';
    if (!name) at('name', M.nameRequired);
    else if (name.length > TICKET_TYPE_NAME_MAX) at('name', M.nameTooLong);
    else if (names.has(name.toLowerCase())) at('name', M.nameRepeated);
    names.add(name.toLowerCase());
    if (!isWhole(record.price, 0, EVENT_PRICE_MAX)) at('price', M.priceInvalid);
    const quota = record.quota === undefined || record.quota === '' ? null : record.quota;
    if (quota !== null && !isWhole(quota, 1)) at('quota', M.quotaInvalid);
    else if (quota !== null && capacity !== null && quota > capacity) at('quota', M.quotaAboveCapacity);
    const starts = instant(record.saleStartsAt);
    const ends = instant(record.saleEndsAt);
    if (starts === undefined) at('saleStartsAt', M.dateInvalid);
    if (ends === undefined) at('saleEndsAt', M.dateInvalid);
    if (starts && ends && Date.parse(ends) <= Date.parse(starts)) at('saleEndsAt', M.windowInvalid);
    const maxPerOrder = record.maxPerOrder === undefined ? MAX_TICKETS_PER_ORDER : record.maxPerOrder;
    const maxOk = isWhole(maxPerOrder, 1, MAX_TICKETS_PER_ORDER);
    if (!maxOk) at('maxPerOrder', M.maxPerOrderInvalid);
    const promotion = validatePromotion(record.promotion, maxOk ? maxPerOrder : null);
    if (!promotion.ok) at(promotion.field, promotion.message);
    value.push({
      ...(typeof id === 'string' ? { id } : {}),
      name,
      price: record.price as number,
      quota: quota as number | null,
      saleStartsAt: starts ?? null,
      saleEndsAt: ends ?? null,
      maxPerOrder: maxPerOrder as number,
      hidden: record.hidden === true,
      promotion: promotion.ok ? promotion.value : null,
    });
  });
  if (value.length > 0 && value.every((type) => type.hidden)) errors.list ??= M.noneVisible;
  return Object.keys(errors).length > 0 ? { ok: false, fieldErrors: errors } : { ok: true, value };
}

export type SaleWindowState = 'notStarted' | 'open' | 'ended';

export function saleWindowState(type: Pick<TicketType, 'saleStartsAt' | 'saleEndsAt'>, now: number): SaleWindowState {
  if (type.saleStartsAt !== null && now < type.saleStartsAt) return 'notStarted';
  if (type.saleEndsAt !== null && now >= type.saleEndsAt) return 'ended';
  return 'open';
}

/** Why an order of this type cannot be sold now (online and at the door alike); null: it can. */
export function typeSaleRefusal(
  type: Pick<TicketType, 'saleStartsAt' | 'saleEndsAt' | 'maxPerOrder'>,
  quantity: number,
  now: number,
): { reason: 'saleNotStarted' | 'saleEnded' } | { reason: 'overMaxPerOrder'; maxPerOrder: number } | null {
  const window = saleWindowState(type, now);
  if (window === 'notStarted') return { reason: 'saleNotStarted' };
  if (window === 'ended') return { reason: 'saleEnded' };
  return quantity > type.maxPerOrder ? { reason: 'overMaxPerOrder', maxPerOrder: type.maxPerOrder } : null;
}

/** The lowest price among the visible types on sale now (the show's `ticket_price`), or null when none is. */
export function lowestPriceOnSale(types: readonly TicketType[], now: number): number | null {
  const prices = types
    .filter((type) => !type.hidden && saleWindowState(type, now) !== 'ended')
    .map((type) => type.price);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** Promo codes: A–Z and 0–9, 6–20 characters (too many to guess), entered case-insensitively. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{6,20}$/;

/** The stored form of what the buyer typed ("  preventa10 " → "PREVENTA10"), or null when it cannot be a code. */
export function normalizePromoCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return PROMO_CODE_PATTERN.test(code) ? code : null;
}

/** The label a ticket type shows for its sale window, e.g. "Preventa hasta el 4 de diciembre a las 8:00 p. m.". */
export function saleWindowLabel(type: Pick<TicketType, 'saleStartsAt' | 'saleEndsAt'>, now: number): string | null {
  const state = saleWindowState(type, now);
  const format = (at: number) => formatDayAndTime(new Date(at));
  if (state === 'notStarted') return `A la venta desde el ${format(type.saleStartsAt!)}`;
  if (state === 'ended') return 'Venta cerrada';
  if (type.saleEndsAt !== null) return `Preventa hasta el ${format(type.saleEndsAt)}`;
  return null;
}

/** A promo code as savePromoCode receives it. */
export interface PromoCodeInput {
  code: string;
  /** The one date the code is for ('' for a code of a whole show). */
  eventId: string;
  /** A code of the whole show: the show's `series_id` (its first date's id) instead of `eventId`. */
  seriesId?: string | null;
  kind: 'percent' | 'fixed';
  value: number;
  maxUses: number | null;
  /** ISO instant or null. */
  validUntil: string | null;
  ticketTypeIds: string[] | null;
  active: boolean;
}

function millis(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'object' && value !== null && 'toMillis' in value && typeof value.toMillis === 'function')
    return Number(value.toMillis());
  return null;
}

function wholeOr<T>(value: unknown, min: number, fallback: T): number | T {
  return typeof value === 'number' && Number.isInteger(value) && value >= min ? value : fallback;
}

/**
 * events/{id}/ticket_types/{typeId} as stored (timestamps of either Firestore SDK), read the same
 * way by the web and the functions; null when it cannot be sold (no name or no valid price).
 */
export function ticketTypeFromData(id: string, data: Record<string, unknown> | undefined): TicketType | null {
  // an archived type (left out of the show's list) is never sold again
  if (!data || data.archived === true || typeof data.name !== 'string' || !data.name.trim()) return null;
  const price = wholeOr(data.price, 0, null);
  if (price === null) return null;
  const quota = wholeOr(data.quota, 1, null);
  return {
    id,
    name: data.name.trim(),
    price,
    quota,
    saleStartsAt: millis(data.sale_starts_at),
    saleEndsAt: millis(data.sale_ends_at),
    maxPerOrder: Math.min(MAX_TICKETS_PER_ORDER, wholeOr(data.max_per_order, 1, MAX_TICKETS_PER_ORDER)),
    hidden: data.hidden === true,
    sort: typeof data.sort === 'number' ? data.sort : 0,
    seatsLeft: quota === null ? null : Math.min(quota, wholeOr(data.seats_left, 0, quota)),
    promotion: promotionFromData(data.promotion),
  };
}

/** Types in the organizer's order. */
export function sortTicketTypes<T extends Pick<TicketType, 'sort' | 'name'>>(types: readonly T[]): T[] {
  return [...types].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name, 'es'));
}

/** promo_codes/{CODE} as the functions check it (functions/src/documents/promo-code.ts reads it). */
export interface PromoCode {
  code: string;
  /** The one date the code is for ('' for a code of a whole show). */
  eventId: string;
  /** A code of a whole show (`seriesId` instead of `eventId`): valid on every date with this `series_id`. */
  seriesId: string | null;
  kind: 'percent' | 'fixed';
  value: number;
  maxUses: number | null;
  used: number;
  validUntil: number | null;
  ticketTypeIds: string[] | null;
  active: boolean;
}

export const PROMO_CODE_MESSAGES = {
  codeInvalid: 'El código debe tener de 6 a 20 letras (A–Z) o números, sin espacios',
  kindInvalid: 'Elige si el código descuenta un porcentaje o un valor fijo',
  percentInvalid: 'El porcentaje debe ser un número entero entre 1 y 100',
  fixedInvalid: 'El descuento debe ser un número entero de pesos, 1 o más',
  maxUsesInvalid: 'El máximo de usos debe ser un número entero de 1 o más, o quedar vacío',
  maxUsesRequired: 'Un código que deja la entrada gratis necesita un máximo de usos',
  validUntilInvalid: 'Ingresa una fecha y hora válidas, o deja el campo vacío',
  ticketTypesInvalid: 'Elige tipos de entrada de este show',
} as const;

/** saveEvent's error on a price that a live code without max_uses would take entirely off. */
export function priceFreedByCodeMessage(code: string): string {
  return `El código ${code} descuenta todo este precio y no tiene máximo de usos: desactívalo antes de guardar este precio`;
}

export type PromoCodeErrors = Partial<Record<keyof PromoCodeInput, string>>;

/** The one validation of a new promo code (the dashboard's form and `savePromoCode`). */
export function validatePromoCode(
  input: unknown,
): { ok: true; value: PromoCodeInput } | { ok: false; fieldErrors: PromoCodeErrors } {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const errors: PromoCodeErrors = {};
  const code = normalizePromoCode(record.code);
  if (!code) errors.code = PROMO_CODE_MESSAGES.codeInvalid;
  const kind = record.kind === 'percent' || record.kind === 'fixed' ? record.kind : null;
  if (!kind) errors.kind = PROMO_CODE_MESSAGES.kindInvalid;
  if (kind === 'percent' && !isWhole(record.value, 1, 100)) errors.value = PROMO_CODE_MESSAGES.percentInvalid;
  if (kind === 'fixed' && !isWhole(record.value, 1, EVENT_PRICE_MAX)) errors.value = PROMO_CODE_MESSAGES.fixedInvalid;
  const maxUses = record.maxUses === undefined || record.maxUses === '' ? null : record.maxUses;
  if (maxUses !== null && !isWhole(maxUses, 1)) errors.maxUses = PROMO_CODE_MESSAGES.maxUsesInvalid;
  // a courtesy code: every use is a free seat, so their number is set up front
  else if (maxUses === null && kind === 'percent' && record.value === 100)
    errors.maxUses = PROMO_CODE_MESSAGES.maxUsesRequired;
  const validUntil = instant(record.validUntil);
  if (validUntil === undefined) errors.validUntil = PROMO_CODE_MESSAGES.validUntilInvalid;
  const typeIds = record.ticketTypeIds ?? null;
  const typesOk =
    typeIds === null ||
    (Array.isArray(typeIds) && typeIds.every((id) => typeof id === 'string' && TYPE_ID_PATTERN.test(id)));
  if (!typesOk) errors.ticketTypeIds = PROMO_CODE_MESSAGES.ticketTypesInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    value: {
      code: code!,
      eventId: typeof record.eventId === 'string' ? record.eventId : '',
      seriesId: typeof record.seriesId === 'string' && record.seriesId ? record.seriesId : null,
      kind: kind!,
      value: record.value as number,
      maxUses: maxUses as number | null,
      validUntil: validUntil ?? null,
      ticketTypeIds: Array.isArray(typeIds) && typeIds.length > 0 ? (typeIds as string[]) : null,
      active: record.active !== false,
    },
  };
}

/** One code as the dashboard lists it (savePromoCode's answer). */
export interface PromoCodeView extends Omit<PromoCode, 'validUntil'> {
  /** ISO instant or null. */
  validUntil: string | null;
  /** COP taken off the tickets sold with it that are live (paid, validated, or reserved). */
  discountGiven: number;
}

export type SavePromoCodeRequest =
  | ({ action: 'create' } & Omit<PromoCodeInput, 'active'>)
  | { action: 'setActive'; code: string; active: boolean }
  | { action: 'list'; eventId: string }
  | { action: 'list'; seriesId: string };

export type SavePromoCodeResult = { code: PromoCodeView } | { codes: PromoCodeView[] };
