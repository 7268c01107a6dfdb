import type { ShowScope } from '@carcajada/domain';
import { showScopeOf, useCurrentUser } from '../../auth';

/**
 * The dashboard user's scope (the route guard lets only ADMIN and ORGANIZER in). Every read the
 * dashboard makes carries it: an ORGANIZER's queries filter on its organizerId, as the rules demand.
 */
export function useShowScope(): ShowScope {
  const currentUser = useCurrentUser();
  const scope = currentUser.status === 'signed-in' ? showScopeOf(currentUser.user) : null;
  // a signed-out or plain account never sees the dashboard: read nothing rather than everything
  return scope ?? { role: 'ORGANIZER', organizerId: '-' };
}

/** A short key of the scope, for caches keyed by what was read. */
export function scopeKey(scope: ShowScope): string {
  return scope.role === 'ADMIN' ? 'admin' : `organizer:${scope.organizerId}`;
}
