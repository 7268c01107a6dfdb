import type { ShowScope, UserRole } from '@carcajada/domain';
import { parseOrganizer } from '@carcajada/domain/stored/organizer';
import { refusal } from './errors.js';
import { COLLECTIONS, db } from './firestore.js';

/** Who is calling, as the caller's own user document says (never the token's claims). */
export interface Caller {
  uid: string;
  email: string;
  name: string;
  /** The user document exists and is active. */
  active: boolean;
  /** USER also for a missing or inactive user document: such an account has no power. */
  role: UserRole;
  /** ORGANIZER only: the organizer whose shows the caller manages. */
  organizerId?: string;
}

/**
 * The one server-side role lookup (the rules read the same fields): role and `organizerId` come
 * only from the caller's active user document, and an ORGANIZER whose organizer is missing or
 * inactive acts as a USER.
 */
export async function readCaller(uid: string | undefined): Promise<Caller> {
  if (!uid) throw refusal('unauthenticated');
  const user = (await db().collection(COLLECTIONS.users).doc(uid).get()).data();
  const base = {
    uid,
    email: typeof user?.email === 'string' ? user.email : '',
    name: typeof user?.name === 'string' ? user.name : '',
    active: user?.active === true,
  };
  if (!user || user.active !== true) return { ...base, role: 'USER' };
  if (user.role === 'ADMIN') return { ...base, role: 'ADMIN' };
  if (user.role === 'ORGANIZER' && typeof user.organizerId === 'string' && user.organizerId) {
    const organizer = parseOrganizer(
      (await db().collection(COLLECTIONS.organizers).doc(user.organizerId).get()).data(),
    );
    if (organizer.active) return { ...base, role: 'ORGANIZER', organizerId: user.organizerId };
  }
  return { ...base, role: 'USER' };
}

/** ADMIN or ORGANIZER: the shows the caller may manage; anyone else is refused. */
export function showScopeOf(caller: Caller): ShowScope {
  if (caller.role === 'ADMIN') return { role: 'ADMIN' };
  if (caller.role === 'ORGANIZER' && caller.organizerId) return { role: 'ORGANIZER', organizerId: caller.organizerId };
  throw refusal('organizerOnly');
}

/** Whether a show (its stored `organizerId`, absent = the platform's) is within the scope. */
export function scopeCovers(scope: ShowScope, showOrganizerId: unknown): boolean {
  return scope.role === 'ADMIN' || showOrganizerId === scope.organizerId;
}
