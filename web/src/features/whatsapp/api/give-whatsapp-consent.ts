import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { whatsappConsentDocument } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';

/**
 * users/{uid}.whatsapp_consent (Ley 1581 de 2012, apart from data_consent): the number in the
 * Cloud API's form, the consent text's current version, at the server's time. Given again after a
 * withdrawal, it replaces the withdrawn one. The rules accept only this shape, on the account's own document.
 */
export function giveWhatsAppConsent(uid: string, phone: string, version: string): Promise<void> {
  return updateDoc(doc(firestoreLite, 'users', uid), {
    whatsapp_consent: whatsappConsentDocument(phone, version, serverTimestamp()),
  });
}
