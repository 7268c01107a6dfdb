import { createHmac, randomUUID } from 'node:crypto';

/** Mercado Pago's signed string: `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`. */
export function webhookManifest(dataId: string, requestId: string, ts: string): string {
  return `id:${dataId};request-id:${requestId};ts:${ts};`;
}

export function webhookSignature(secret: string, dataId: string, requestId: string, ts: string): string {
  return createHmac('sha256', secret)
    .update(webhookManifest(dataId, requestId, ts))
    .digest('hex');
}

export interface WebhookDeliveryInput {
  notificationUrl: string;
  paymentId: number | string;
  secret: string;
  action?: string;
  notificationId?: number;
  sellerId?: number;
  requestId?: string;
  /** Unix seconds; defaults to now. */
  ts?: number;
}

/** A webhook request exactly as Mercado Pago sends it: URL, headers and JSON body. */
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  requestId: string;
  action: string;
}

/**
 * Builds a Webhooks notification for a payment the way Mercado Pago does: `type=payment&data.id=`
 * appended to the notification URL, `x-signature: ts=..,v1=..` and `x-request-id` headers.
 * Exported so tests can send tampered copies.
 */
export function buildWebhookRequest(input: WebhookDeliveryInput): WebhookRequest {
  const dataId = String(input.paymentId);
  const requestId = input.requestId ?? randomUUID();
  const ts = String(input.ts ?? Math.floor(Date.now() / 1000));
  const action = input.action ?? 'payment.updated';
  const url = new URL(input.notificationUrl);
  url.searchParams.set('type', 'payment');
  url.searchParams.set('data.id', dataId);
  const body = {
    id: input.notificationId ?? Date.now(),
    live_mode: false,
    type: 'payment',
    date_created: new Date().toISOString(),
    user_id: input.sellerId ?? 0,
    api_version: 'v1',
    action,
    data: { id: dataId },
  };
  return {
    url: url.toString(),
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      'x-signature': `ts=${ts},v1=${webhookSignature(input.secret, dataId, requestId, ts)}`,
    },
    body: JSON.stringify(body),
    requestId,
    action,
  };
}

/** Sends one webhook request; resolves to the receiver's HTTP status, or the network error. */
export async function sendWebhookRequest(
  request: WebhookRequest,
  timeoutMs: number,
): Promise<{ responseStatus: number | null; error: string | null }> {
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return { responseStatus: response.status, error: null };
  } catch (error) {
    return { responseStatus: null, error: error instanceof Error ? error.message : String(error) };
  }
}
