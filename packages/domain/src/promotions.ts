import { MAX_TICKETS_PER_ORDER } from './constants.js';
import { EVENT_PRICE_MAX } from './event-form.js';
import { formatCop, type OrderSummary, type TicketPromotion } from './pricing.js';

/**
 * Group pricing of a ticket type ("parche"): its stored form, its label on the card and the
 * checkout, the quantities a table allows, and the editor's (and `saveEvent`'s) validation.
 * The pricing itself is computeOrder's (pricing.ts).
 */
export const PROMOTION_KINDS = ['buy_x_pay_y', 'table'] as const;

/** Groups and tables go up to this many tickets (one order's limit). */
export const PROMOTION_GROUP_MAX = MAX_TICKETS_PER_ORDER;

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** The editor field a promotion's message goes under (`<index>.<field>`). */
export type PromotionField = 'promotion' | 'promotionX' | 'promotionY' | 'tableSize' | 'tablePrice';

export const PROMOTION_MESSAGES = {
  kindInvalid: 'Elige una promoción válida: "lleva X, paga Y", mesa, o ninguna',
  xInvalid: `En "lleva X, paga Y", X debe ser un número entero entre 2 y ${PROMOTION_GROUP_MAX}`,
  yInvalid: 'En "lleva X, paga Y", Y debe ser un número entero de 1 o más y menor que X',
  sizeInvalid: `La mesa debe ser de 2 a ${PROMOTION_GROUP_MAX} entradas`,
  tablePriceInvalid: 'El precio de la mesa debe ser un número entero de pesos, 0 o más',
  aboveMaxPerOrder: 'El máximo por compra no alcanza para un grupo completo de la promoción',
} as const;

/**
 * The one validation of a type's `promotion` (absent or null: none). `maxPerOrder` (when valid)
 * must let one order buy a whole group, or the promotion could never apply.
 */
export function validatePromotion(
  raw: unknown,
  maxPerOrder: number | null,
): { ok: true; value: TicketPromotion | null } | { ok: false; field: PromotionField; message: string } {
  if (raw === undefined || raw === null) return { ok: true, value: null };
  const record = (typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const refuse = (field: PromotionField, message: string) => ({ ok: false as const, field, message });
  let value: TicketPromotion;
  if (record.kind === 'buy_x_pay_y') {
    if (!isWhole(record.x, 2, PROMOTION_GROUP_MAX)) return refuse('promotionX', PROMOTION_MESSAGES.xInvalid);
    if (!isWhole(record.y, 1, record.x - 1)) return refuse('promotionY', PROMOTION_MESSAGES.yInvalid);
    value = { kind: 'buy_x_pay_y', x: record.x, y: record.y };
  } else if (record.kind === 'table') {
    if (!isWhole(record.size, 2, PROMOTION_GROUP_MAX)) return refuse('tableSize', PROMOTION_MESSAGES.sizeInvalid);
    if (!isWhole(record.price, 0, EVENT_PRICE_MAX)) return refuse('tablePrice', PROMOTION_MESSAGES.tablePriceInvalid);
    value = { kind: 'table', size: record.size, price: record.price };
  } else return refuse('promotion', PROMOTION_MESSAGES.kindInvalid);
  if (maxPerOrder !== null && maxPerOrder < promotionGroup(value))
    return refuse('promotion', PROMOTION_MESSAGES.aboveMaxPerOrder);
  return { ok: true, value };
}

/** Tickets in one group of the promotion (x of a 2x1/4x3, a table's size). */
export function promotionGroup(promotion: TicketPromotion): number {
  return promotion.kind === 'buy_x_pay_y' ? promotion.x : promotion.size;
}

/** The stored `promotion` of a type as both SDKs read it; null when absent or not a valid one. */
export function promotionFromData(value: unknown): TicketPromotion | null {
  const checked = validatePromotion(value, null);
  return checked.ok ? checked.value : null;
}

/** The card's and checkout's label: "2x1", "4x3", "Mesa x4 $ 200.000". */
export function promotionLabel(promotion: TicketPromotion): string {
  if (promotion.kind === 'buy_x_pay_y') return `${promotion.x}x${promotion.y}`;
  return `Mesa x${promotion.size} ${formatCop(promotion.price)}`;
}

/** The labels of the visible types' promotions, once each, for the show's card (`promotion_labels`). */
export function promotionLabelsOf(types: readonly { hidden: boolean; promotion?: TicketPromotion | null }[]): string[] {
  const labels = types.flatMap((type) => (!type.hidden && type.promotion ? [promotionLabel(type.promotion)] : []));
  return [...new Set(labels)];
}

/** A show's stored `promotion_labels`; null when absent, empty or malformed. */
export function promotionLabelsFrom(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const labels = value.filter((label): label is string => typeof label === 'string' && label.length > 0);
  return labels.length > 0 ? labels : null;
}

/** What the checkout says the promotion does. */
export function promotionExplanation(promotion: TicketPromotion): string {
  if (promotion.kind === 'buy_x_pay_y')
    return `Promoción ${promotionLabel(promotion)}: de cada ${promotion.x} entradas pagas ${promotion.y}.`;
  return `Se vende por mesas de ${promotion.size} entradas: cada mesa cuesta ${formatCop(promotion.price)}.`;
}

/** Why a quantity cannot be bought under the promotion (a table sells whole tables only); null: it can. */
export function promotionQuantityRefusal(
  promotion: TicketPromotion | null,
  quantity: number,
): { reason: 'tableSize'; tableSize: number } | null {
  if (promotion?.kind !== 'table' || quantity % promotion.size === 0) return null;
  return { reason: 'tableSize', tableSize: promotion.size };
}

/** The quantities an order of the type may choose, up to `max` (a table: its multiples). */
export function promotionQuantities(promotion: TicketPromotion | null, max: number): number[] {
  const step = promotion?.kind === 'table' ? promotion.size : 1;
  const quantities: number[] = [];
  for (let quantity = step; quantity <= max; quantity += step) quantities.push(quantity);
  return quantities;
}

/**
 * What a ticket keeps of its order's promotion (online and at the door): the promotion, the COP it
 * took off, and the seats sold under it, so the settlement sums promotions apart and a partial
 * transfer splits them with the seats.
 */
export function ticketPromotionFields(order: Pick<OrderSummary, 'promotion' | 'promotionDiscount' | 'quantity'>) {
  return {
    promotion: order.promotion,
    promotionDiscount: order.promotionDiscount,
    promotionTickets: order.promotion ? order.quantity : 0,
  };
}
