import type { Transporter } from 'nodemailer';
import type { MailDocument } from './mail-document.js';

export interface SentInfo {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

let cached: { url: string; transport: Transporter } | null = null;

/**
 * One transport per instance and URL (the secret is fixed for an instance's life). nodemailer is
 * loaded here, not at start: every function shares the bundle, and the Functions emulator runs one
 * worker per concurrent call (300 in the seats race), each paying for what it imports.
 */
async function transportFor(url: string): Promise<Transporter> {
  if (cached?.url !== url) {
    const { default: nodemailer } = await import('nodemailer');
    // short timeouts: a dead server is a transient failure retried by Cloud Tasks, not a hung function
    cached = {
      url,
      transport: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    };
  }
  return cached.transport;
}

function addresses(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((entry) => (typeof entry === 'string' ? entry : String((entry as { address?: unknown }).address)));
}

export async function sendOverSmtp(smtpUrl: string, from: string, mail: MailDocument): Promise<SentInfo> {
  const transport = await transportFor(smtpUrl);
  const info = await transport.sendMail({
    from,
    to: mail.to,
    subject: mail.message.subject,
    text: mail.message.text,
    html: mail.message.html,
    attachments: mail.message.attachments,
  });
  return { messageId: String(info.messageId), accepted: addresses(info.accepted), rejected: addresses(info.rejected) };
}

/**
 * Permanent: the server refused this message for good (a 5xx reply other than 503, RFC 5321), or
 * the message itself cannot be sent (no valid recipient, bad content): retrying gets the same answer.
 * Everything else — refused connection, timeout, 4xx, 503 — may work later.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  return code === 'EENVELOPE' || code === 'EMESSAGE';
}
