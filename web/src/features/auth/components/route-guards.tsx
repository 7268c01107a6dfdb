import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { UserRole } from '@carcajada/domain';
import { Spinner } from '../../../components/ui/Spinner';
import { useCurrentUser } from '../hooks/use-current-user';
import { useDoorShifts } from '../hooks/use-door-shifts';

/** The spec's "ADMIN or USER" redirects include ORGANIZER. */
const SIGNED_IN_ROLES: ReadonlySet<UserRole> = new Set(['ADMIN', 'ORGANIZER', 'USER']);
const DASHBOARD_ROLES: ReadonlySet<UserRole> = new Set(['ADMIN', 'ORGANIZER']);

function CheckingSession() {
  return <Spinner fullScreen label="Verificando tu sesión…" />;
}

/**
 * Login, sign-up and forgot-password: a user with role ADMIN or USER who arrives signed in
 * goes to /. Decided once on arrival, so the sign-up page can still show its success message
 * for two seconds after the new account signs in.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  if (arrivedSignedIn === null && currentUser.status !== 'loading') {
    setArrivedSignedIn(currentUser.status === 'signed-in' && SIGNED_IN_ROLES.has(currentUser.user.role));
  }
  if (arrivedSignedIn === null) return <CheckingSession />;
  return arrivedSignedIn ? <Navigate to="/" replace /> : children;
}

/** Edit profile: anonymous visitors go to the login page. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  if (currentUser.status === 'loading') return <CheckingSession />;
  return currentUser.status === 'signed-in' ? children : <Navigate to="/iniciar-sesion" replace />;
}

/**
 * The dashboard's routes: ADMIN and ORGANIZER (each page reads only what its scope allows). A door
 * person (a USER with door shifts) lands on the scanner; everyone else goes to /.
 */
export function RequireDashboard({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  const signedIn = currentUser.status === 'signed-in' ? currentUser.user : null;
  const manages = signedIn !== null && DASHBOARD_ROLES.has(signedIn.role);
  const shifts = useDoorShifts(signedIn && !manages ? signedIn.uid : null);
  if (currentUser.status === 'loading' || shifts === null) return <CheckingSession />;
  if (manages) return children;
  return <Navigate to={shifts.length > 0 ? '/administrador/ingreso' : '/'} replace />;
}

/** The door scanner: ADMIN, ORGANIZER and door staff; everyone else goes to /. */
export function RequireDoorAccess({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  const signedIn = currentUser.status === 'signed-in' ? currentUser.user : null;
  const manages = signedIn !== null && DASHBOARD_ROLES.has(signedIn.role);
  const shifts = useDoorShifts(signedIn && !manages ? signedIn.uid : null);
  if (currentUser.status === 'loading' || shifts === null) return <CheckingSession />;
  return manages || shifts.length > 0 ? children : <Navigate to="/" replace />;
}

/** Platform-only pages (Organizadores): only ADMIN; everyone else goes to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  if (currentUser.status === 'loading') return <CheckingSession />;
  const isAdmin = currentUser.status === 'signed-in' && currentUser.user.role === 'ADMIN';
  return isAdmin ? children : <Navigate to="/" replace />;
}
