import { webBaseUrl } from '../config.js';
import { escapeHtml } from '../common/html.js';
import type { MailDocument } from '../mail/mail-document.js';
import { htmlDocument, htmlLink } from '../mail/html.js';
import { MAIL_TEXTS } from '../mail/texts.js';

/** Spanish texts of the membership mails (functions-only). */
const TEXTS = {
  memberSubject: (organizer: string) => `Ahora administras los shows de ${organizer} en Carcajada`,
  memberIntro: (organizer: string) =>
    `Te agregamos como miembro de ${organizer}. Desde el panel puedes crear y editar sus shows, ver las ventas, ` +
    'los asistentes, la liquidación y elegir quién escanea en la puerta.',
  dashboardLink: 'Abrir el panel',
  staffSubject: (show: string) => `Vas a escanear las entradas de ${show}`,
  staffIntro: (show: string, date: string) =>
    `Te agregaron al personal de puerta de ${show} (${date}). El día del show abre el escáner con tu cuenta de ` +
    'Carcajada y escanea el código QR de cada entrada, o busca por nombre o referencia.',
  scannerLink: 'Abrir el escáner',
} as const;

function base(): string {
  return webBaseUrl.value().replace(/\/$/, '');
}

/** A welcome to an account (its uid and address). */
type Recipient = { uid: string; email: string };

function message(
  to: Recipient,
  name: string,
  subject: string,
  intro: string,
  link: string,
  linkText: string,
): MailDocument {
  const greeting = MAIL_TEXTS.greeting(name);
  return {
    to: to.email,
    recipientUid: to.uid,
    message: {
      subject,
      text: [greeting, '', intro, '', `${linkText}: ${link}`, '', MAIL_TEXTS.footer].join('\n'),
      html: htmlDocument(
        subject,
        `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p>${htmlLink(link, linkText)}</p>` +
          `<p style="color:#6b6b6b">${escapeHtml(MAIL_TEXTS.footer)}</p>`,
      ),
      attachments: [],
    },
  };
}

export function organizerMemberMail(to: Recipient, name: string, organizerName: string): MailDocument {
  return message(
    to,
    name,
    TEXTS.memberSubject(organizerName),
    TEXTS.memberIntro(organizerName),
    `${base()}/administrador`,
    TEXTS.dashboardLink,
  );
}

export function doorStaffMail(
  to: Recipient,
  name: string,
  show: { id: string; name: string; date: string; time: string },
) {
  return message(
    to,
    name,
    TEXTS.staffSubject(show.name),
    TEXTS.staffIntro(show.name, `${show.date} ${show.time}`),
    `${base()}/administrador/ingreso?evento=${encodeURIComponent(show.id)}`,
    TEXTS.scannerLink,
  );
}
