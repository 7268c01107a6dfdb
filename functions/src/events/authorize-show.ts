import type { ShowScope } from '@carcajada/domain';
import { scopeCovers, showScopeOf, type Caller } from '../common/caller.js';
import { refusal } from '../common/errors.js';
import { doorStaffRef, eventRef } from '../common/firestore.js';

/**
 * May the caller manage this show (edit it, refund its tickets, its promo codes, its door
 * staff)? ADMIN any; an ORGANIZER only its own (`notYourShow` otherwise, also for the platform's
 * shows); anyone else `organizerOnly`. Without an id (a new show) only the role is checked.
 * Returns the caller's scope.
 */
export async function authorizeShowEdit(caller: Caller, eventId?: string): Promise<ShowScope> {
  const scope = showScopeOf(caller);
  if (!eventId || scope.role === 'ADMIN') return scope;
  const show = await eventRef(eventId).get();
  if (!show.exists) throw refusal('eventNotFound');
  if (!scopeCovers(scope, show.get('organizerId'))) throw refusal('notYourShow');
  return scope;
}

/**
 * May the caller admit people to this show? ADMIN, the show's organizer and its door staff;
 * anyone else `notYourShow` (`permission-denied`).
 */
export async function authorizeDoor(caller: Caller, eventId: string): Promise<void> {
  if (caller.role === 'ADMIN') return;
  const [show, staff] = await Promise.all([eventRef(eventId).get(), doorStaffRef(eventId, caller.uid).get()]);
  if (caller.active && staff.exists) return;
  if (caller.role === 'ORGANIZER' && show.exists && show.get('organizerId') === caller.organizerId) return;
  throw refusal('notYourShow');
}
