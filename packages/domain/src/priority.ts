/**
 * Another date from the demand (contract "Sold out is a beginning"): a date opened for the people a
 * sold-out date left waiting carries `priority: { fromEventId, until }`. Until `until` only the
 * accounts offered it buy it, up to the seats each was offered; then it sells to everyone.
 */
export const PRIORITY_DEFAULT_HOURS = 24;
export const PRIORITY_MIN_HOURS = 1;
export const PRIORITY_MAX_HOURS = 168;

export interface DatePriority {
  fromEventId: string;
  until: Date;
}

/** One account's offer of the date: the seats it may buy in the window, and those it holds or bought. */
export interface PriorityOfferSeats {
  seats: number;
  seatsTaken: number;
}

/** `open`: no window (anyone, the queue as usual); `offered`: an offered account within its seats. */
export type PriorityAccess = 'open' | 'offered' | 'priorityWindow' | 'priorityLimit';

/** The window is in force from publishing until `until` (exclusive). */
export function priorityWindowOpen(priority: { until: Date } | null, now: Date): boolean {
  return priority !== null && now.getTime() < priority.until.getTime();
}

/**
 * Who may price or buy `quantity` tickets now. The rule follows the field: any date carrying
 * `priority` has the window, however it was written; an account with no offer waits for its end.
 */
export function priorityAccess(
  priority: { until: Date } | null,
  offer: PriorityOfferSeats | null,
  quantity: number,
  now: Date,
): PriorityAccess {
  if (!priorityWindowOpen(priority, now)) return 'open';
  if (!offer || offer.seats <= 0) return 'priorityWindow';
  return offer.seatsTaken + quantity <= offer.seats ? 'offered' : 'priorityLimit';
}

/** One person a sold-out date left waiting, in their order, with the seats they asked for. */
/** The checkout's parameter that asks best available in a category at once (a seated offer's link). */
export const BEST_IN_CATEGORY_PARAM = 'localidad';

/**
 * A priority offer's checkout, with the seats offered; for a seated ask, best available in its
 * category, which the checkout asks for at once. Mail and WhatsApp link to it.
 */
export function priorityCheckoutPath(slug: string, seats: number, category: string | null = null): string {
  const best = category ? `&${BEST_IN_CATEGORY_PARAM}=${encodeURIComponent(category)}` : '';
  return `/compra/${encodeURIComponent(slug)}?quantity=${seats}${best}`;
}

export interface DemandPlace {
  userId: string;
  seats: number;
  /** A seated date's waitlist place: the category (by name) its seats were asked in. */
  category?: string | null;
}

/**
 * The offers go out at once, in order, to as many people as the new date's seats cover, counted by
 * the seats each asked for. The order is kept: the first ask the seats left no longer cover ends
 * the offers (nobody later in line goes before it). `capacity` null: no seat limit, everyone is
 * offered. An account is offered once, at its first place.
 */
export function priorityOffersFor(demand: readonly DemandPlace[], capacity: number | null): DemandPlace[] {
  const offered: DemandPlace[] = [];
  const seen = new Set<string>();
  let seatsLeft = capacity ?? Number.POSITIVE_INFINITY;
  for (const place of demand) {
    if (seen.has(place.userId) || place.seats <= 0) continue;
    if (place.seats > seatsLeft) break;
    seen.add(place.userId);
    offered.push(place);
    seatsLeft -= place.seats;
  }
  return offered;
}

/**
 * Offers made by one call: the first chunk when the date is saved, each further chunk by a task
 * (sendPriorityOffers). An offer and its mail are two writes: 200 fill most of one batch.
 */
export const OFFERS_PER_CHUNK = 200;

/** priority_offers/{eventId}_{uid}: one offer per account and new date. */
export function priorityOfferId(eventId: string, uid: string): string {
  return `${eventId}_${uid}`;
}

export const PRIORITY_TEXTS = {
  mailKind: 'Nueva función',
  mailSubject: (show: string) => `Nueva función de ${show}: tienes prioridad`,
  mailIntro: (show: string, seats: number, until: string) =>
    `Quedaste esperando entradas para ${show} y abrimos otra función. Hasta el ${until} solo quienes ` +
    `esperaban pueden comprarla: puedes comprar hasta ${seats} ${seats === 1 ? 'entrada' : 'entradas'}. ` +
    'Después sale a la venta para todos.',
  mailLink: 'Comprar mis entradas',
  demandTitle: 'Demanda de esta función',
  demandWaitlist: (people: number, seats: number) =>
    `En lista de espera: ${people} ${people === 1 ? 'persona' : 'personas'}, ${seats} ${seats === 1 ? 'entrada' : 'entradas'}`,
  demandQueue: (places: number) =>
    `Quedaron esperando en la fila cuando se agotó: ${places} ${places === 1 ? 'lugar' : 'lugares'}`,
  openAnother: 'Abrir otra función',
  openAnotherHint:
    'Abre otra función del mismo show: al publicarla, quienes esperaban la reciben primero por correo y solo ellos pueden comprarla durante las horas de prioridad.',
  editorTitle: 'Otra función para quienes esperaban',
  windowHours: 'Horas de prioridad para quienes esperaban',
  hoursInvalid: `Las horas de prioridad van de ${PRIORITY_MIN_HOURS} a ${PRIORITY_MAX_HOURS}.`,
  mustPublish: 'Publica la nueva función para ofrecerla a quienes esperaban (sus ofertas salen al publicarla).',
  wrongSource: 'La función agotada no es válida: debe ser una función de este mismo organizador.',
} as const;
