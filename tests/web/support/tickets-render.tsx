/** Renders one accounts/money component inside the app's providers and a memory router. */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../web/src/app/providers';

export function renderWithProviders(element: ReactNode): RenderResult {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
