import { createHmac } from 'node:crypto';
import type { StandInOptions } from './options.js';
import { newWamid, type ChatMessage, type PhoneAnswer } from './store.js';

export const STANDIN_PHONE_NUMBER_ID = '100000000000001';
const DISPLAY_NUMBER = '573000000000';

/** Meta's `X-Hub-Signature-256` of a body: `sha256=` and the hex HMAC-SHA256 with the app secret. */
export function hubSignature(appSecret: string, body: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

function envelope(value: Record<string, unknown>): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '200000000000002',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: DISPLAY_NUMBER, phone_number_id: STANDIN_PHONE_NUMBER_ID },
              ...value,
            },
          },
        ],
      },
    ],
  });
}

/** A status callback for one message, as Meta sends it. */
export function statusCallbackBody(message: ChatMessage, status: 'sent' | 'delivered' | 'read'): string {
  return envelope({
    statuses: [
      {
        id: message.id,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: message.to,
        ...(message.callbackData && { biz_opaque_callback_data: message.callbackData }),
      },
    ],
  });
}

/** A text the phone's owner sent, as Meta delivers it. */
export function incomingTextBody(from: string, text: string): { body: string; answer: PhoneAnswer } {
  const answer: PhoneAnswer = { id: newWamid(), from, text, sentAt: new Date().toISOString() };
  const body = envelope({
    contacts: [{ profile: { name: 'Cliente' }, wa_id: from }],
    messages: [
      {
        from,
        id: answer.id,
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: 'text',
        text: { body: text },
      },
    ],
  });
  return { body, answer };
}

const RETRY_DELAYS_MS = [1_000, 3_000, 10_000, 30_000];

/**
 * Posts one signed callback; like Meta, delivers it again a few times when the webhook does not
 * answer 200 (the Functions emulator still loading, a 500). Answers the last status (0: unreachable).
 */
export async function postCallback(options: StandInOptions, body: string): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    status = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(options.appSecret, body) },
      body,
      signal: AbortSignal.timeout(15_000),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 0);
    if (status === 200 || status === 401) return status;
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  console.error(`[whatsapp-standin] callback not taken by ${options.webhookUrl} (last status ${status})`);
  return status;
}
