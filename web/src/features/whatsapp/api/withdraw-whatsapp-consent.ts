import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { firestoreLite } from '../../../lib/firestore-lite';

/** The consent withdrawn in Perfil: `withdrawn_at` set now, the rest kept (as "BAJA" does). */
export function withdrawWhatsAppConsent(uid: string): Promise<void> {
  return updateDoc(doc(firestoreLite, 'users', uid), { 'whatsapp_consent.withdrawn_at': serverTimestamp() });
}
