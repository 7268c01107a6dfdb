import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeOrder, formatCop, PURCHASE_ERROR_MESSAGES, type PaymentsConfig } from '@carcajada/domain';
import { leaveForPayment } from '../../web/src/features/checkout/utils/leave-for-payment';
import { storedPaymentsConfig, ticketsOf } from '../support/e2e/admin';
import { createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
import { createEvent, deleteCreatedEvents, type TestEvent } from './support/checkout-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';
import { CALLABLE_ANSWER } from './support/waits';

// leaveForPayment is the layer's stand-in (support/setup.ts): the test DOM does not navigate.

/** The text as the DOM shows it (formatCop uses a no-break space after the sign). */
const cop = (amount: number) => formatCop(amount).replace(/\s/g, ' ');

function summaryLine(term: string | RegExp): HTMLElement {
  const dt = screen
    .getAllByRole('term')
    .find((element) =>
      typeof term === 'string' ? element.textContent?.trim() === term : term.test(element.textContent ?? ''),
    );
  if (!dt?.parentElement) throw new Error(`No summary line ${String(term)}`);
  return dt.parentElement;
}

async function openCheckout(slug: string, quantity: number) {
  const app = renderApp(`/compra/${slug}?quantity=${quantity}`);
  await screen.findByRole('heading', { name: 'Resumen de compra' });
  await screen.findByText('Total');
  return app;
}

describe('checkout page', () => {
  let buyer: TestUser;
  let config: PaymentsConfig;
  let paid: TestEvent;
  let free: TestEvent;
  let past: TestEvent;
  let inactive: TestEvent;

  beforeAll(async () => {
    // Future shows are never "already started", whatever the hour the tests run.
    [buyer, config, paid, free, past, inactive] = await Promise.all([
      createUser('compra'),
      storedPaymentsConfig(),
      createEvent({ label: 'pago', price: 120000, daysFromNow: 9 }),
      createEvent({ label: 'gratis', price: 0, daysFromNow: 5 }),
      createEvent({ label: 'pasado', price: 40000, daysFromNow: -1 }),
      createEvent({ label: 'inactivo', price: 40000, daysFromNow: 7, status: 'inactive' }),
    ]);
  });

  afterEach(async () => {
    await signOutOfApp();
    vi.mocked(leaveForPayment).mockClear();
  });

  afterAll(async () => {
    await Promise.all([deleteCreatedUsers(), deleteCreatedEvents()]);
  });

  it('prices a paid show from the stored config: subtotal, taxes, service fee and total', async () => {
    await openCheckout(paid.slug, 2);
    const order = computeOrder(paid.price, 2, config);
    expect(within(summaryLine('Subtotal')).getByText(cop(order.subtotal))).toBeInTheDocument();
    expect(within(summaryLine(/^Impuestos/)).getByText(cop(order.tax))).toBeInTheDocument();
    expect(within(summaryLine(/^Tarifa de servicio/)).getByText(cop(order.serviceFee))).toBeInTheDocument();
    expect(within(summaryLine('Total')).getByText(cop(order.total))).toBeInTheDocument();
  });

  it('recomputes when the quantity changes and never goes below 1', async () => {
    await openCheckout(paid.slug, 1);
    const user = userEvent.setup();
    const minus = screen.getByRole('button', { name: 'Quitar una entrada' });
    expect(minus).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Agregar una entrada' }));
    expect(screen.getByLabelText('Cantidad de entradas')).toHaveValue('2');
    expect(within(summaryLine('Total')).getByText(cop(computeOrder(paid.price, 2, config).total))).toBeInTheDocument();
    expect(minus).toBeEnabled();
  });

  it('asks anonymous visitors to create an account and sends the pay button to sign-up', async () => {
    const { router } = await openCheckout(paid.slug, 2);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { name: 'Necesitas una cuenta' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Crear cuenta gratis' })).toHaveAttribute('href', '/crear-cuenta');
    expect(main.getByRole('link', { name: 'Ya tengo cuenta' })).toHaveAttribute('href', '/iniciar-sesion');
    await userEvent.setup().click(main.getByRole('button', { name: '¡Crea tu cuenta y paga!' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crear-cuenta'));
    expect(router.state.location.state).toEqual({ from: `/compra/${paid.slug}?quantity=2` });
  });

  it('offers a free show without tax or fee lines ("¡Crea tu cuenta y reserva!" when anonymous)', async () => {
    await openCheckout(free.slug, 3);
    expect(screen.getByRole('button', { name: '¡Crea tu cuenta y reserva!' })).toBeEnabled();
    expect(screen.queryByText(/^Impuestos/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Tarifa de servicio/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Método de pago' })).not.toBeInTheDocument();
    expect(within(summaryLine('Total')).getByText(cop(0))).toBeInTheDocument();
  });

  it('disables the pay button while the quantity field is empty', async () => {
    await signInAs(buyer.email, buyer.password);
    await openCheckout(paid.slug, 1);
    const pay = await screen.findByRole('button', { name: 'Pagar en línea' });
    expect(pay).toBeEnabled();
    await userEvent.setup().clear(screen.getByLabelText('Cantidad de entradas'));
    expect(pay).toBeDisabled();
  });

  it('shows the service-fee explanation on keyboard focus', async () => {
    await openCheckout(paid.slug, 1);
    const user = userEvent.setup();
    const info = screen.getByRole('button', { name: '¿Qué es la tarifa de servicio?' });
    info.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(cop(config.fees));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('pays online: "Procesando..." while the function runs, then hands over to Mercado Pago', async () => {
    await signInAs(buyer.email, buyer.password);
    await openCheckout(paid.slug, 2);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('group', { name: 'Método de pago' })).toBeInTheDocument();
    await userEvent.setup().click(await main.findByRole('button', { name: 'Pagar en línea' }));
    expect(await main.findByRole('button', { name: /Procesando\.\.\./ })).toBeDisabled();
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledTimes(1), CALLABLE_ANSWER);
    expect(vi.mocked(leaveForPayment).mock.calls[0]?.[0]).toMatch(/^https?:\/\//);

    const tickets = await ticketsOf(buyer.uid);
    const created = tickets.find((ticket) => ticket.data.paymentMethod === 'mercadopago');
    expect(created?.data).toMatchObject({
      quantity: 2,
      amount: computeOrder(paid.price, 2, config).total,
      ticketStatus: 'reserved',
      paymentStatus: 'pending',
    });
  });

  it('reserves a free show at once and lands on the tickets', async () => {
    await signInAs(buyer.email, buyer.password);
    const { router } = await openCheckout(free.slug, 1);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reservar ahora' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'), CALLABLE_ANSWER);
    const tickets = await ticketsOf(buyer.uid);
    expect(tickets.find((ticket) => ticket.data.paymentMethod === 'free')?.data).toMatchObject({
      amount: 0,
      ticketStatus: 'reserved',
      paymentStatus: 'approved',
    });
  });

  it('shows the function’s message when the purchase is refused', async () => {
    await signInAs(buyer.email, buyer.password);
    await openCheckout(past.slug, 1);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pagar en línea' }));
    expect(await screen.findByRole('alert', {}, CALLABLE_ANSWER)).toHaveTextContent(
      PURCHASE_ERROR_MESSAGES.eventStarted,
    );
    expect(screen.getByRole('button', { name: 'Pagar en línea' })).toBeEnabled();
  });

  it('says "Evento no encontrado" for an unknown or inactive show', async () => {
    renderApp(`/compra/${inactive.slug}?quantity=1`);
    expect(await screen.findByText(PURCHASE_ERROR_MESSAGES.eventNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
