import { getDoorShifts } from '../api/door-shifts';
import { useQuery } from '../../../lib/use-query';

/** A failed read counts as no shifts: the door page then says there is nothing to scan. */
const shiftsOrNone = (uid: string) => getDoorShifts(uid).catch((): string[] => []);

/** The signed-in USER's door shifts (event ids); null while loading; [] for nobody or on failure. */
export function useDoorShifts(uid: string | null): string[] | null {
  const { data } = useQuery(uid ? ['door-shifts', uid] : null, () => shiftsOrNone(uid ?? ''));
  if (!uid) return [];
  return data ?? null;
}
