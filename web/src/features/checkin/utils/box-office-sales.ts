import { offlineDoorShare } from '@carcajada/domain';
import type { SellAtDoorRequest } from '@carcajada/domain/requests';

/**
 * The door's sales on this phone as a pure reducer (decision "The box office at the door: the
 * phone's sales"): every sale is kept here first, sent to `sellAtDoor` one at a time with its own
 * `saleId` (a repeat is the same sale), and, offline, sold only from this phone's share of the
 * door's seats left.
 */
export type LocalSaleStatus = 'pending' | 'sending' | 'sent' | 'refused';

export interface LocalSale {
  saleId: string;
  request: SellAtDoorRequest;
  /** The type's name for the list (null: the date's one price). */
  typeName: string | null;
  /** The total (COP): the phone's reckoning until the server answers its own. */
  amount: number;
  /** ISO-8601, when it was sold. */
  at: string;
  status: LocalSaleStatus;
  /** The server's Spanish refusal (status `refused`). */
  refusal: string | null;
  /** Epoch ms before which a failed send is not tried again (0: now). */
  retryAt: number;
  /** Epoch ms when the server's confirmation came (status `sent`). */
  sentAt: number | null;
}

/** The door's seats left and sellers as the server last said. */
export interface QuotaSnapshot {
  seatsLeft: number;
  sellers: number;
  /**
   * Epoch ms when the figures were asked for: a sale confirmed later is taken off them again (when
   * they already counted it, the phone sells less, never more).
   */
  asOf: number;
}

export interface BoxOfficeSalesState {
  /** Whose sales these are (`eventId:uid`), so another date's or person's are never mixed in. */
  owner: string | null;
  /** Newest first. */
  sales: LocalSale[];
  online: boolean;
  quota: QuotaSnapshot | null;
}

export type BoxOfficeSalesAction =
  | { type: 'restored'; owner: string | null; sales: LocalSale[] }
  | { type: 'sold'; sale: Omit<LocalSale, 'status' | 'refusal' | 'retryAt' | 'sentAt'> }
  | { type: 'sendStarted'; saleId: string }
  | { type: 'sendSucceeded'; saleId: string; amount: number; at: number }
  | { type: 'sendFailed'; saleId: string; retryAt: number }
  | { type: 'refused'; saleId: string; refusal: string }
  | { type: 'wentOffline' }
  | { type: 'wentOnline' }
  | { type: 'quotaLearned'; seatsLeft: number; sellers: number; asOf: number };

/** Sales listed (and kept on the phone) besides the unsent ones. */
export const SALES_SHOWN = 20;

export function initialBoxOfficeSales(owner: string | null, sales: LocalSale[], online: boolean): BoxOfficeSalesState {
  return { owner, sales: revived(sales), online, quota: null };
}

/** A sale that was being sent when the page closed is sent again (same `saleId`: the same sale). */
function revived(sales: readonly LocalSale[]): LocalSale[] {
  return sales.map((sale) => (sale.status === 'sending' ? { ...sale, status: 'pending', retryAt: 0 } : sale));
}

function isUnsent(sale: LocalSale): boolean {
  return sale.status === 'pending' || sale.status === 'sending';
}

function update(state: BoxOfficeSalesState, saleId: string, change: (sale: LocalSale) => LocalSale | null) {
  let changed = false;
  const sales = state.sales.map((sale) => {
    if (sale.saleId !== saleId) return sale;
    const next = change(sale);
    if (!next) return sale;
    changed = true;
    return next;
  });
  return changed ? { ...state, sales } : state;
}

/** The unsent sales first, then the last SALES_SHOWN others. */
function trimmed(sales: LocalSale[]): LocalSale[] {
  const others = sales.filter((sale) => !isUnsent(sale)).slice(0, SALES_SHOWN);
  return sales.filter((sale) => isUnsent(sale) || others.includes(sale));
}

