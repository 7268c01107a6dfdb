import type { AppUser, ShowScope } from '@carcajada/domain';

/** The shows a dashboard user manages: ADMIN every show, an ORGANIZER its own; null for anyone else. */
export function showScopeOf(user: Pick<AppUser, 'role' | 'organizerId'>): ShowScope | null {
  if (user.role === 'ADMIN') return { role: 'ADMIN' };
  if (user.role === 'ORGANIZER' && user.organizerId) return { role: 'ORGANIZER', organizerId: user.organizerId };
  return null;
}
