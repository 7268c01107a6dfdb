import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { formatCop, type ComedyEvent } from '@carcajada/domain';
import { EventDetails, EVENT_CATEGORY_CHIPS } from '../../web/src/features/events/components/EventDetails';
import { eventFixture } from './support/events-fixtures';

/** The detail view of a given event, with a stand-in checkout route to observe navigation. */
function renderDetails(event: ComedyEvent) {
  const router = createMemoryRouter(
    [
      { path: '/evento/:slug', element: <EventDetails event={event} /> },
      { path: '/compra/:slug', element: <p>checkout</p> },
      { path: '/', element: <p>inicio</p> },
    ],
    { initialEntries: [`/evento/${event.slug || event.id}`] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const quantityInput = () => screen.getByLabelText('Cantidad de entradas');
const minusButton = () => screen.getByRole('button', { name: 'Quitar una entrada' });
const plusButton = () => screen.getByRole('button', { name: 'Agregar una entrada' });

describe('event detail', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the event: name, date - time, venue and city, chips, description, address and price', () => {
    renderDetails(eventFixture());
    expect(screen.getByRole('heading', { level: 1, name: 'Show de prueba' })).toBeInTheDocument();
    expect(screen.getByText('Viernes, 4 de diciembre - 20:00')).toBeInTheDocument();
    expect(screen.getByText('Teatro de prueba · Medellín')).toBeInTheDocument();
    for (const chip of EVENT_CATEGORY_CHIPS) expect(screen.getByText(chip)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Acerca del evento' })).toBeInTheDocument();
    expect(screen.getByText('Una hora de humor de prueba.')).toBeInTheDocument();
    expect(screen.getByText('Carrera 1 # 2-3')).toBeInTheDocument();
    // formatCop uses a no-break space, which the default normalizer would turn into a space.
    const exactText = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(screen.getByText(formatCop(45000), exactText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it("shows 'Entrada libre' for a free event", () => {
    renderDetails(eventFixture({ ticket_price: 0 }));
    expect(screen.getByText('Entrada libre')).toBeInTheDocument();
  });

  it('starts at 1 with the minus button disabled', () => {
    renderDetails(eventFixture());
    expect(quantityInput()).toHaveValue('1');
    expect(minusButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reservar entradas' })).toBeEnabled();
  });

  it('ignores non-digits and keeps digits', async () => {
    const { user } = renderDetails(eventFixture());
    await user.clear(quantityInput());
    await user.type(quantityInput(), '3a-');
    expect(quantityInput()).toHaveValue('3');
    expect(minusButton()).toBeEnabled();
  });

  it("reads 'Reservar entradas (1)' when the field is empty or 0, and books one ticket", async () => {
    const { user, router } = renderDetails(eventFixture());
    await user.clear(quantityInput());
    expect(screen.getByRole('button', { name: 'Reservar entradas (1)' })).toBeInTheDocument();
    expect(minusButton()).toBeDisabled();
    await user.type(quantityInput(), '0');
    expect(quantityInput()).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Reservar entradas (1)' }));
    expect(router.state.location.pathname).toBe('/compra/show-de-prueba');
    expect(router.state.location.search).toBe('?quantity=1');
  });

  it('steps with + and − and goes to checkout with the chosen quantity', async () => {
    const { user, router } = renderDetails(eventFixture());
    await user.click(plusButton());
    await user.click(plusButton());
    await user.click(plusButton());
    await user.click(minusButton());
    expect(quantityInput()).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Reservar entradas' }));
    expect(router.state.location.pathname).toBe('/compra/show-de-prueba');
    expect(router.state.location.search).toBe('?quantity=3');
  });

  it('uses the id in the checkout link when the event has no slug', async () => {
    const { user, router } = renderDetails(eventFixture({ slug: '' }));
    await user.click(screen.getByRole('button', { name: 'Reservar entradas' }));
    expect(router.state.location.pathname).toBe('/compra/evt123');
  });

  it("offers 'Comprar en sitio externo' for external events and opens the external page in a new tab", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const external = eventFixture({ event_type: 'external_url', external_url: 'https://boletas.example.com/show' });
    const { user, router } = renderDetails(external);
    await user.click(screen.getByRole('button', { name: 'Comprar en sitio externo' }));
    expect(open).toHaveBeenCalledWith('https://boletas.example.com/show', '_blank', 'noopener,noreferrer');
    expect(router.state.location.pathname).toBe('/evento/show-de-prueba');
  });
});