export function boxOfficeSalesReducer(state: BoxOfficeSalesState, action: BoxOfficeSalesAction): BoxOfficeSalesState {
  switch (action.type) {
    case 'restored':
      return { ...state, owner: action.owner, sales: revived(action.sales), quota: null };
    case 'sold': {
      const { quantity } = action.sale.request;
      if (state.sales.some((sale) => sale.saleId === action.sale.saleId)) return state;
      if (!state.online && quantity > offlineSeatsLeft(state)) return state;
      // a seat is in one of this phone's sales at most; offline it sells only seats it names
      if (namesSeatSoldHere(state, action.sale.request)) return state;
      if (!state.online && action.sale.request.bestAvailable) return state;
      const sale: LocalSale = { ...action.sale, status: 'pending', refusal: null, retryAt: 0, sentAt: null };
      return { ...state, sales: trimmed([sale, ...state.sales]) };
    }
    case 'sendStarted':
      // one send in flight per sale: only a pending sale starts, and only online
      if (!state.online) return state;
      return update(state, action.saleId, (sale) =>
        sale.status === 'pending' ? { ...sale, status: 'sending' } : null,
      );
    case 'sendSucceeded':
      return update(state, action.saleId, (sale) =>
        isUnsent(sale) ? { ...sale, status: 'sent', amount: action.amount, sentAt: action.at } : null,
      );
    case 'sendFailed':
      return update(state, action.saleId, (sale) =>
        sale.status === 'sending' ? { ...sale, status: 'pending', retryAt: action.retryAt } : null,
      );
    case 'refused':
      return update(state, action.saleId, (sale) =>
        isUnsent(sale) ? { ...sale, status: 'refused', refusal: action.refusal } : null,
      );
    case 'wentOffline':
      return state.online ? { ...state, online: false } : state;
    case 'wentOnline':
      if (state.online) return state;
      // back online: every waiting sale is tried at once
      return {
        ...state,
        online: true,
        sales: state.sales.map((sale) => (sale.status === 'pending' ? { ...sale, retryAt: 0 } : sale)),
      };
    case 'quotaLearned':
      return {
        ...state,
        quota: { seatsLeft: action.seatsLeft, sellers: action.sellers, asOf: action.asOf },
      };
  }
}

function namesSeatSoldHere(state: BoxOfficeSalesState, request: SellAtDoorRequest): boolean {
  const seats = new Set(request.seats ?? []);
  if (seats.size === 0) return false;
  return state.sales.some(
    (sale) => sale.status !== 'refused' && (sale.request.seats ?? []).some((seat) => seats.has(seat)),
  );
}

/** Seats this phone sold and the server has not confirmed yet. */
function unsentSeats(state: BoxOfficeSalesState): number {
  return state.sales.filter(isUnsent).reduce((sum, sale) => sum + sale.request.quantity, 0);
}

/**
 * Seats this phone may still sell offline: its even share of the door's seats left (less what it
 * sold since the figures came, online or not), minus its unsent sales. No figures: nothing.
 */
export function offlineSeatsLeft(state: BoxOfficeSalesState): number {
  if (!state.quota) return 0;
  const { seatsLeft, sellers, asOf } = state.quota;
  const sentSince = state.sales
    .filter((sale) => sale.sentAt !== null && sale.sentAt >= asOf)
    .reduce((sum, sale) => sum + sale.request.quantity, 0);
  return Math.max(0, offlineDoorShare({ seatsLeft: seatsLeft - sentSince, sellers }) - unsentSeats(state));
}

/** The sale to send now: none while one is in flight or offline; else the oldest pending one due. */
export function nextToSend(state: BoxOfficeSalesState, now: number): LocalSale | null {
  if (!state.online || state.sales.some((sale) => sale.status === 'sending')) return null;
  const due = state.sales.filter((sale) => sale.status === 'pending' && sale.retryAt <= now);
  return due.at(-1) ?? null;
}

/** The earliest time a waiting sale is due again (null: none waits). */
export function nextRetryAt(state: BoxOfficeSalesState): number | null {
  const waiting = state.sales.filter((sale) => sale.status === 'pending' && sale.retryAt > 0);
  return waiting.length === 0 ? null : Math.min(...waiting.map((sale) => sale.retryAt));
}

export function unsentCount(state: BoxOfficeSalesState): number {
  return state.sales.filter(isUnsent).length;
}

/** A new `saleId`: 8–64 letters, digits, `-` or `_`, unique per sale (sellAtDoor's idempotency key). */
export function newSaleId(): string {
  const random =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `s-${random.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/**
 * The phone's sales of one date and seller (`carcajada.boxoffice.sales.<eventId>.<uid>`), kept in
 * localStorage: a reload or a dead battery loses no sale. Not removed at sign-out: unsent sales
 * are money already taken, and they are sent only under the seller's own account.
 */
export function salesKey(eventId: string, uid: string): string {
  return `carcajada.boxoffice.sales.${eventId}.${uid}`;
}

export function readSales(key: string, storage: Pick<Storage, 'getItem'> = localStorage): LocalSale[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as LocalSale[]) : [];
  } catch {
    return [];
  }
}

/** Full or blocked storage keeps the sales in memory only: they are still sent while the page is open. */
export function saveSales(key: string, sales: readonly LocalSale[], storage: Pick<Storage, 'setItem'> = localStorage) {
  try {
    storage.setItem(key, JSON.stringify(sales));
  } catch {
    // nothing more to do
  }
}
