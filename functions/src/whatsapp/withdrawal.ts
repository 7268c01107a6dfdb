import { isWithdrawalAnswer, WHATSAPP_PHONE_PATTERN, whatsappRecipient } from '@carcajada/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, db, runTransaction } from '../common/firestore.js';
import type { IncomingMessage } from './callbacks.js';
import { logWhatsAppWithdrawn } from './log.js';

/**
 * "BAJA" from a number (any case, with or without accent): the consent of every account that
 * names that number is withdrawn (`withdrawn_at`), as a withdrawal in Perfil does. Other messages
 * are not read. Answers how many accounts it withdrew.
 */
export async function withdrawOnAnswer(message: IncomingMessage): Promise<number> {
  if (message.type !== 'text' || !message.text || !isWithdrawalAnswer(message.text.body)) return 0;
  if (!WHATSAPP_PHONE_PATTERN.test(message.from)) return 0;
  const accounts = await db().collection(COLLECTIONS.users).where('whatsapp_consent.phone', '==', message.from).get();
  let withdrawn = 0;
  for (const account of accounts.docs) {
    const changed = await runTransaction(async (transaction) => {
      const consent = (await transaction.get(account.ref)).get('whatsapp_consent');
      if (whatsappRecipient(consent) !== message.from) return false;
      transaction.update(account.ref, { 'whatsapp_consent.withdrawn_at': FieldValue.serverTimestamp() });
      return true;
    });
    if (changed) withdrawn += 1;
  }
  logWhatsAppWithdrawn({ accounts: withdrawn });
  return withdrawn;
}
