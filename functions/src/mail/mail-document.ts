import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../common/firestore.js';

/** An attachment as nodemailer (and the Trigger Email extension) takes it. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
  /** 'base64' for binary content (the QR image). */
  encoding?: 'base64';
  /** Content-ID, so the HTML can show the image inline (`cid:…`). */
  cid?: string;
}

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/**
 * mail/{id} in the format of the Firebase "Trigger Email from Firestore" extension, with the uid
 * of the account it is sent to: what an account's mails are is decided by that uid (ACCOUNT_RECORDS),
 * never by an address a later account may take over.
 */
export interface MailDocument {
  to: string;
  recipientUid: string;
  message: MailMessage;
}

/** One mail per ticket and kind: the id itself makes a repeated write impossible. */
export type TicketMailKind = 'confirmed' | 'cancelled' | 'expired' | 'reminder' | 'cash-voucher' | 'cash-reminder';

export function ticketMailId(ticketId: string, kind: TicketMailKind): string {
  return `ticket-${ticketId}-${kind}`;
}

export function mailRef(mailId: string): DocumentReference {
  return db().collection(COLLECTIONS.mail).doc(mailId);
}

/** A transaction or a batch: mail documents are created with the change they tell about. */
export interface DocumentCreator {
  create(ref: DocumentReference, data: DocumentData): unknown;
}
