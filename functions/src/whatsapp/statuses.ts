import { nextWhatsAppStatus } from '@carcajada/domain';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { db, runTransaction } from '../common/firestore.js';
import type { StatusCallback } from './callbacks.js';
import { logWhatsAppStatus, logWhatsAppUnknownStatus } from './log.js';
import { parseWhatsAppMessage, WHATSAPP_MESSAGES, whatsappMessageRef } from './message-document.js';

/** Our message of a callback: by the id it carries back, else by Meta's `wamid`. */
async function messageOf(status: StatusCallback): Promise<DocumentReference | null> {
  if (status.biz_opaque_callback_data) {
    const ref = whatsappMessageRef(status.biz_opaque_callback_data);
    const stored = parseWhatsAppMessage((await ref.get()).data());
    if (stored && (!stored.waMessageId || stored.waMessageId === status.id)) return ref;
  }
  const found = await db().collection(WHATSAPP_MESSAGES).where('waMessageId', '==', status.id).limit(1).get();
  return found.docs[0]?.ref ?? null;
}

/**
 * One status callback applied: callbacks come out of order and more than once, so the status
 * only moves forward (read > delivered > sent > accepted) and a failed message stays failed.
 */
export async function applyStatus(status: StatusCallback): Promise<void> {
  const ref = await messageOf(status);
  if (!ref) return logWhatsAppUnknownStatus({ waMessageId: status.id, reported: status.status });
  await runTransaction(async (transaction) => {
    const current = parseWhatsAppMessage((await transaction.get(ref)).data());
    if (!current) return;
    const next = nextWhatsAppStatus(current.status, status.status);
    logWhatsAppStatus({ messageId: ref.id, reported: status.status, status: next });
    if (next === current.status && current.waMessageId) return;
    transaction.update(ref, {
      status: next,
      ...(!current.waMessageId && { waMessageId: status.id }),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}
