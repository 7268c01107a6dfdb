import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { HOME_TITLE } from '@carcajada/domain';
import { routes } from '../../web/src/app/routes';
import { useRouteTitle } from '../../web/src/hooks/use-document-title';
import { renderAppAt } from './support/app-render';

const FIND_TIMEOUT = { timeout: 10_000 };

function Layout() {
  useRouteTitle();
  return (
    <>
      <Link to="/tickets">tickets</Link>
      <Outlet />
    </>
  );
}

/** Pages that set their own title from what they load (the show's name). */
const PAGES_WITH_OWN_TITLE = ['evento/:slug', 'evento'];

describe('document titles (WCAG 2.4.2)', () => {
  it("the route's title as '<page> · Carcajada', changing on navigation; home: the site's title", async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        Component: Layout,
        children: [
          { index: true, handle: { title: '' }, element: <p>inicio</p> },
          { path: 'tickets', handle: { title: 'Mis tickets' }, element: <p>tickets</p> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe(HOME_TITLE));
    await userEvent.setup().click(screen.getByRole('link', { name: 'tickets' }));
    await waitFor(() => expect(document.title).toBe('Mis tickets · Carcajada'));
  });

  it('every page of the app has a title (fixed in the route, or its own)', () => {
    const pages = (routes[0]!.children ?? []).filter((route: RouteObject) => route.index || route.lazy);
    expect(pages.length).toBeGreaterThan(12);
    for (const route of pages) {
      const path = route.index ? '/' : route.path!;
      if (PAGES_WITH_OWN_TITLE.includes(path)) continue;
      expect(typeof (route.handle as { title?: unknown } | undefined)?.title, path).toBe('string');
    }
    const titles = pages.map((route) => (route.handle as { title?: string } | undefined)?.title);
    expect(titles).toContain('Control de ingreso');
    expect(titles).toContain('Iniciar sesión');
  });

  it("the event page is titled with the show's name", async () => {
    renderAppAt('/evento/gran-gala-del-humor');
    await screen.findByRole('heading', { level: 1, name: 'Gran gala del humor' }, FIND_TIMEOUT);
    await waitFor(() => expect(document.title).toBe('Gran gala del humor · Carcajada'));
  });

  it("an unknown event's page says so in its title", async () => {
    renderAppAt('/evento/no-existe-este-show');
    await screen.findByRole('heading', { name: 'Error' }, FIND_TIMEOUT);
    await waitFor(() => expect(document.title).toBe('Evento no encontrado · Carcajada'));
  });
});
