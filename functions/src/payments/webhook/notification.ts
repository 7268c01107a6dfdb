import type { IncomingHttpHeaders } from 'node:http';

/** One incoming delivery as read from the raw request (query string and headers; the body is never trusted). */
export interface IncomingNotification {
  /** Legacy IPN (`topic=…`, unsigned), Webhooks (`type=…`, signed), or our own look-up (reconciliation). */
  kind: 'ipn' | 'webhook' | 'reconciliation';
  type: string | null;
  dataId: string | null;
  requestId: string | null;
  signature: string | null;
  /** `action` from the body (e.g. payment.updated): recorded for diagnosis only. */
  action: string | null;
}

function header(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : null;
}

function bodyAction(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('action' in body)) return null;
  return typeof body.action === 'string' ? body.action : null;
}

/** Reads `type`, `data.id` (the key has a dot, so it is read from the raw query, not a parsed object) and the signature headers. */
export function readNotification(rawUrl: string, headers: IncomingHttpHeaders, body: unknown): IncomingNotification {
  const query = new URL(rawUrl, 'http://localhost').searchParams;
  const type = query.get('type');
  const kind = query.has('topic') && !type ? 'ipn' : 'webhook';
  return {
    kind,
    type: type ?? query.get('topic'),
    dataId: kind === 'ipn' ? query.get('id') : query.get('data.id'),
    requestId: header(headers, 'x-request-id'),
    signature: header(headers, 'x-signature'),
    action: bodyAction(body),
  };
}

/** What the reconciliation records for a payment it looked up itself (no delivery came in). */
export function reconciliationNotice(paymentId: string): IncomingNotification {
  return { kind: 'reconciliation', type: 'payment', dataId: paymentId, requestId: null, signature: null, action: null };
}
