import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { BOX_OFFICE_PAYMENT_METHOD, type MarkDoorRefundReturnedResult, type ShowScope } from '@carcajada/domain';
import type { MarkDoorRefundReturnedRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { callFunction } from '../../../lib/callable';
import { asNumber, asRecord, asString } from '../../../lib/firestore-convert';
import { firestoreLite } from '../../../lib/firestore-lite';
import { invalidateQueries, useQuery } from '../../../lib/use-query';
import { scopeKey } from '../hooks/use-show-scope';
import { ownTickets } from './show-sales';

/** A door sale of a cancelled date whose money the organizer still owes back at the door. */
export interface DoorRefundOwed {
  ticketId: string;
  eventId: string;
  show: string;
  date: string;
  holderName: string;
  amount: number;
  method: string;
}

/** Far more than the door sales of a season's cancelled dates. */
const SHOWN = 200;

/** The door refunds still owed (`doorRefundDue`), per date; an ORGANIZER reads its own. */
export async function getDoorRefundsOwed(scope: ShowScope): Promise<DoorRefundOwed[]> {
  const snapshot = await getDocs(
    query(
      collection(firestoreLite, 'tickets'),
      where('paymentMethod', '==', BOX_OFFICE_PAYMENT_METHOD),
      where('doorRefundDue', '==', true),
      ...ownTickets(scope),
      limit(SHOWN),
    ),
  );
  return snapshot.docs
    .map((document) => {
      const data = document.data();
      const metadata = asRecord(data.metadata);
      return {
        ticketId: document.id,
        eventId: asString(data.eventId),
        show: asString(metadata.eventName),
        date: `${asString(metadata.eventDate)} ${asString(metadata.eventTime)}`.trim(),
        holderName: asString(metadata.userName),
        amount: asNumber(data.amount),
        method: asString(data.boxOfficeMethod),
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.show.localeCompare(b.show));
}

const refundsKey = (scope: ShowScope) => ['admin-door-refunds', scopeKey(scope)] as const;

export function useDoorRefundsOwed(scope: ShowScope) {
  return useQuery(refundsKey(scope), () => getDoorRefundsOwed(scope));
}

/** The organizer returned a door buyer's money: the ticket leaves the list. */
export async function markDoorRefundReturned(
  scope: ShowScope,
  ticketId: string,
): Promise<MarkDoorRefundReturnedResult> {
  const result = await callFunction<z.input<typeof MarkDoorRefundReturnedRequest>, MarkDoorRefundReturnedResult>(
    'markDoorRefundReturned',
    { ticketId },
    { idempotent: true },
  );
  invalidateQueries(refundsKey(scope));
  return result;
}
