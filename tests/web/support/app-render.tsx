/**
 * Rendering helpers for the shell and events tests: the real app (providers + routes) at a
 * path, or one component with just the Firebase providers and a router around it. Both talk
 * to the emulators through web/src/lib/firebase.ts.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FirebaseAppProvider } from 'reactfire';
import { AppProviders } from '../../../web/src/app/providers';
import { routes } from '../../../web/src/app/routes';
import { firebaseApp } from '../../../web/src/lib/firebase';

export function renderAppAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** A component reading public data without auth (event lists read through Firestore Lite). */
export function renderWithFirestore(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  return render(
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <RouterProvider router={router} />
    </FirebaseAppProvider>,
  );
}
