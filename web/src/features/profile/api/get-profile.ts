import type { AppUser } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';
import { invalidateQueries, useQueryData } from '../../../lib/use-query';
import { getUser } from '../../auth';

const profileKey = (uid: string) => ['profile', uid];

async function readProfile(uid: string): Promise<AppUser> {
  const user = await getUser(firestoreLite, uid);
  if (!user) throw new Error('The user document is missing');
  return user;
}

/**
 * The stored profile, read when the edit form opens so it starts from the saved values (and again
 * after a save). Undefined while loading; a failure (or a missing document) goes to the error boundary.
 */
export function useProfileForEdit(uid: string): AppUser | undefined {
  return useQueryData(profileKey(uid), () => readProfile(uid));
}

/** After the profile is saved: an edit form still open reads it again. */
export function invalidateProfile(uid: string): void {
  invalidateQueries(profileKey(uid));
}
