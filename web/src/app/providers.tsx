import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, FunctionsProvider } from 'reactfire';
import { NavSessionContext, type NavSession } from '../components/layout/nav-session';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { auth, firebaseApp, firestore, functions } from '../lib/firebase';

/** Hands the auth feature's session to the layout components without them importing a feature. */
function NavSessionBridge({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  const session: NavSession = currentUser.status;
  return <NavSessionContext.Provider value={session}>{children}</NavSessionContext.Provider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <FunctionsProvider sdk={functions}>
            <NavSessionBridge>{children}</NavSessionBridge>
          </FunctionsProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
