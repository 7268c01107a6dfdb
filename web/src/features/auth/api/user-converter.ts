import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { whatsappConsentFrom, type AppUser, type UserRole } from '@carcajada/domain';
import { asBoolean, asString, readOnlyConverterWrite, toDate } from '../../../lib/firestore-convert';

function asRole(value: unknown): UserRole {
  return value === 'ADMIN' || value === 'ORGANIZER' ? value : 'USER';
}

/** A malformed creation date must not lock the user out: the epoch stands for "unknown". */
function creationDate(value: unknown): Date {
  try {
    return toDate(value);
  } catch {
    return new Date(0);
  }
}

/** users/{uid} → AppUser. Writes go through explicit field maps (sign-up, profile edit), never this. */
export const userConverter: FirestoreDataConverter<AppUser, DocumentData> = {
  toFirestore: readOnlyConverterWrite,
  fromFirestore(snapshot: QueryDocumentSnapshot): AppUser {
    const data = snapshot.data();
    const user: AppUser = {
      uid: asString(data.uid, snapshot.id),
      active: asBoolean(data.active),
      city: asString(data.city),
      creation_date: creationDate(data.creation_date),
      email: asString(data.email),
      name: asString(data.name),
      phone: asString(data.phone),
      profile_url: asString(data.profile_url),
      role: asRole(data.role),
    };
    if (typeof data.address === 'string') user.address = data.address;
    if (user.role === 'ORGANIZER' && typeof data.organizerId === 'string') user.organizerId = data.organizerId;
    const consentVersion: unknown = data.data_consent?.version;
    if (typeof consentVersion === 'string') user.data_consent = { version: consentVersion };
    const whatsapp = whatsappConsentFrom(data.whatsapp_consent);
    if (whatsapp) user.whatsapp_consent = whatsapp;
    return user;
  },
};
