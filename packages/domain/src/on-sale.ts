/**
 * The on-sale (contract "The on-sale"): a date's opening time (`sale_opens_at`) and its
 * virtual queue (`queue`, `queue_rate`), with the rules the functions and the web share: when a
 * sale is open, when the queue may be joined, how a place is ranked, and the texts buyers read.
 */
import { formatEventTime, formatDayAndTime } from './dates.js';
import { groupThousands } from './pricing.js';

/** Buyers admitted per minute when a queued date sets no `queue_rate`. */
export const QUEUE_RATE_DEFAULT = 120;
/**
 * The bounds of `queue_rate` the editor accepts (the inventory takes about 500 orders/s;
 * docs/performance/on-sale-queue.md).
 */
export const QUEUE_RATE_MIN = 1;
export const QUEUE_RATE_MAX = 3000;
/** A turn's length: an admitted account starts its checkout within it, or the turn passes on. */
export const QUEUE_TURN_MINUTES = 10;
/** The queue may be joined from this long before `sale_opens_at`. */
export const QUEUE_JOIN_LEAD_MINUTES = 30;
/** New places one address may take per date and hour (docs/on-sale.md). */
export const MAX_QUEUE_JOINS_PER_ADDRESS_PER_HOUR = 60;
/** How often the scheduled admission step runs. */
export const QUEUE_STEP_SECONDS = 60;

const MINUTE_MS = 60_000;

export type QueueStatus = 'waiting' | 'admitted' | 'done' | 'expired';
export const QUEUE_STATUSES: readonly QueueStatus[] = ['waiting', 'admitted', 'done', 'expired'];

/** queue/{eventId}_{uid}: one place per account and date. */
export function queueEntryId(eventId: string, uid: string): string {
  return `${eventId}_${uid}`;
}

/**
 * A verified address as the queue compares it (one place per address and date, across accounts):
 * Firebase Auth keeps addresses as typed, and mail providers ignore case.
 */
export function queueAddressOf(email: string): string {
  return email.trim().toLowerCase();
}

/** What `joinQueue` answers; `position` and `ahead` are null until places are drawn at the opening. */
export interface JoinQueueResult {
  status: QueueStatus;
  position: number | null;
  ahead: number | null;
}

/** queues/{eventId}: the public state of a date's queue. */
export interface QueueState extends QueueEnd {
  waiting: number;
  admitted: number;
  /** The rank last admitted (0: nobody yet). */
  serving: number;
  soldOut: boolean;
  /** The date was cancelled: its queue ended with it. */
  cancelled: boolean;
  /** Places still waiting when the queue sold out (the date's demand); 0 before. */
  leftWaiting: number;
  updatedAt: Date | null;
}

/**
 * An account's place as the web reads it (`queue/{eventId}_{uid}`). Its rank in the opening's
 * draw is not there: nothing a client reads before the opening reveals its order (queue_draw).
 */
export interface QueueEntry {
  eventId: string;
  userId: string;
  joinedAt: Date | null;
  status: QueueStatus;
  /** 1-based place in rank order; null until the draw at the opening (early joiners). */
  position: number | null;
  admittedAt: Date | null;
  turnExpiresAt: Date | null;
}

/** What an on-sale reads of a date. */
export interface OnSaleFields {
  sale_opens_at?: Date | null;
  queue?: boolean;
  queue_rate?: number;
}

/** Whether the sale of a date is open: no opening time, or it has come. */
export function saleIsOpen(opensAt: Date | null | undefined, now: Date): boolean {
  return !opensAt || opensAt.getTime() <= now.getTime();
}

/** From when the queue may be joined: QUEUE_JOIN_LEAD_MINUTES before the opening (no opening: always). */
export function queueJoinOpensAt(opensAt: Date | null | undefined): Date | null {
  return opensAt ? new Date(opensAt.getTime() - QUEUE_JOIN_LEAD_MINUTES * MINUTE_MS) : null;
}

export function mayJoinQueue(opensAt: Date | null | undefined, now: Date): boolean {
  const from = queueJoinOpensAt(opensAt);
  return !from || from.getTime() <= now.getTime();
}

