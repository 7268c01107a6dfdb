/**
 * Renders one accounts/money component inside the app's providers and a memory router.
 */
import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../web/src/app/providers';

// Screens read the shared emulators, which answer slower than 1 s (the default) under load.

export function renderWithProviders(element: ReactNode): RenderResult {
  const router = createMemoryRouter([{ path: '*', element: <Suspense>{element}</Suspense> }]);
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
