import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { dataConsentDocument } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';

/**
 * users/{uid}.data_consent, given again: the policy's current version at the server's time. The
 * rules accept only the account's own consent, to config/legal's version, dated now.
 */
export function giveDataConsent(uid: string, version: string): Promise<void> {
  return updateDoc(doc(firestoreLite, 'users', uid), {
    data_consent: dataConsentDocument(version, serverTimestamp()),
  });
}