/**
 * A place's rank (lower goes first). Whoever joins before the opening draws a uniformly random
 * number in [0, 1): independent draws put those accounts in a uniformly random order. Whoever
 * joins later gets 1 + the milliseconds since the opening: behind everyone early, in order of
 * arrival. No counter is shared: each join computes its own rank.
 */
export function queueRank(joinedAtMs: number, opensAt: Date | null | undefined, random: number): number {
  const openingMs = opensAt?.getTime() ?? 0;
  if (joinedAtMs < openingMs) return Math.min(Math.max(random, 0), 0.999_999_999);
  return 1 + (joinedAtMs - openingMs);
}

/** Whether a rank was drawn in the opening's lottery (it joined before the opening). */
export function isDrawnRank(rank: number): boolean {
  return rank < 1;
}

/** A valid `queue_rate`, or the default. */
export function queueRateOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= QUEUE_RATE_MIN && value <= QUEUE_RATE_MAX
    ? value
    : QUEUE_RATE_DEFAULT;
}

/** Whether a date's sale goes through its queue now: `queue: true` and the sale open. */
export function queueGuardsSale(event: OnSaleFields, now: Date): boolean {
  return event.queue === true && saleIsOpen(event.sale_opens_at, now);
}

/**
 * Where a date's queue stands now: `none` (not queued), `notOpen` (before the opening), `running`
 * (turns are given), `ended` (it sold out or the date was cancelled: no more turns).
 */
export type QueuePhase = 'none' | 'notOpen' | 'running' | 'ended';

/** The public state's fields that end a queue (queues/{eventId}). */
export interface QueueEnd {
  soldOut: boolean;
  cancelled?: boolean;
}

export function queuePhase(event: OnSaleFields, state: QueueEnd | null | undefined, now: Date): QueuePhase {
  if (event.queue !== true) return 'none';
  if (!saleIsOpen(event.sale_opens_at, now)) return 'notOpen';
  return state?.soldOut || state?.cancelled ? 'ended' : 'running';
}

/**
 * The right to buy a date's online seats: while its queue runs, only an account with a live turn
 * (no waitlist offer, code, transfer or door sale goes round it); once it has ended, seats that
 * come back go to the waitlist and, with nobody waiting, to anyone, so none is ever unsellable.
 */
export function needsQueueTurn(phase: QueuePhase): boolean {
  return phase === 'running';
}

/** A queued date's waitlist opens only once its queue has ended (before that: `queueFirst`). */
export function waitlistOpen(phase: QueuePhase): boolean {
  return phase === 'none' || phase === 'ended';
}

/** Whether an entry holds a live turn now. */
export function hasLiveTurn(
  entry: Pick<QueueEntry, 'status' | 'turnExpiresAt'> | null | undefined,
  now: Date,
): boolean {
  return entry?.status === 'admitted' && entry.turnExpiresAt !== null && entry.turnExpiresAt.getTime() > now.getTime();
}

/** How many wait ahead of a drawn position, given how many were admitted so far. */
export function aheadOf(position: number | null, admitted: number): number | null {
  return position === null ? null : Math.max(0, position - 1 - admitted);
}

/** Minutes until a turn at this many ahead, at the rate (whole minutes, at least 1). */
export function queueWaitMinutes(ahead: number, rate: number): number {
  return Math.max(1, Math.ceil((ahead + 1) / Math.max(rate, 1)));
}

