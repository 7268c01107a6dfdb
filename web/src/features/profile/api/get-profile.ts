import { useEffect, useState } from 'react';
import type { AppUser } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';
import { getUser } from '../../auth';

type ProfileLoad = { uid: string; user: AppUser } | { uid: string; error: Error };

/**
 * The stored profile, read once when the edit form opens so it starts from the saved values.
 * Undefined while loading; a failure (or a missing document) goes to the error boundary.
 */
export function useProfileForEdit(uid: string): AppUser | undefined {
  const [load, setLoad] = useState<ProfileLoad | undefined>(undefined);

  useEffect(() => {
    let current = true;
    getUser(firestoreLite, uid).then(
      (user) => {
        if (current) setLoad(user ? { uid, user } : { uid, error: new Error('The user document is missing') });
      },
      (error: Error) => {
        if (current) setLoad({ uid, error });
      },
    );
    return () => {
      current = false;
    };
  }, [uid]);

  if (load?.uid !== uid) return undefined;
  if ('error' in load) throw load.error;
  return load.user;
}
