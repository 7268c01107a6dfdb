import { createUserWithEmailAndPassword, deleteUser, type Auth } from 'firebase/auth';
import { doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore/lite';
import {
  dataConsentDocument,
  digitsOnly,
  LEGAL_CONFIG_PATH,
  legalConfigFrom,
  newUserDocument,
  type SignUpForm,
} from '@carcajada/domain';
import { currentUserStore, whileSigningUp } from '../stores/current-user-store';
import { sendVerificationEmail } from './send-verification-email';

/**
 * Creates the auth account, then users/{uid} with exactly the User fields, the sign-up defaults
 * and the consent the form's box gave to the policy's current version (config/legal).
 * The Firestore rules accept nothing else. If the document cannot be written the account is
 * deleted again, so the email is not left taken by a half-made user.
 */
export function signUp(auth: Auth, firestore: Firestore, form: SignUpForm): Promise<string> {
  return whileSigningUp(async () => {
    const legal = await getDoc(doc(firestore, LEGAL_CONFIG_PATH));
    const { data_policy_version: policyVersion } = legalConfigFrom(legal.data());
    const { user } = await createUserWithEmailAndPassword(auth, form.email.trim(), form.password);
    try {
      const fields = {
        uid: user.uid,
        email: user.email ?? form.email.trim(),
        name: form.name.trim(),
        phone: digitsOnly(form.phone),
      };
      await setDoc(doc(firestore, 'users', user.uid), {
        ...newUserDocument(fields, serverTimestamp()),
        data_consent: dataConsentDocument(policyVersion, serverTimestamp()),
      });
    } catch (error) {
      await deleteUser(user).catch(() => undefined);
      throw error;
    }
    // Firebase Auth's verification mail: until the link is followed no mail of ours goes to this
    // address (docs/mail.md). Best effort: Perfil and Mis tickets offer to send it again.
    await sendVerificationEmail(auth).catch(() => undefined);
    // Auth announced the account before its document existed: read it now that it does.
    currentUserStore().refresh();
    return user.uid;
  });
}
