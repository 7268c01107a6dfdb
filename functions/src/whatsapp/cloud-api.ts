import type { WhatsAppTemplateMessage } from '@carcajada/domain';
import { whatsappApiUrl, whatsappApiVersion, whatsappPhoneNumberId, whatsappToken } from '../config.js';

/** How long one send may take before it counts as the API being down (retried). */
const SEND_TIMEOUT_MS = 15_000;

/** A send the Cloud API did not take: `permanent` when sending it again cannot help (a 4xx). */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** 408 and 429 are Meta's "later"; any other 4xx refuses the message itself (template, number). */
function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function messagesUrl(): string {
  const base = whatsappApiUrl.value().replace(/\/+$/, '');
  return `${base}/${whatsappApiVersion.value()}/${whatsappPhoneNumberId.value()}/messages`;
}

/**
 * One template message through the Cloud API, `biz_opaque_callback_data` carrying our message id
 * (Meta echoes it in the status callbacks). Answers the `wamid…` the API gave it.
 */
export async function postTemplateMessage(message: WhatsAppTemplateMessage, messageId: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(messagesUrl(), {
      method: 'POST',
      headers: { authorization: `Bearer ${whatsappToken.value()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...message, biz_opaque_callback_data: messageId }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    throw new WhatsAppSendError(`Cloud API unreachable: ${error instanceof Error ? error.message : error}`, false);
  }
  const text = await response.text();
  if (!response.ok)
    throw new WhatsAppSendError(
      `Cloud API answered ${response.status}: ${text.slice(0, 300)}`,
      isPermanentStatus(response.status),
    );
  const id = (JSON.parse(text) as { messages?: Array<{ id?: unknown }> }).messages?.[0]?.id;
  if (typeof id !== 'string') throw new WhatsAppSendError('Cloud API answered no message id', false);
  return id;
}
