import { WAITLIST_OFFER_MINUTES, WAITLIST_TEXTS } from '@carcajada/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { escapeHtml } from '../common/html.js';
import { webBaseUrl } from '../config.js';
import { htmlDocument, htmlLink } from '../mail/html.js';
import { mailRef, type MailDocument } from '../mail/mail-document.js';
import { MAIL_TEXTS } from '../mail/texts.js';

/** One mail per offer: `waitlist-<entryId>-offer-<n>`, so a retried offer step never mails twice. */
export function offerMailRef(entryId: string, offerNumber: number): DocumentReference {
  return mailRef(`waitlist-${entryId}-offer-${offerNumber}`);
}

/** The checkout of the held seats: only this account can buy through it (`tipo`: the entry's type, if any). */
export function offerCheckoutPath(slug: string, quantity: number, entryId: string, typeId: string | null): string {
  const tipo = typeId ? `&tipo=${encodeURIComponent(typeId)}` : '';
  return `/compra/${encodeURIComponent(slug)}?quantity=${quantity}${tipo}&oferta=${encodeURIComponent(entryId)}`;
}

export function offerMail(
  to: { uid: string; email: string },
  show: { name: string; slug: string },
  entryId: string,
  quantity: number,
  typeId: string | null,
): MailDocument {
  const subject = WAITLIST_TEXTS.mailSubject(show.name);
  const intro = WAITLIST_TEXTS.mailIntro(show.name, quantity, WAITLIST_OFFER_MINUTES);
  const link = `${webBaseUrl.value().replace(/\/+$/, '')}${offerCheckoutPath(show.slug, quantity, entryId, typeId)}`;
  return {
    to: to.email,
    recipientUid: to.uid,
    message: {
      subject,
      text: [intro, '', `${WAITLIST_TEXTS.mailLink}: ${link}`, '', MAIL_TEXTS.footer].join('\n'),
      html: htmlDocument(
        subject,
        `<p>${escapeHtml(intro)}</p><p>${htmlLink(link, WAITLIST_TEXTS.mailLink)}</p>` +
          `<p style="color:#6b6b6b">${escapeHtml(MAIL_TEXTS.footer)}</p>`,
      ),
      attachments: [],
    },
  };
}
