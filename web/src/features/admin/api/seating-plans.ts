import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { PLAN_ZONES_COLLECTION, SEATING_PLANS_COLLECTION, type SeatingPlan } from '@carcajada/domain/seating';
import {
  parseStoredPlan,
  parseStoredZone,
  planFromStored,
  type StoredPlan,
} from '@carcajada/domain/stored/seating-plan';
import { firestoreLite } from '../../../lib/firestore-lite';
import { invalidateQueries, useQuery } from '../../../lib/use-query';

export interface SeatingPlanSummary extends StoredPlan {
  id: string;
}

/** An organizer's plans, by name (seating plans are public reads; docs/seating.md). */
export async function getSeatingPlans(organizerId: string): Promise<SeatingPlanSummary[]> {
  const snapshot = await getDocs(
    query(collection(firestoreLite, SEATING_PLANS_COLLECTION), where('organizerId', '==', organizerId), limit(100)),
  );
  return snapshot.docs
    .map((plan) => ({ id: plan.id, ...parseStoredPlan(plan.data()) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** A whole plan to edit: its document and its zones' (1 + zones reads). */
export async function getSeatingPlan(planId: string): Promise<SeatingPlan> {
  const ref = doc(firestoreLite, SEATING_PLANS_COLLECTION, planId);
  const [plan, zones] = await Promise.all([getDoc(ref), getDocs(collection(ref, PLAN_ZONES_COLLECTION))]);
  return planFromStored(
    parseStoredPlan(plan.data()),
    zones.docs.map((zone) => parseStoredZone(zone.id, zone.data())),
  );
}

const PLANS_KEY = 'seating-plans';

export function useSeatingPlans(organizerId: string | null) {
  return useQuery([PLANS_KEY, organizerId], () => getSeatingPlans(organizerId ?? ''), {
    enabled: organizerId !== null && organizerId !== '',
  });
}

export function invalidateSeatingPlans(): void {
  invalidateQueries([PLANS_KEY]);
}
