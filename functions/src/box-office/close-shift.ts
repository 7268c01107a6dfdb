import {
  BOX_OFFICE_METHODS,
  BOX_OFFICE_PAYMENT_METHOD,
  shiftTotals,
  type BoxOfficeMethod,
  type CloseBoxOfficeShiftResult,
} from '@carcajada/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { CloseBoxOfficeShiftRequest } from '@carcajada/domain/requests';
import { callable } from '../common/callable.js';
import { readCaller } from '../common/caller.js';
import { refusal } from '../common/errors.js';
import { COLLECTIONS, eventRef, runTransaction, ticketsCollection } from '../common/firestore.js';
import { parseEvent } from '../documents/event.js';
import { parseTicket, ticketUpdateOf } from '../documents/ticket.js';
import { authorizeBoxOffice } from './authorize-box-office.js';

function methodOf(value: unknown): BoxOfficeMethod {
  return (BOX_OFFICE_METHODS as readonly unknown[]).includes(value) ? (value as BoxOfficeMethod) : 'cash';
}

/**
 * Closes the caller's till at a date: in one transaction, the caller's door sales of the date not
 * yet in a shift are read, stamped with the new shift's id, and summed (cash and card: count and
 * amount) with the counted cash and the difference into events/{id}/box_office_shifts/{shiftId}.
 * A sale is in exactly one shift; a close with no sale since the last records zeros.
 */
export async function closeBoxOfficeShiftAs(
  uid: string | undefined,
  data: unknown,
): Promise<CloseBoxOfficeShiftResult> {
  const caller = await readCaller(uid);
  const parsed = CloseBoxOfficeShiftRequest.safeParse(data);
  if (!parsed.success) throw refusal('invalidRequest');
  const { eventId, countedCash } = parsed.data;
  const show = await eventRef(eventId).get();
  if (!show.exists) throw refusal('eventNotFound');
  await authorizeBoxOffice(caller, eventId, parseEvent(show.data()));
  const shiftRef = eventRef(eventId).collection(COLLECTIONS.boxOfficeShifts).doc();
  const unclosed = ticketsCollection()
    .where('eventId', '==', eventId)
    .where('paymentMethod', '==', BOX_OFFICE_PAYMENT_METHOD)
    .where('soldBy', '==', caller.uid)
    .where('boxOfficeShiftId', '==', null);
  return runTransaction(async (transaction) => {
    const sales = (await transaction.get(unclosed)).docs;
    const totals = shiftTotals(
      sales.map((sale) => ({ method: methodOf(sale.get('boxOfficeMethod')), amount: parseTicket(sale.data()).amount })),
      countedCash,
    );
    for (const sale of sales) transaction.update(sale.ref, ticketUpdateOf({ boxOfficeShiftId: shiftRef.id }));
    transaction.create(shiftRef, {
      eventId,
      organizerId: show.get('organizerId') ?? null,
      soldBy: caller.uid,
      sellerName: caller.name,
      ...totals,
      saleIds: sales.map((sale) => sale.id),
      closedAt: FieldValue.serverTimestamp(),
    });
    return { shiftId: shiftRef.id, ...totals };
  });
}

export const closeBoxOfficeShift = callable('closeBoxOfficeShift', {}, (request): Promise<CloseBoxOfficeShiftResult> =>
  closeBoxOfficeShiftAs(request.auth?.uid, request.data),
);
