import type { ReactNode } from 'react';
import { AuthSdkContext, FirebaseAppProvider } from 'reactfire';
import { NavSessionContext, type NavSession } from '../components/layout/nav-session';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { useLoadedAuth } from '../lib/auth-loader';
import { firebaseApp } from '../lib/firebase';

/** Hands the auth feature's session to the layout components without them importing a feature. */
function NavSessionBridge({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  const session: NavSession = currentUser.status;
  return <NavSessionContext.Provider value={session}>{children}</NavSessionContext.Provider>;
}

/**
 * Every page gets the app, and Auth (reactfire's AuthProvider context) once its chunk is loaded:
 * the pages that use `useAuth()` on arrival load it before they render (routes.tsx, `auth: true`);
 * the rest use it only for a signed-in user, whose session loaded it. Data operations use the
 * Firestore instances in lib/ directly.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const auth = useLoadedAuth();
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthSdkContext.Provider value={auth}>
        <NavSessionBridge>{children}</NavSessionBridge>
      </AuthSdkContext.Provider>
    </FirebaseAppProvider>
  );
}
