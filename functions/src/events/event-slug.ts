import { eventSlug, slugCandidate, type EventFormInput } from '@carcajada/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { eventSlugRef } from '../common/firestore.js';
import type { StoredEvent } from '../documents/event.js';

/** The slug an event ends with, the reservation to create and the one to give back, in the caller's transaction. */
export interface SlugPlan {
  slug: string;
  reserve: DocumentReference | null;
  release: DocumentReference | null;
}

/** Suffixes tried before giving up (-2 … -50): more shows of one name on one day is not a real case. */
const MAX_SLUG_ATTEMPTS = 50;

/**
 * The first free candidate of `base` (itself, then -2, -3…), read in the transaction: a slug is
 * free when no event_slugs document reserves it, or when it already belongs to this event. Two
 * saves racing for one slug cannot both create its reservation: one transaction retries and reads it taken.
 */
export async function freeSlug(transaction: Transaction, base: string, eventId: string): Promise<SlugPlan> {
  for (let attempt = 1; attempt <= MAX_SLUG_ATTEMPTS; attempt += 1) {
    const slug = slugCandidate(base, attempt);
    const ref = eventSlugRef(slug);
    const owner: unknown = (await transaction.get(ref)).get('eventId');
    if (owner === undefined) return { slug, reserve: ref, release: null };
    if (owner === eventId) return { slug, reserve: null, release: null };
  }
  throw new Error(`no free slug for ${base} after ${MAX_SLUG_ATTEMPTS} attempts`);
}

export function slugForNewEvent(transaction: Transaction, form: EventFormInput, eventId: string): Promise<SlugPlan> {
  return freeSlug(transaction, eventSlug(form.name, form.date), eventId);
}

/** "show-2026-12-04" and "show-2026-12-04-3" both come from the base "show-2026-12-04". */
function comesFrom(slug: string, base: string): boolean {
  return slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
}

/**
 * Editing keeps the slug (shared links keep working) unless the name or the date changed into a
 * different slug; then the new one is reserved and the old reservation given back.
 */
export async function slugForEdit(
  transaction: Transaction,
  stored: StoredEvent,
  form: EventFormInput,
  eventId: string,
): Promise<SlugPlan> {
  const current = /^[^/]{1,200}$/.test(stored.slug) ? stored.slug : '';
  const base = eventSlug(form.name, form.date);
  const unchanged = stored.name === form.name && stored.date === form.date;
  if (current && (unchanged || comesFrom(current, base))) {
    // events saved before reservations existed (none in the seed) get theirs now
    const owner: unknown = (await transaction.get(eventSlugRef(current))).get('eventId');
    return { slug: current, reserve: owner === undefined ? eventSlugRef(current) : null, release: null };
  }
  const plan = await freeSlug(transaction, base, eventId);
  if (!current) return plan;
  const oldOwner: unknown = (await transaction.get(eventSlugRef(current))).get('eventId');
  return { ...plan, release: oldOwner === eventId ? eventSlugRef(current) : null };
}
