import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { DOOR_SEAT_TAKEN_MESSAGE } from '@carcajada/domain';
import { CallableRefusal } from '../../../lib/callable';
import { sellAtDoor } from '../api/sell-at-door';
import {
  boxOfficeSalesReducer,
  initialBoxOfficeSales,
  nextRetryAt,
  nextToSend,
  offlineSeatsLeft,
  readSales,
  salesKey,
  saveSales,
  unsentCount,
  type LocalSale,
} from '../utils/box-office-sales';
import { isRetryable } from '../utils/offline-queue';
import { useOnline, type BoxOfficeFigures } from './use-door-effects';

/** A sale that failed on the network waits this long before it is sent again. */
const RETRY_MS = 10_000;

export type NewSale = Omit<LocalSale, 'status' | 'refusal' | 'retryAt' | 'sentAt' | 'at'>;

/**
 * The door's sales of one date on this phone, around `boxOfficeSalesReducer`: kept per date and
 * seller in localStorage, sent to `sellAtDoor` one at a time (again after a network failure, with
 * the same `saleId`), limited offline to the phone's share of the door's seats (`figures`).
 * `onConfirmed` runs after each confirmed sale (the door's list is asked for again).
 */
export function useBoxOffice(
  eventId: string | null,
  uid: string | null,
  figures: BoxOfficeFigures | null,
  onConfirmed: () => void,
) {
  const key = eventId && uid ? salesKey(eventId, uid) : null;
  const [state, dispatch] = useReducer(boxOfficeSalesReducer, key, (owner) =>
    initialBoxOfficeSales(owner, owner ? readSales(owner) : [], navigator.onLine),
  );
  const online = useOnline();
  const [now, setNow] = useState(() => Date.now());
  const inFlight = useRef(new Set<string>());

  useEffect(() => {
    if (key !== state.owner) dispatch({ type: 'restored', owner: key, sales: key ? readSales(key) : [] });
    else if (key) saveSales(key, state.sales);
  }, [key, state.owner, state.sales]);

  useEffect(() => dispatch({ type: online ? 'wentOnline' : 'wentOffline' }), [online]);

  const view = figures?.view;
  useEffect(() => {
    if (view && figures)
      dispatch({ type: 'quotaLearned', seatsLeft: view.seatsLeft, sellers: view.sellers, asOf: figures.askedAt });
  }, [view, figures]);

  // the reducer starts one send at a time; each sale marked `sending` is called exactly once
  const next = nextToSend(state, now);
  useEffect(() => {
    if (next) dispatch({ type: 'sendStarted', saleId: next.saleId });
  }, [next]);
  const sending = state.sales.find((sale) => sale.status === 'sending');
  useEffect(() => {
    if (!sending || inFlight.current.has(sending.saleId)) return;
    const { saleId } = sending;
    inFlight.current.add(saleId);
    sellAtDoor(sending.request).then(
      (result) => {
        inFlight.current.delete(saleId);
        dispatch({ type: 'sendSucceeded', saleId, amount: result.amount, at: Date.now() });
        onConfirmed();
      },
      (error: unknown) => {
        inFlight.current.delete(saleId);
        const refusal = CallableRefusal.from(error);
        // a door seat another phone sold first: said as the door says it, not as a buyer's checkout does
        const text = refusal.refusal?.reason === 'seatTaken' ? DOOR_SEAT_TAKEN_MESSAGE : refusal.message;
        if (refusal.refusal && !isRetryable(error)) dispatch({ type: 'refused', saleId, refusal: text });
        else dispatch({ type: 'sendFailed', saleId, retryAt: Date.now() + RETRY_MS });
      },
    );
  }, [sending, onConfirmed]);

  const retryAt = nextRetryAt(state);
  useEffect(() => {
    if (retryAt === null) return;
    const wake = window.setTimeout(() => setNow(Date.now()), Math.max(0, retryAt - Date.now()));
    return () => window.clearTimeout(wake);
  }, [retryAt]);

  const sell = useCallback((sale: NewSale) => {
    dispatch({ type: 'sold', sale: { ...sale, at: new Date().toISOString() } });
  }, []);

  return {
    sales: state.owner === key ? state.sales : [],
    online,
    unsent: unsentCount(state),
    offlineSeats: offlineSeatsLeft(state),
    sell,
  };
}
