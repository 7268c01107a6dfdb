import { isDoorStaffWindowOpen, type ShowScope } from '@carcajada/domain';
import { scopeCovers, showScopeOf, type Caller } from '../common/caller.js';
import { refusal } from '../common/errors.js';
import { doorStaffRef, eventRef } from '../common/firestore.js';
import { parseEvent } from '../documents/event.js';

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
  if (!scopeCovers(scope, parseEvent(show.data()).organizerId)) throw refusal('notYourShow');
  return scope;
}

/**
 * May the caller open this show's door (read its admission list, admit people)? ADMIN and the
 * show's organizer always; its active door staff until a day after the show starts
 * (`doorAccessEnded` after that); anyone else `notYourShow` (all `permission-denied`).
 */
export async function authorizeDoor(caller: Caller, eventId: string, now = new Date()): Promise<void> {
  if (caller.role === 'ADMIN') return;
  const [show, staff] = await Promise.all([eventRef(eventId).get(), doorStaffRef(eventId, caller.uid).get()]);
  const event = parseEvent(show.data());
  if (caller.role === 'ORGANIZER' && show.exists && event.organizerId === caller.organizerId) return;
  if (!caller.active || !staff.exists || !show.exists) throw refusal('notYourShow');
  if (event.event_date && isDoorStaffWindowOpen(event.event_date.toDate(), now)) return;
  throw refusal('doorAccessEnded');
}
