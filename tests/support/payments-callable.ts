import { DEFAULT_SEAT } from '@carcajada/domain';
import { functionUrl } from './payments-env.js';
import type { TestBuyer } from './payments-fixtures.js';

export type CallableOutcome<T> =
  { ok: true; httpStatus: number; result: T } | { ok: false; httpStatus: number; status: string; message: string };

/** createTicketPreference over the callable protocol (POST {data} with a bearer ID token), as the web SDK does it. */
export async function callCreateTicketPreference<T = Record<string, unknown>>(
  idToken: string | null,
  data: unknown,
): Promise<CallableOutcome<T>> {
  const response = await fetch(functionUrl('createTicketPreference'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { status: string; message: string } };
  if (body.error) return { ok: false, httpStatus: response.status, ...body.error };
  return { ok: true, httpStatus: response.status, result: body.result as T };
}

/** The spec's ticket-creation payload as the checkout screen builds it. */
export function ticketPayload(buyer: TestBuyer, eventId: string, quantity: number, amount: number) {
  return {
    userId: buyer.uid,
    eventId,
    amount,
    quantity,
    buyerEmail: buyer.email,
    metadata: {
      userName: buyer.name,
      eventName: 'nombre del cliente',
      eventDate: '2000-01-01',
      eventTime: '00:00',
      venue: 'lugar del cliente',
      city: 'ciudad del cliente',
      seatNumber: DEFAULT_SEAT,
    },
  };
}

export interface PaidPurchase {
  ticketId: string;
  preferenceId: string;
  initPoint: string;
}
