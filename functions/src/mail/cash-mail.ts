import { CASH_TEXTS, formatCop, ticketReference } from '@carcajada/domain';
import { escapeHtml } from '../common/html.js';
import type { StoredTicket } from '../documents/ticket.js';
import { htmlDocument, htmlFacts, htmlLink } from './html.js';
import { mailRef, ticketMailId, type DocumentCreator, type MailMessage } from './mail-document.js';
import { MAIL_TEXTS as T } from './texts.js';
import { showTimeLabel } from './ticket-mail.js';

/** What the voucher mail and its reminder tell. */
export interface CashVoucher {
  ticketId: string;
  holderName: string;
  eventName: string;
  amount: number;
  voucherUrl: string;
  deadline: Date;
}

const CASH_MAIL = {
  voucherSubject: (show: string) => `Tu cupón de pago en Efecty: ${show}`,
  voucherIntro:
    'Tus entradas quedan apartadas hasta la fecha límite. Paga el cupón en cualquier punto Efecty antes de esa hora; cuando el pago llegue te enviamos tus entradas con su código QR.',
  reminderSubject: (show: string) => `Recuerda pagar tu cupón de Efecty: ${show}`,
  reminderIntro: 'Tu cupón de Efecty vence en menos de 12 horas. Si no lo pagas a tiempo, las entradas se liberan.',
  amountLabel: 'Valor a pagar',
} as const;

/** The voucher of a ticket held for cash (`cashVoucherUrl` and the deadline in `holdExpiresAt`); null for any other. */
export function cashVoucherOf(ticketId: string, ticket: StoredTicket): CashVoucher | null {
  if (!ticket.holdExpiresAt || !ticket.cashVoucherUrl) return null;
  return {
    ticketId,
    holderName: ticket.metadata.userName,
    eventName: ticket.metadata.eventName,
    amount: ticket.amount,
    voucherUrl: ticket.cashVoucherUrl,
    deadline: ticket.holdExpiresAt.toDate(),
  };
}

export function cashMessage(voucher: CashVoucher, kind: 'voucher' | 'reminder', webBaseUrl: string): MailMessage {
  const subject =
    kind === 'voucher' ? CASH_MAIL.voucherSubject(voucher.eventName) : CASH_MAIL.reminderSubject(voucher.eventName);
  const intro = kind === 'voucher' ? CASH_MAIL.voucherIntro : CASH_MAIL.reminderIntro;
  const deadline = showTimeLabel(voucher.deadline);
  const reference = ticketReference(voucher.ticketId);
  const ticketsUrl = `${webBaseUrl.replace(/\/+$/, '')}/tickets`;
  const facts: [string, string][] = [
    [CASH_MAIL.amountLabel, formatCop(voucher.amount)],
    [CASH_TEXTS.cashDeadline, deadline],
    [T.referenceLabel, reference],
  ];
  const text = [
    T.greeting(voucher.holderName),
    '',
    intro,
    '',
    voucher.eventName,
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `${CASH_TEXTS.voucherLink}: ${voucher.voucherUrl}`,
    `${T.ticketsLink}: ${ticketsUrl}`,
    '',
    T.footer,
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(T.greeting(voucher.holderName))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<h1 style="font-size:20px;margin:16px 0 0">${escapeHtml(voucher.eventName)}</h1>`,
      htmlFacts(facts.map(([label, value]) => [label, `<strong>${escapeHtml(value)}</strong>`] as const)),
      `<p>${htmlLink(voucher.voucherUrl, CASH_TEXTS.voucherLink)}</p>`,
      `<p>${htmlLink(ticketsUrl, T.ticketsLink)}</p>`,
      `<p style="color:#6b6b6b;font-size:13px">${escapeHtml(T.footer)}</p>`,
    ].join(''),
  );
  return { subject, text, html, attachments: [] };
}

/** `ticket-<id>-cash-voucher` (at once) or `ticket-<id>-cash-reminder` (12 h before the deadline); none to an unverified account. */
export function createCashMail(
  writer: DocumentCreator,
  voucher: CashVoucher,
  kind: 'voucher' | 'reminder',
  to: { uid: string; email: string | null },
  webBaseUrl: string,
): void {
  if (!to.email) return;
  writer.create(cashMailRef(voucher.ticketId, kind), {
    to: to.email,
    recipientUid: to.uid,
    message: cashMessage(voucher, kind, webBaseUrl),
  });
}

export function cashMailRef(ticketId: string, kind: 'voucher' | 'reminder') {
  return mailRef(ticketMailId(ticketId, kind === 'voucher' ? 'cash-voucher' : 'cash-reminder'));
}
