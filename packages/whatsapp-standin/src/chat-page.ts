import { formatWhatsAppPhone } from '@carcajada/domain';
import type { ChatMessage, PhoneAnswer } from './store.js';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** WhatsApp's own formatting: *bold*, new lines. */
function formatted(text: string): string {
  return escapeHtml(text)
    .replace(/\*([^*\n]+)\*/g, '<strong>$1</strong>')
    .replace(/\n/g, '<br>');
}

const STATUS_TICKS: Record<ChatMessage['status'], string> = {
  accepted: '·',
  sent: '✓',
  delivered: '✓✓',
  read: '<span class="read">✓✓</span>',
};

const time = (iso: string): string =>
  new Date(iso).toLocaleTimeString('es-CO', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Bogota' });

function messageBubble(message: ChatMessage): string {
  const image = message.imageUrl
    ? `<img class="header" src="${escapeHtml(message.imageUrl)}" alt="Imagen del mensaje (código QR)">`
    : '';
  const button = message.button
    ? `<a class="button" href="${escapeHtml(message.button.url)}" target="_blank" rel="noopener">↗ ${escapeHtml(message.button.text)}</a>`
    : '';
  return `<li class="bubble in" data-template="${message.template}" data-status="${message.status}">
  ${image}<p>${formatted(message.body)}</p>
  <span class="meta">${time(message.receivedAt)} ${STATUS_TICKS[message.status]}</span>${button}
</li>`;
}

function answerBubble(answer: PhoneAnswer): string {
  return `<li class="bubble out"><p>${escapeHtml(answer.text)}</p><span class="meta">${time(answer.sentAt)}</span></li>`;
}

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, sans-serif; background: #d1d7db; }
  .phone { max-width: 420px; min-height: 100vh; margin: 0 auto; background: #efeae2; display: flex; flex-direction: column; }
  header { background: #075e54; color: #fff; padding: 12px 16px; }
  header h1 { font-size: 1.05rem; margin: 0; }
  header small { opacity: .8; }
  ol { list-style: none; margin: 0; padding: 12px; display: flex; flex-direction: column; gap: 8px; flex: 1; }
  .bubble { max-width: 85%; padding: 6px 8px 4px; border-radius: 8px; box-shadow: 0 1px .5px rgba(0,0,0,.13); }
  .in { background: #fff; align-self: flex-start; }
  .out { background: #d9fdd3; align-self: flex-end; }
  .bubble p { margin: 4px 0; line-height: 1.35; overflow-wrap: anywhere; }
  .header { display: block; width: 100%; max-width: 300px; border-radius: 6px; background: #fff; }
  .meta { display: block; text-align: right; font-size: .7rem; color: #667781; }
  .read { color: #53bdeb; }
  .button { display: block; text-align: center; border-top: 1px solid #e9edef; margin-top: 4px; padding: 8px; color: #027eb5; text-decoration: none; }
  form { padding: 8px 12px 16px; display: flex; gap: 8px; }
  form button { flex: 1; padding: 10px; border: 0; border-radius: 20px; background: #00a884; color: #fff; font-size: 1rem; }
  .empty { color: #667781; text-align: center; }
  .chats a { display: block; padding: 12px 16px; background: #fff; border-bottom: 1px solid #e9edef; color: #111b21; text-decoration: none; }
`;

function page(title: string, body: string, refresh: boolean): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${refresh ? '<meta http-equiv="refresh" content="3">' : ''}
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main class="phone">${body}</main></body></html>`;
}

/** One number's chat with Carcajada, as the phone shows it, with a button that answers BAJA. */
export function chatPage(phone: string, messages: ChatMessage[], answers: PhoneAnswer[]): string {
  const items = [
    ...messages.map((message) => ({ at: message.receivedAt, html: messageBubble(message) })),
    ...answers.map((answer) => ({ at: answer.sentAt, html: answerBubble(answer) })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const list = items.length
    ? `<ol aria-label="Mensajes">${items.map((item) => item.html).join('')}</ol>`
    : '<ol><li class="empty">Todavía no hay mensajes.</li></ol>';
  return page(
    `Carcajada · ${formatWhatsAppPhone(phone)}`,
    `<header><h1>Carcajada</h1><small>Chat de ${escapeHtml(formatWhatsAppPhone(phone))} (simulador de WhatsApp)</small></header>
${list}
<form method="post" action="/chat/${encodeURIComponent(phone)}/baja"><button type="submit">Responder BAJA</button></form>`,
    true,
  );
}

/** Every number that has a chat. */
export function chatsPage(numbers: string[]): string {
  const links = numbers.length
    ? numbers
        .map((phone) => `<a href="/chat/${encodeURIComponent(phone)}">${escapeHtml(formatWhatsAppPhone(phone))}</a>`)
        .join('')
    : '<p class="empty">Aún no se ha enviado ningún mensaje. Compra con WhatsApp activado en el checkout.</p>';
  return page(
    'WhatsApp (simulador)',
    `<header><h1>WhatsApp (simulador local)</h1><small>Chats que Carcajada ha enviado</small></header><nav class="chats">${links}</nav>`,
    true,
  );
}
