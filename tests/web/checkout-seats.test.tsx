import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalMessage } from '@carcajada/domain';
import { leaveForPayment } from '../../web/src/features/checkout/utils/leave-for-payment';
import { ticketsOf } from '../support/e2e/admin';
import { createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
import { createEvent, deleteCreatedEvents, setSeatBlocks, type TestEvent } from './support/checkout-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';
import { CALLABLE_ANSWER } from './support/waits';

// leaveForPayment is the layer's stand-in (support/setup.ts): the test DOM does not navigate.

async function openCheckout(slug: string, quantity: number) {
  const app = renderApp(`/compra/${slug}?quantity=${quantity}`);
  await screen.findByRole('heading', { name: 'Resumen de compra' });
  return app;
}

const quantityField = () => screen.getByLabelText('Cantidad de entradas');
const plusButton = () => screen.getByRole('button', { name: 'Agregar una entrada' });
const CAPACITY = 40;

describe('checkout with seats', () => {
  let buyer: TestUser;
  let fewLeft: TestEvent;
  let unlimited: TestEvent;
  let soldOut: TestEvent;
  let runningOut: TestEvent;
  let sellingOut: TestEvent;

  beforeAll(async () => {
    [buyer, fewLeft, unlimited, soldOut, runningOut, sellingOut] = await Promise.all([
      createUser('compra-asientos'),
      createEvent({ label: 'quedan-3', price: 50000, daysFromNow: 12, seats: { capacity: CAPACITY, seatsLeft: 3 } }),
      createEvent({ label: 'sin-limite', price: 50000, daysFromNow: 12 }),
      createEvent({ label: 'agotado', price: 50000, daysFromNow: 12, seats: { capacity: CAPACITY, seatsLeft: 0 } }),
      createEvent({ label: 'se-acaba', price: 50000, daysFromNow: 12, seats: { capacity: CAPACITY, seatsLeft: 8 } }),
      createEvent({ label: 'se-agota', price: 50000, daysFromNow: 12, seats: { capacity: CAPACITY, seatsLeft: 8 } }),
    ]);
  });

  afterEach(async () => {
    await signOutOfApp();
    vi.mocked(leaveForPayment).mockClear();
  });

  afterAll(async () => {
    await Promise.all([deleteCreatedUsers(), deleteCreatedEvents()]);
  });

  it('caps the quantity at the seats left: from the link, with +, and when typing', async () => {
    await openCheckout(fewLeft.slug, 8);
    await screen.findByText('Total');
    expect(screen.getByText('¡Últimas 3 entradas!')).toBeInTheDocument();
    expect(quantityField()).toHaveValue('3');
    expect(plusButton()).toBeDisabled();
    const user = userEvent.setup();
    await user.clear(quantityField());
    await user.type(quantityField(), '99');
    expect(quantityField()).toHaveValue('3');
  });

  it('without a seat limit a typed 99 becomes 10, the per-order maximum', async () => {
    await openCheckout(unlimited.slug, 1);
    await screen.findByText('Total');
    const user = userEvent.setup();
    await user.clear(quantityField());
    await user.type(quantityField(), '99');
    expect(quantityField()).toHaveValue('10');
    expect(plusButton()).toBeDisabled();
  });

  it('a sold-out show says Agotado and offers nothing to buy', async () => {
    await signInAs(buyer.email, buyer.password);
    await openCheckout(soldOut.slug, 2);
    expect(await screen.findByText('Agotado')).toBeInTheDocument();
    expect(screen.getByText(refusalMessage({ reason: 'notEnoughSeats', seatsLeft: 0 }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar en línea' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Cantidad de entradas')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al evento' })).toBeInTheDocument();
  });

  it('when others took seats meanwhile, shows the server’s notEnoughSeats text and offers the seats left', async () => {
    await signInAs(buyer.email, buyer.password);
    await openCheckout(runningOut.slug, 5);
    const pay = await screen.findByRole('button', { name: 'Pagar en línea' });
    expect(quantityField()).toHaveValue('5');
    // Other buyers take seats after the page read the event: only 2 are left on the server.
    await setSeatBlocks(runningOut.id, CAPACITY, 2);
    const user = userEvent.setup();
    await user.click(pay);
    const alert = await screen.findByRole('alert', {}, CALLABLE_ANSWER);
    expect(alert).toHaveTextContent(refusalMessage({ reason: 'notEnoughSeats', seatsLeft: 2 }));
    expect(leaveForPayment).not.toHaveBeenCalled();
    expect(await ticketsOf(buyer.uid)).toEqual([]);

    // The field now stops at what the server said is left.
    expect(plusButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Elegir 2 entradas' }));
    expect(quantityField()).toHaveValue('2');
    expect(screen.queryByRole('button', { name: 'Elegir 2 entradas' })).not.toBeInTheDocument();
    expect(plusButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pagar en línea' })).toBeEnabled();
  });

  it('when the last seats went meanwhile, says the show is sold out and hides the pay button', async () => {
    await signInAs(buyer.email, buyer.password);
    await openCheckout(sellingOut.slug, 2);
    const pay = await screen.findByRole('button', { name: 'Pagar en línea' });
    await setSeatBlocks(sellingOut.id, CAPACITY, 0);
    await userEvent.setup().click(pay);
    const alert = await screen.findByRole('alert', {}, CALLABLE_ANSWER);
    expect(alert).toHaveTextContent(refusalMessage({ reason: 'notEnoughSeats', seatsLeft: 0 }));
    const payment = within(screen.getByRole('region', { name: 'Pago' }));
    expect(payment.getByText('Agotado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pagar en línea' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Elegir/ })).not.toBeInTheDocument();
    expect(quantityField()).toBeDisabled();
  });
});
