import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../common/firestore.js';

/**
 * The wallet's server-only collections (no client reads or writes them; firestore.rules):
 * `wallet_passes/{ticketId}`: a ticket that has had a pass (its date, the holders whose copies
 * exist, when it last changed); `wallet_registrations/{device}_{serial}`: an Apple device that
 * asked to hear of a pass's changes, with its push token.
 */
export const WALLET_COLLECTIONS = { passes: 'wallet_passes', registrations: 'wallet_registrations' } as const;

export interface PassRecord {
  ticketId: string;
  eventId: string;
  holders: string[];
  updatedAt: Timestamp;
}

export function passRecordRef(ticketId: string) {
  return db().collection(WALLET_COLLECTIONS.passes).doc(ticketId);
}

export function registrationRef(device: string, serial: string) {
  return db().collection(WALLET_COLLECTIONS.registrations).doc(`${device}_${serial}`);
}

export async function readPassRecord(ticketId: string): Promise<PassRecord | null> {
  const data = (await passRecordRef(ticketId).get()).data();
  if (!data) return null;
  return {
    ticketId,
    eventId: typeof data.eventId === 'string' ? data.eventId : '',
    holders: Array.isArray(data.holders) ? data.holders.filter((uid): uid is string => typeof uid === 'string') : [],
    updatedAt: data.updatedAt instanceof Timestamp ? data.updatedAt : Timestamp.fromMillis(0),
  };
}

/** A copy of the pass was handed to `uid`: kept so its later changes reach that copy too. */
export async function recordPassIssued(ticketId: string, eventId: string, uid: string): Promise<void> {
  const ref = passRecordRef(ticketId);
  const existing = await ref.get();
  await ref.set(
    {
      ticketId,
      eventId,
      holders: FieldValue.arrayUnion(uid),
      ...(existing.exists ? {} : { updatedAt: FieldValue.serverTimestamp() }),
    },
    { merge: true },
  );
}

/**
 * The pass changed at `changedAt` (the change's own time, so a retried trigger writes the same):
 * devices asking for passes updated since an earlier tag get this one.
 */
export async function markPassUpdated(ticketId: string, eventId: string, changedAt: Date): Promise<void> {
  await passRecordRef(ticketId).set({ ticketId, eventId, updatedAt: Timestamp.fromDate(changedAt) }, { merge: true });
}

export interface Registration {
  device: string;
  serial: string;
  pushToken: string;
}

export async function registrationsOfPass(serial: string): Promise<Registration[]> {
  const snapshot = await db().collection(WALLET_COLLECTIONS.registrations).where('serialNumber', '==', serial).get();
  return snapshot.docs.map((doc) => ({
    device: String(doc.get('deviceLibraryIdentifier')),
    serial,
    pushToken: String(doc.get('pushToken')),
  }));
}

/** A device's registered serials of our pass type. */
export async function serialsOfDevice(device: string, passTypeId: string): Promise<string[]> {
  const snapshot = await db()
    .collection(WALLET_COLLECTIONS.registrations)
    .where('deviceLibraryIdentifier', '==', device)
    .where('passTypeIdentifier', '==', passTypeId)
    .get();
  return snapshot.docs.map((doc) => String(doc.get('serialNumber')));
}

/** Records a device's registration; true when it is new (Apple's 201), false when it was there (200). */
export async function register(
  device: string,
  passTypeId: string,
  serial: string,
  pushToken: string,
  holderUid: string,
): Promise<boolean> {
  const ref = registrationRef(device, serial);
  const existed = (await ref.get()).exists;
  await ref.set(
    {
      deviceLibraryIdentifier: device,
      passTypeIdentifier: passTypeId,
      serialNumber: serial,
      pushToken,
      holderUid,
      ...(existed ? {} : { createdAt: FieldValue.serverTimestamp() }),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  return !existed;
}

export async function unregister(device: string, serial: string): Promise<void> {
  await registrationRef(device, serial).delete();
}
