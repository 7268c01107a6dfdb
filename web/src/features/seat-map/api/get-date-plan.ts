import { doc, getDoc } from 'firebase/firestore/lite';
import { seatingPlanPath } from '@carcajada/domain/seating';
import { parseStoredPlan, type StoredPlan } from '@carcajada/domain/stored/seating-plan';
import { firestoreLite } from '../../../lib/firestore-lite';
import { useQuery } from '../../../lib/use-query';

/** A seated date's plan document: its categories (colours), size and zones (one read; public). */
export async function getDatePlan(planId: string): Promise<StoredPlan> {
  const snapshot = await getDoc(doc(firestoreLite, seatingPlanPath(planId)));
  return parseStoredPlan(snapshot.data());
}

export function useDatePlan(planId: string) {
  return useQuery(['seat-map-plan', planId], () => getDatePlan(planId));
}