/** The countdown to an instant: days, hours, minutes and seconds left (all 0 once it has come). */
export function countdownParts(until: Date, now: Date) {
  const total = Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000));
  return {
    total,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "2 d 03:04:05" or "03:04:05". */
export function countdownText(until: Date, now: Date): string {
  const { days, hours, minutes, seconds } = countdownParts(until, now);
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}

export const ON_SALE_TEXTS = {
  /** "Venta desde el 4 de diciembre a las 10:00 a. m." (Bogotá). */
  saleOpens: (opensAt: Date) => `Venta desde el ${formatDayAndTime(opensAt)}`,
  saleOpensShort: (opensAt: Date) => `Venta desde las ${formatEventTime(opensAt)}`,
  countdownLabel: 'Abre en',
  queueBadge: 'Venta con fila virtual',
  inQueue: 'Estás en la fila',
  joinQueue: 'Entrar a la fila',
  ahead: (ahead: number) =>
    ahead === 0
      ? 'Sigues tú en la fila'
      : ahead === 1
        ? 'Hay 1 persona delante de ti'
        : `Hay ${groupThousands(ahead)} personas delante de ti`,
  estimate: (minutes: number) => (minutes <= 1 ? 'menos de un minuto' : `unos ${groupThousands(minutes)} minutos`),
  /** Before the opening: places are drawn when the sale opens. */
  waitingForDraw:
    'Cuando abra la venta sortearemos el orden entre todas las personas en la fila. Puedes dejar esta página abierta.',
  /** The sale is open and this place has no position yet: the next admission step gives it. */
  placesBeingGiven:
    'La venta ya abrió: estamos sorteando el orden y asignando los lugares. En un momento verás cuántas personas tienes delante.',
  yourTurn: `Es tu turno: tienes ${QUEUE_TURN_MINUTES} minutos para comprar`,
  goToCheckout: 'Ir a comprar',
  turnExpired: 'Tu turno venció. Puedes volver a entrar a la fila, al final.',
  turnUsed: 'Ya usaste tu turno para empezar una compra.',
  soldOut: 'Se agotaron las entradas de esta función.',
  cancelled: 'Esta función fue cancelada: la fila terminó.',
  keepPlace: 'No cierres esta página: si la recargas o la abres en otra pestaña conservas tu lugar.',
} as const;

/** A date's on-sale fields as the editor and saveOnSale hold them ('YYYY-MM-DD' and 'HH:MM' in Bogotá). */
export interface OnSaleForm {
  opensDate: string;
  opensTime: string;
  queue: boolean;
  queueRate: number;
}

export interface SaveOnSaleResult {
  eventIds: string[];
}

export const ON_SALE_FORM_MESSAGES = {
  opensIncomplete: 'Indica la fecha y la hora de apertura, o deja ambas vacías',
  opensInvalid: 'Ingresa una fecha (AAAA-MM-DD) y una hora (HH:MM) válidas',
  rateInvalid: `Las personas por minuto deben ser un número entero entre ${QUEUE_RATE_MIN} y ${groupThousands(QUEUE_RATE_MAX)}`,
} as const;

export type OnSaleFormErrors = Partial<Record<'opensDate' | 'opensTime' | 'queueRate', string>>;

const OPENS_DATE = /^\d{4}-\d{2}-\d{2}$/;
const OPENS_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The editor's on-sale fields, checked the same on the web and in saveOnSale. */
export function onSaleFormErrors(input: OnSaleForm) {
  const errors: OnSaleFormErrors = {};
  const date = input.opensDate.trim();
  const time = input.opensTime.trim();
  if (Boolean(date) !== Boolean(time)) errors[date ? 'opensTime' : 'opensDate'] = ON_SALE_FORM_MESSAGES.opensIncomplete;
  else if (date && (!OPENS_DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))))
    errors.opensDate = ON_SALE_FORM_MESSAGES.opensInvalid;
  else if (time && !OPENS_TIME.test(time)) errors.opensTime = ON_SALE_FORM_MESSAGES.opensInvalid;
  if (
    input.queue &&
    !(Number.isInteger(input.queueRate) && input.queueRate >= QUEUE_RATE_MIN && input.queueRate <= QUEUE_RATE_MAX)
  )
    errors.queueRate = ON_SALE_FORM_MESSAGES.rateInvalid;
  return errors;
}

/**
 * Whether a place's rank may stand on its entry, which its account reads: a rank drawn before the
 * opening only once the draw gave the place its `position`; a later arrival's at once (it is only
 * the order of arrival).
 */
export function rankIsRevealed(rank: number, position: number | null): boolean {
  return !isDrawnRank(rank) || position !== null;
}

/** queue_draw/{eventId}_{uid}: the rank an account drew before the opening (server only, read by the draw). */
export function queueDrawDocument(fields: { eventId: string; userId: string; rank: number }) {
  return { eventId: fields.eventId, userId: fields.userId, rank: fields.rank };
}
