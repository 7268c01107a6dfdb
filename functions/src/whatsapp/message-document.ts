import {
  isWhatsAppTemplate,
  WHATSAPP_MESSAGE_STATUSES,
  type WhatsAppMessageStatus,
  type WhatsAppTemplate,
} from '@carcajada/domain';
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { db } from '../common/firestore.js';

export const WHATSAPP_MESSAGES = 'whatsapp_messages';

/**
 * whatsapp_messages/{ticketId}_{template} (contract v6): `ticketId`, `userId`, `template`,
 * `waMessageId` (null until the API takes it), `status`, `updatedAt`; the sender's own fields
 * (`attempts`, `sendingUntil`, `error`) beside them. No phone number: the consent holds it.
 */
export interface WhatsAppMessage {
  /** '' for a new date's offer (`nueva_funcion`), which has no ticket yet. */
  ticketId: string;
  /** priority_offers/{offerId} of a `nueva_funcion` message; null otherwise. */
  offerId: string | null;
  userId: string;
  template: WhatsAppTemplate;
  waMessageId: string | null;
  status: WhatsAppMessageStatus;
  attempts: number;
  sendingUntil: number;
}

export function whatsappMessageRef(messageId: string): DocumentReference {
  return db().collection(WHATSAPP_MESSAGES).doc(messageId);
}

function isStatus(value: unknown): value is WhatsAppMessageStatus {
  return (WHATSAPP_MESSAGE_STATUSES as readonly unknown[]).includes(value);
}

/** The stored message; null for one that is missing or not ours to read. */
export function parseWhatsAppMessage(data: DocumentData | undefined): WhatsAppMessage | null {
  if (!data || typeof data.ticketId !== 'string' || typeof data.userId !== 'string') return null;
  if (!isWhatsAppTemplate(data.template) || !isStatus(data.status)) return null;
  return {
    ticketId: data.ticketId,
    offerId: typeof data.offerId === 'string' ? data.offerId : null,
    userId: data.userId,
    template: data.template,
    waMessageId: typeof data.waMessageId === 'string' ? data.waMessageId : null,
    status: data.status,
    attempts: typeof data.attempts === 'number' ? data.attempts : 0,
    sendingUntil: typeof data.sendingUntil?.toMillis === 'function' ? data.sendingUntil.toMillis() : 0,
  };
}
