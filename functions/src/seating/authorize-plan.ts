import type { ShowScope } from '@carcajada/domain';
import { showScopeOf, type Caller } from '../common/caller.js';
import { refusal } from '../common/errors.js';
import { organizerRef } from '../common/firestore.js';

/**
 * May the caller keep seating plans for this organizer? An ORGANIZER only for its own
 * (`notYourSeatingPlan`), ADMIN for any organizer that exists (`organizerNotFound`); anyone else
 * `organizerOnly`. Answers the organizer's id (an ORGANIZER's own when none is given).
 */
export async function authorizePlanOrganizer(caller: Caller, organizerId: string | undefined): Promise<string> {
  const scope: ShowScope = showScopeOf(caller);
  if (scope.role === 'ORGANIZER') {
    if (organizerId !== undefined && organizerId !== scope.organizerId) throw refusal('notYourSeatingPlan');
    return scope.organizerId;
  }
  if (!organizerId) throw refusal('invalidRequest');
  if (!(await organizerRef(organizerId).get()).exists) throw refusal('organizerNotFound');
  return organizerId;
}

/** May the caller read or change a stored plan of `organizerId`? ADMIN any; an ORGANIZER its own. */
export function authorizeStoredPlan(caller: Caller, planOrganizerId: string): void {
  const scope = showScopeOf(caller);
  if (scope.role === 'ORGANIZER' && scope.organizerId !== planOrganizerId) throw refusal('notYourSeatingPlan');
}
