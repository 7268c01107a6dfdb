/**
 * Renders one accounts/money component inside the app's providers, the full Firestore SDK its
 * route gets (LiveFirestoreProvider) and a memory router.
 */
import { configure, render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LiveFirestoreProvider } from '../../../web/src/app/LiveFirestoreProvider';
import { AppProviders } from '../../../web/src/app/providers';

// Screens read the shared emulators, which answer slower than 1 s (the default) under load.
configure({ asyncUtilTimeout: 5000 });

export function renderWithProviders(element: ReactNode): RenderResult {
  const withFirestore = (
    <Suspense>
      <LiveFirestoreProvider>{element}</LiveFirestoreProvider>
    </Suspense>
  );
  const router = createMemoryRouter([{ path: '*', element: withFirestore }]);
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
