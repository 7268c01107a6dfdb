import { EVENT_STATUS_CANCELLED, FUNCTIONS_REGION } from '@carcajada/domain';
import { documentId } from '@carcajada/domain/requests';
import {
  SEAT_VIEW_PERIOD_MS,
  SEAT_VIEWS_COLLECTION,
  SeatedEventFieldsSchema,
  seatViewDocument,
  seatViewState,
  withSeatsTaken,
  zoneDocument,
  type PlanZone,
  type SeatingPlan,
  type ZoneStates,
} from '@carcajada/domain/seating';
import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { COLLECTIONS, db, eventRef, isStaleWrite } from '../common/firestore.js';
import { parseEvent } from '../documents/event.js';
import { enqueueTask } from '../common/tasks.js';
import { findSeatingPlan } from './plan-store.js';
import { logSeatViewNotScheduled } from '../seats/log.js';
import { seatClaimsOf } from '../seats/seat-claims.js';

/**
 * What a seated date's map reads (docs/seated-dates.md, "Storage"): `events/{id}/seat_views/{zoneId}`, the
 * plan's zone with the date's `state`, rebuilt from the claims (the truth) at most once per
 * SEAT_VIEW_PERIOD_MS per zone, so a zone taking 25 choices a second is written every 2 s.
 */
export function seatViewsOf(eventId: string) {
  return eventRef(eventId).collection(SEAT_VIEWS_COLLECTION);
}

/** The date's door seats (`box_office_seats`) and plan id, as stored. */
export function seatedFieldsOf(data: unknown): { planId: string | null; door: Set<string> } {
  const parsed = SeatedEventFieldsSchema.safeParse(data ?? {});
  if (!parsed.success) return { planId: null, door: new Set() };
  return { planId: parsed.data.seating_plan_id ?? null, door: new Set(parsed.data.box_office_seats ?? []) };
}

/**
 * Rebuilds one zone's view from its claims, lock-free: the view carries the read time of the claims
 * it was built from and is written only if no later one is stored, so out-of-order runs never
 * leave an older state behind.
 */
export async function rebuildSeatView(
  eventId: string,
  zone: PlanZone,
  sort: number,
  planId: string,
  door: Set<string>,
): Promise<void> {
  const ref = seatViewsOf(eventId).doc(zone.id);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const claims = await seatClaimsOf(eventId).where('zoneId', '==', zone.id).get();
    const view = await ref.get();
    const stored = view.get('refreshed_at');
    if (stored instanceof Timestamp && stored.toMillis() >= claims.readTime.toMillis()) return;
    const fields = seatViewDocument(
      zoneDocument(zone, sort),
      planId,
      seatViewState(zone, new Set(claims.docs.map((claim) => claim.id)), door),
      claims.readTime,
    );
    try {
      if (view.exists) await ref.update(fields, { lastUpdateTime: view.updateTime! });
      else await ref.create(fields);
      return;
    } catch (error) {
      // another run wrote meanwhile: read again (it may already be newer)
      if (!isStaleWrite(error) && (error as { code?: unknown }).code !== 6) throw error;
    }
  }
}

/** Every zone's view of a seated date (it became seated, its plan or door seats changed). */
export async function writeSeatViews(eventId: string, plan: SeatingPlan, planId: string, door: Set<string>) {
  await Promise.all(plan.zones.map((zone, sort) => rebuildSeatView(eventId, zone, sort, planId, door)));
}

/**
 * The states the server chooses from: each zone's view, with the claims made since it was built
 * marked taken (a seat given back shows free only at the next refresh: never offered twice). A
 * zone with no view yet is built from its claims.
 */
