import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { WHATSAPP_PHONE_PATTERN } from '@carcajada/domain';
import { incomingTextBody, postCallback, statusCallbackBody } from './callbacks.js';
import { chatPage, chatsPage } from './chat-page.js';
import {
  BadRequestBody,
  bearerToken,
  isForeignBrowserRequest,
  readObject,
  redirect,
  sendGraphError,
  sendHtml,
  sendJson,
} from './http.js';
import type { StandInOptions } from './options.js';
import { InvalidSend, messageFromSend, StandInStore, type ChatMessage } from './store.js';

interface Context {
  options: StandInOptions;
  store: StandInStore;
}

type Handler = (context: Context, request: IncomingMessage, response: ServerResponse, match: string[]) => Promise<void>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** After a send: `sent`, then `delivered`, each a signed callback, as a phone that is on would. */
async function deliver({ options }: Context, message: ChatMessage): Promise<void> {
  for (const status of ['sent', 'delivered'] as const) {
    await wait(options.callbackDelayMs);
    message.status = status;
    await postCallback(options, statusCallbackBody(message, status));
  }
}

/** The chat opened: its delivered messages are read. */
function markRead({ options }: Context, messages: ChatMessage[]): void {
  for (const message of messages.filter((entry) => entry.status === 'delivered')) {
    message.status = 'read';
    void postCallback(options, statusCallbackBody(message, 'read'));
  }
}

/** The phone's owner answers (BAJA): shown in the chat and delivered to the webhook. */
async function answerFrom({ options, store }: Context, from: string, text: string): Promise<number> {
  const { body, answer } = incomingTextBody(from, text);
  store.answers.push(answer);
  return postCallback(options, body);
}

const sendMessage: Handler = async (context, request, response) => {
  const { options, store } = context;
  if (bearerToken(request) !== options.accessToken)
    return sendGraphError(response, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
  let message: ChatMessage;
  try {
    const send = await readObject(request);
    if (store.refuses(send.to)) {
      store.refusedDuringOutage += 1;
      return sendGraphError(response, 503, 2, 'Service temporarily unavailable');
    }
    message = { ...messageFromSend(send, options.webBaseUrl), status: 'accepted' };
  } catch (error) {
    if (error instanceof InvalidSend || error instanceof BadRequestBody)
      return sendGraphError(response, 400, 100, `(#100) ${error.message}`);
    throw error;
  }
  store.add(message);
  sendJson(response, 200, {
    messaging_product: 'whatsapp',
    contacts: [{ input: message.to, wa_id: message.to }],
    messages: [{ id: message.id, message_status: 'accepted' }],
  });
  void deliver(context, message);
};

const showChats: Handler = async ({ store }, _request, response) => sendHtml(response, 200, chatsPage(store.numbers()));

const showChat: Handler = async (context, _request, response, [, phone]) => {
  const { messages, answers } = context.store.chatOf(phone!);
  sendHtml(response, 200, chatPage(phone!, messages, answers));
  markRead(context, messages);
};

const answerBaja: Handler = async (context, _request, response, [, phone]) => {
  await answerFrom(context, phone!, 'BAJA');
  redirect(response, `/chat/${encodeURIComponent(phone!)}`);
};

const setOutage: Handler = async ({ store }, request, response) => {
  const { on, to } = await readObject(request);
  store.outage = on !== false;
  store.outageTo = store.outage && typeof to === 'string' ? to : null;
  sendJson(response, 200, { outage: store.outage, to: store.outageTo });
};

const listMessages: Handler = async ({ store }, request, response) => {
  const to = new URL(request.url ?? '/', 'http://standin').searchParams.get('to');
  const { messages, answers } = to ? store.chatOf(to) : { messages: store.messages, answers: store.answers };
  sendJson(response, 200, { messages, answers, outage: store.outage, refusedDuringOutage: store.refusedDuringOutage });
};

const sendAnswer: Handler = async (context, request, response) => {
  const { from, text } = await readObject(request);
  if (typeof from !== 'string' || !WHATSAPP_PHONE_PATTERN.test(from))
    return sendJson(response, 400, { error: 'from must be a number like 573001234567' });
  const webhookStatus = await answerFrom(context, from, typeof text === 'string' ? text : 'BAJA');
  sendJson(response, 200, { webhookStatus });
};

const reset: Handler = async ({ store }, _request, response) => {
  store.reset();
  sendJson(response, 200, { ok: true });
};

const PHONE = '(\\d{8,15})';
const ROUTES: Array<{ method: string; pattern: RegExp; control: boolean; handle: Handler }> = [
  { method: 'GET', pattern: /^\/health$/, control: false, handle: async (_c, _q, r) => sendJson(r, 200, { ok: true }) },
  { method: 'POST', pattern: /^\/v\d+\.\d+\/\d+\/messages$/, control: false, handle: sendMessage },
  { method: 'GET', pattern: /^\/$/, control: false, handle: showChats },
  { method: 'GET', pattern: new RegExp(`^/chat/${PHONE}$`), control: false, handle: showChat },
  { method: 'POST', pattern: new RegExp(`^/chat/${PHONE}/baja$`), control: true, handle: answerBaja },
  { method: 'POST', pattern: /^\/_standin\/outage$/, control: true, handle: setOutage },
  { method: 'GET', pattern: /^\/_standin\/messages$/, control: false, handle: listMessages },
  { method: 'POST', pattern: /^\/_standin\/answer$/, control: true, handle: sendAnswer },
  { method: 'POST', pattern: /^\/_standin\/reset$/, control: true, handle: reset },
];

/** The WhatsApp Cloud API stand-in as a plain node:http server (not yet listening). */
export function createWhatsAppStandIn(options: StandInOptions): http.Server {
  const context: Context = { options, store: new StandInStore() };
  return http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', options.publicUrl).pathname;
    const route = ROUTES.find((entry) => entry.method === request.method && entry.pattern.test(path));
    if (!route) return sendJson(response, 404, { error: `no route ${request.method} ${path}` });
    if (route.control && isForeignBrowserRequest(request, options.publicUrl))
      return sendJson(response, 403, { error: 'the controls refuse pages of another origin' });
    Promise.resolve()
      .then(() => route.handle(context, request, response, route.pattern.exec(path) ?? []))
      .catch((error: unknown) => {
        if (response.headersSent) return response.destroy();
        if (error instanceof BadRequestBody) return sendJson(response, 400, { error: error.message });
        console.error('[whatsapp-standin]', error);
        sendJson(response, 500, { error: 'stand-in error' });
      });
  });
}
