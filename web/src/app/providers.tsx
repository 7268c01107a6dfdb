import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { NavSessionContext, type NavSession } from '../components/layout/nav-session';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { auth, firebaseApp } from '../lib/firebase';

/** Hands the auth feature's session to the layout components without them importing a feature. */
function NavSessionBridge({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  const session: NavSession = currentUser.status;
  return <NavSessionContext.Provider value={session}>{children}</NavSessionContext.Provider>;
}

/** Every page gets the app and Auth; data operations use the Firestore instances in lib/ directly. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <NavSessionBridge>{children}</NavSessionBridge>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
