import { formatDayAndTime, priorityCheckoutPath, PRIORITY_TEXTS } from '@carcajada/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { escapeHtml } from '../common/html.js';
import { webBaseUrl } from '../config.js';
import type { StoredEvent } from '../documents/event.js';
import { htmlDocument, htmlLink } from '../mail/html.js';
import { mailRef, type MailDocument } from '../mail/mail-document.js';
import { MAIL_TEXTS } from '../mail/texts.js';

/** One "Nueva función" mail per offer: `priority-<offerId>`, so offering again never mails twice. */
export function priorityMailRef(offerId: string): DocumentReference {
  return mailRef(`priority-${offerId}`);
}

export function priorityMail(
  to: { uid: string; email: string },
  event: Pick<StoredEvent, 'name' | 'slug' | 'priority'>,
  seats: number,
  category: string | null = null,
): MailDocument {
  const subject = PRIORITY_TEXTS.mailSubject(event.name);
  const until = formatDayAndTime(event.priority!.until.toDate());
  const intro = PRIORITY_TEXTS.mailIntro(event.name, seats, until);
  const link = `${webBaseUrl.value().replace(/\/+$/, '')}${priorityCheckoutPath(event.slug, seats, category)}`;
  return {
    to: to.email,
    recipientUid: to.uid,
    message: {
      subject,
      text: [intro, '', `${PRIORITY_TEXTS.mailLink}: ${link}`, '', MAIL_TEXTS.footer].join('\n'),
      html: htmlDocument(
        subject,
        `<p>${escapeHtml(intro)}</p><p>${htmlLink(link, PRIORITY_TEXTS.mailLink)}</p>` +
          `<p style="color:#6b6b6b">${escapeHtml(MAIL_TEXTS.footer)}</p>`,
      ),
      attachments: [],
    },
  };
}
