import { doc, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { digitsOnly, type EditProfileForm } from '@carcajada/domain';
import { invalidateProfile } from './get-profile';

/** Spec section 7: the profile edit writes only name, phone, city and address. */
export async function updateProfile(firestore: Firestore, uid: string, form: EditProfileForm): Promise<void> {
  await updateDoc(doc(firestore, 'users', uid), {
    name: form.name.trim(),
    phone: digitsOnly(form.phone),
    city: form.city.trim(),
    address: form.address.trim(),
  });
  invalidateProfile(uid);
}
