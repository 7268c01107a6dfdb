import type { MarkDoorRefundReturnedResult } from '@carcajada/domain';
import { MarkDoorRefundReturnedRequest } from '@carcajada/domain/requests';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { callable } from '../common/callable.js';
import { readCaller } from '../common/caller.js';
import { refusal } from '../common/errors.js';
import { runTransaction, ticketRef } from '../common/firestore.js';
import { logDoorRefundReturned } from './log.js';
import { parseTicket, ticketUpdateOf } from '../documents/ticket.js';
import { authorizeShowEdit } from '../organizers/authorize-show.js';

/**
 * The organizer (or ADMIN) marks the money of a door sale of a cancelled date as returned: the
 * ticket leaves the settlement's list of door refunds owed. Marking again answers the first mark.
 */
export async function markDoorRefundReturnedAs(
  uid: string | undefined,
  data: unknown,
): Promise<MarkDoorRefundReturnedResult> {
  const caller = await readCaller(uid);
  const parsed = MarkDoorRefundReturnedRequest.safeParse(data);
  if (!parsed.success) throw refusal('invalidRequest');
  const ref = ticketRef(parsed.data.ticketId);
  const stored = await ref.get();
  if (!stored.exists) throw refusal('ticketNotFound');
  await authorizeShowEdit(caller, parseTicket(stored.data()).eventId);
  const returnedAt = await runTransaction(async (transaction) => {
    const ticket = parseTicket((await transaction.get(ref)).data());
    if (ticket.doorRefundReturnedAt) return ticket.doorRefundReturnedAt.toDate();
    if (!ticket.doorRefundDue) throw refusal('notDoorRefund');
    const now = Timestamp.now();
    transaction.update(
      ref,
      ticketUpdateOf({
        doorRefundDue: false,
        doorRefundReturnedAt: now,
        doorRefundReturnedBy: caller.uid,
        updatedAt: FieldValue.serverTimestamp(),
      }),
    );
    return now.toDate();
  });
  logDoorRefundReturned({ uid: caller.uid, ticketId: ref.id });
  return { ticketId: ref.id, returnedAt: returnedAt.toISOString() };
}

export const markDoorRefundReturned = callable('markDoorRefundReturned', {}, (request) =>
  markDoorRefundReturnedAs(request.auth?.uid, request.data),
);
