import { DEFAULT_SEAT } from '@carcajada/domain';
import { functionUrl } from './env.js';
import type { TestBuyer } from '../fixtures/harness.js';

export type CallableOutcome<T> =
  | { ok: true; httpStatus: number; result: T }
  | { ok: false; httpStatus: number; status: string; message: string; details?: Record<string, unknown> };

interface CallableError {
  status: string;
  message: string;
  details?: Record<string, unknown>;
}

/**
 * A callable over its protocol (POST {data} with a bearer ID token), as the web SDK calls it;
 * `headers` adds others (an X-Forwarded-For: the caller's address as the front end would give it).
 */
export async function callCallable<T = Record<string, unknown>>(
  name: string,
  idToken: string | null,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<CallableOutcome<T>> {
  const response = await fetch(functionUrl(name), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ data }),
  });
  const text = await response.text();
  const body = parseJson(text) as { result?: T; error?: CallableError } | undefined;
  if (body?.error) return { ok: false, httpStatus: response.status, ...body.error };
  if (response.ok && body && 'result' in body)
    return { ok: true, httpStatus: response.status, result: body.result as T };
  // not the callable protocol: e.g. the Functions emulator's own 500 when its worker socket broke (EPIPE)
  return { ok: false, httpStatus: response.status, status: `HTTP_${response.status}`, message: text };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function callCreateTicketPreference<T = Record<string, unknown>>(
  idToken: string | null,
  data: unknown,
): Promise<CallableOutcome<T>> {
  return callCallable<T>('createTicketPreference', idToken, data);
}

export function callCancelTicket(idToken: string | null, data: unknown) {
  return callCallable<{ ticketId: string; cancelled: true }>('cancelTicket', idToken, data);
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

/** joinQueue from an address (the last X-Forwarded-For entry is the caller's address, as in production). */
export function callJoinQueue(buyer: TestBuyer, eventId: string, address: string) {
  return callCallable<{ status: string; position: number | null; ahead: number | null }>(
    'joinQueue',
    buyer.idToken,
    { eventId },
    { 'x-forwarded-for': address },
  );
}
