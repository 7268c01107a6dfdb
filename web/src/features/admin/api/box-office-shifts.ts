import { collection, getDocs, limit, orderBy, query, type DocumentData } from 'firebase/firestore/lite';
import type { MethodTotals } from '@carcajada/domain';
import { asNumber, asRecord, asString, toDate } from '../../../lib/firestore-convert';
import { firestoreLite } from '../../../lib/firestore-lite';
import { invalidateQueries, useQueryData } from '../../../lib/use-query';

/** One closed till of a date (events/{id}/box_office_shifts/{shiftId}, written by closeBoxOfficeShift). */
export interface BoxOfficeShift {
  id: string;
  sellerName: string;
  closedAt: Date;
  cash: MethodTotals;
  card: MethodTotals;
  countedCash: number;
  difference: number;
}

/** Far more tills than one date's door closes. */
const SHIFTS_SHOWN = 100;

function totals(value: unknown): MethodTotals {
  const record = asRecord(value);
  return { count: asNumber(record.count), amount: asNumber(record.amount) };
}

function shiftOf(id: string, data: DocumentData): BoxOfficeShift {
  return {
    id,
    sellerName: asString(data.sellerName),
    closedAt: toDate(data.closedAt),
    cash: totals(data.cash),
    card: totals(data.card),
    countedCash: asNumber(data.countedCash),
    difference: asNumber(data.difference),
  };
}

/** A date's closed tills, latest first (the rules let ADMIN and the show's organizer read them). */
export async function getBoxOfficeShifts(eventId: string): Promise<BoxOfficeShift[]> {
  const snapshot = await getDocs(
    query(
      collection(firestoreLite, 'events', eventId, 'box_office_shifts'),
      orderBy('closedAt', 'desc'),
      limit(SHIFTS_SHOWN),
    ),
  );
  return snapshot.docs.map((document) => shiftOf(document.id, document.data()));
}

const shiftsKey = (eventId: string) => ['admin-box-office-shifts', eventId] as const;

/** Undefined while loading; a read failure goes to the section's error boundary. */
export function useBoxOfficeShifts(eventId: string): BoxOfficeShift[] | undefined {
  return useQueryData(shiftsKey(eventId), () => getBoxOfficeShifts(eventId));
}

/** Reads the date's closed tills again ("Actualizar cierres"). */
export function invalidateBoxOfficeShifts(eventId: string): void {
  invalidateQueries(shiftsKey(eventId));
}
