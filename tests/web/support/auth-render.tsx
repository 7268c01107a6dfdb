/**
 * Renders the real app (providers, lazy routes, guards) at a path in the test DOM, connected to the
 * emulators through web/src/lib/firebase.ts. Sign-in goes through the app's own auth instance.
 */
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { AppProviders } from '../../../web/src/app/providers';
import { routes } from '../../../web/src/app/routes';
import { auth } from '../../../web/src/lib/auth';

// Screens read the shared emulators, which answer slower than 1 s (the default) under load.

export interface RenderedApp extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
}

export function renderApp(path: string): RenderedApp {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/**
 * Signs in through the app's auth instance. A sign-in whose request failed at the network level
 * (`auth/network-request-failed`, seen once in 8 s at a load average of 20, where the next call
 * passed) is tried once more, as a person would; any other error is the test's.
 */
export async function signInAs(email: string, password: string): Promise<void> {
  try {
    await signInWithEmailAndPassword(auth, email, password);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/network-request-failed') throw error;
    await signInWithEmailAndPassword(auth, email, password);
  }
}

export async function signOutOfApp(): Promise<void> {
  await signOut(auth);
}

export { auth };
