/** Funciones on a date's page: the "Fechas" list, the open date marked, a cancelled date's page. */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CANCELLED_DATE_TITLE, type ShowDateEntry } from '@carcajada/domain';
import { ShowDates } from '../../web/src/features/events/components/ShowDates';
import { EventDetails } from '../../web/src/features/events/components/EventDetails';
import { eventFixture } from './support/events-fixtures';

/** Thursdays at 20:00 in Bogotá (01:00 UTC the next day). */
const dates: ShowDateEntry[] = [
  {
    id: 'd1',
    slug: 'impro',
    date: '2026-12-03',
    time: '20:00',
    event_date: '2026-12-04T01:00:00.000Z',
    capacity: 80,
    seats_left: 50,
  },
  {
    id: 'd2',
    slug: 'impro-2026-12-10',
    date: '2026-12-10',
    time: '20:00',
    event_date: '2026-12-11T01:00:00.000Z',
    capacity: 80,
    seats_left: 0,
  },
  {
    id: 'd3',
    slug: 'impro-2026-12-17',
    date: '2026-12-17',
    time: '20:00',
    event_date: '2026-12-18T01:00:00.000Z',
    capacity: 80,
    seats_left: 6,
  },
];

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/evento/:slug', element },
      { path: '/compra/:slug', element: <p>checkout</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('"Fechas" on a date\'s page', () => {
  it('lists each date with weekday, day and Bogotá time, "Agotado" and "Últimas entradas", the open one marked', () => {
    renderAt('/evento/impro-2026-12-10', <ShowDates dates={dates} currentId="d2" />);
    const picker = screen.getByRole('navigation', { name: 'Fechas' });
    const links = within(picker).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/evento/impro',
      '/evento/impro-2026-12-10',
      '/evento/impro-2026-12-17',
    ]);
    expect(links[0]).toHaveTextContent(/jueves\s*3 de diciembre\s*20:00/);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).toHaveTextContent('Agotado');
    expect(links[2]).toHaveTextContent('Últimas entradas');
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(links[0]).not.toHaveTextContent(/Agotado|Últimas/);
  });

  it('picking another date opens its page', async () => {
    const { router, user } = renderAt('/evento/impro', <ShowDates dates={dates} currentId="d1" />);
    await user.click(screen.getByRole('link', { name: /17 de diciembre/ }));
    expect(router.state.location.pathname).toBe('/evento/impro-2026-12-17');
  });

  it('shows nothing for a show with one date', () => {
    renderAt('/evento/impro', <ShowDates dates={dates.slice(0, 1)} currentId="d1" />);
    expect(screen.queryByRole('navigation', { name: 'Fechas' })).not.toBeInTheDocument();
  });

  it('a cancelled date says "Función cancelada" and offers no purchase', () => {
    renderAt('/evento/show-de-prueba', <EventDetails event={eventFixture({ status: 'cancelled' })} />);
    expect(screen.getByText(CANCELLED_DATE_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reservar/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Cantidad de entradas')).not.toBeInTheDocument();
  });
});