export async function readZoneStates(eventId: string, plan: SeatingPlan, door: Set<string>): Promise<ZoneStates> {
  const views = await Promise.all(plan.zones.map((zone) => seatViewsOf(eventId).doc(zone.id).get()));
  const states: Record<string, string> = {};
  const refreshedAt: number[] = [];
  await Promise.all(
    plan.zones.map(async (zone, index) => {
      const view = views[index]!;
      const refreshed = view.get('refreshed_at');
      if (view.exists && typeof view.get('state') === 'string' && refreshed instanceof Timestamp) {
        states[zone.id] = String(view.get('state'));
        refreshedAt.push(refreshed.toMillis());
        return;
      }
      const claims = await seatClaimsOf(eventId).where('zoneId', '==', zone.id).get();
      states[zone.id] = seatViewState(zone, new Set(claims.docs.map((claim) => claim.id)), door);
    }),
  );
  if (refreshedAt.length > 0) {
    const since = Timestamp.fromMillis(Math.min(...refreshedAt));
    const recent = await seatClaimsOf(eventId).where('claimedAt', '>=', since).get();
    const taken = new Set(recent.docs.map((claim) => claim.id));
    for (const zone of plan.zones) states[zone.id] = withSeatsTaken(zone, states[zone.id]!, taken);
  }
  return states;
}

const REFRESH_VIEW_FUNCTION = 'refreshSeatView';

/**
 * One refresh per zone per period: the first claim change of a period enqueues a task named after
 * the date, the zone and the period, due at its end; the rest of the period finds the name taken.
 */
export async function scheduleSeatViewRefresh(eventId: string, zoneId: string, now = Date.now()): Promise<void> {
  const period = Math.floor(now / SEAT_VIEW_PERIOD_MS);
  const dueAt = (period + 1) * SEAT_VIEW_PERIOD_MS;
  try {
    await enqueueTask(
      REFRESH_VIEW_FUNCTION,
      { eventId, zoneId, dueAt },
      { id: `seatview-${eventId}-${zoneId}-${period}`, scheduleTime: new Date(dueAt) },
    );
  } catch (error) {
    logSeatViewNotScheduled({ eventId, zoneId, error });
    throw error;
  }
}

export const syncSeatViews = onDocumentWritten(
  { region: FUNCTIONS_REGION, document: 'events/{eventId}/seat_claims/{seatId}', retry: true },
  async (event) => {
    const zoneId = event.data?.after.get('zoneId') ?? event.data?.before.get('zoneId');
    if (typeof zoneId === 'string' && zoneId) await scheduleSeatViewRefresh(event.params.eventId, zoneId);
  },
);

const refreshTask = z.object({ eventId: documentId, zoneId: documentId, dueAt: z.number() });

/** Rebuilds one zone's view of a date from its current plan and claims. */
export async function refreshZoneView(eventId: string, zoneId: string): Promise<void> {
  const event = await eventRef(eventId).get();
  const { planId, door } = seatedFieldsOf(event.data());
  if (!planId) return;
  // a date or plan removed since the claim changed has no view left to rebuild
  const plan = (await findSeatingPlan(planId))?.plan;
  if (!plan) return;
  const sort = plan.zones.findIndex((candidate) => candidate.id === zoneId);
  if (sort >= 0) await rebuildSeatView(eventId, plan.zones[sort]!, sort, planId, door);
}

export const refreshSeatView = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    retryConfig: { maxAttempts: 30, minBackoffSeconds: 1, maxBackoffSeconds: 10, maxDoublings: 2 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async (request) => {
    const task = refreshTask.safeParse(request.data);
    if (!task.success) return;
    // the Tasks emulator dispatches at once (production on time): wait out the rest of the period
    const rest = task.data.dueAt - Date.now();
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(rest, SEAT_VIEW_PERIOD_MS)));
    await refreshZoneView(task.data.eventId, task.data.zoneId);
  },
);

/** A plan saved: the views of its dates to come follow it (zones gone are removed from them). */
export async function refreshPlanDateViews(planId: string, plan: SeatingPlan, now = new Date()): Promise<void> {
  const dates = await db().collection(COLLECTIONS.events).where('seating_plan_id', '==', planId).get();
  const kept = new Set(plan.zones.map((zone) => zone.id));
  for (const date of dates.docs) {
    const event = parseEvent(date.data());
    if (event.status === EVENT_STATUS_CANCELLED || (event.event_date?.toMillis() ?? 0) <= now.getTime()) continue;
    await writeSeatViews(date.id, plan, planId, seatedFieldsOf(date.data()).door);
    const views = await seatViewsOf(date.id).get();
    await Promise.all(views.docs.filter((view) => !kept.has(view.id)).map((view) => view.ref.delete()));
  }
}
