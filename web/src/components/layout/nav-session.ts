import { createContext, useContext } from 'react';

/**
 * What the navigation needs to know about the visitor. The app fills it from the auth
 * feature, so layout components never import a feature (one-way imports).
 */
export type NavSession = 'loading' | 'signed-out' | 'signed-in';

export const NavSessionContext = createContext<NavSession>('loading');

export function useNavSession(): NavSession {
  return useContext(NavSessionContext);
}
