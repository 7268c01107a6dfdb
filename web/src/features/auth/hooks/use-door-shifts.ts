import { useEffect, useState } from 'react';
import { getDoorShifts } from '../api/door-shifts';

/** The signed-in USER's door shifts (event ids); null while loading; [] for nobody or on failure. */
export function useDoorShifts(uid: string | null): string[] | null {
  const [shifts, setShifts] = useState<{ uid: string; events: string[] } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let current = true;
    getDoorShifts(uid)
      .catch(() => [])
      .then((events) => {
        if (current) setShifts({ uid, events });
      });
    return () => {
      current = false;
    };
  }, [uid]);
  if (!uid) return [];
  return shifts?.uid === uid ? shifts.events : null;
}
