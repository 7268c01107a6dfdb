/**
 * The dashboard overview's figures come from aggregation queries over a show's tickets, read as
 * the signed-in ADMIN, and its totals add the shows up. One show with tickets in every state.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { bogotaDateString, computeOrder, formatCop } from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import { getOverview } from '../../web/src/features/admin/api/overview';
import { adminDb, createUser, deleteCreatedUsers, deleteDocuments, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';

const CONFIG = { fees: 5000, taxes: 19 };
const PRICE = 40_000;
const city = `Ciudad de prueba ${randomUUID().slice(0, 8)}`;
const eventIds: string[] = [];
const ticketIds: string[] = [];

async function addEvent(name: string, daysAhead: number, capacity: number, seatsLeft: number, status = 'active') {
  const start = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  const ref = adminDb().collection('events').doc();
  await ref.set({
    ...eventDocument({
      slug: `panel-${ref.id.toLowerCase()}`,
      name,
      start,
      date: bogotaDateString(start),
      time: '20:00',
      city,
      ticket_price: PRICE,
      status,
    }),
    capacity,
    seats_left: seatsLeft,
  });
  eventIds.push(ref.id);
  return ref.id;
}

type Sale = Parameters<typeof ticketDocument>[0] & { admittedCount?: number };

async function addTicket(buyer: TestUser, eventId: string, sale: Partial<Sale>) {
  const quantity = sale.quantity ?? 1;
  const free = sale.paymentMethod === 'free';
  const order = computeOrder(free ? 0 : PRICE, quantity, CONFIG);
  const ref = adminDb().collection('tickets').doc();
  await ref.set({
    ...ticketDocument({ userId: buyer.uid, eventId, buyerEmail: buyer.email, amount: order.total, ...sale }),
    admittedCount: sale.admittedCount ?? 0,
    price: { ...order, taxesPercent: CONFIG.taxes, feePerTicket: free ? 0 : CONFIG.fees },
  });
  ticketIds.push(ref.id);
}

describe('organizer dashboard overview', () => {
  let admin: TestUser;
  let buyer: TestUser;
  let showId: string;

  beforeAll(async () => {
    [admin, buyer] = await Promise.all([createUser('panel-admin', 'ADMIN'), createUser('panel-comprador')]);
    showId = await addEvent('Show con ventas', 2, 100, 88);
    await addEvent('Show oculto', 3, 50, 50, 'inactive');
    await addEvent('Show pasado', -3, 60, 60);
    await Promise.all([
      addTicket(buyer, showId, { quantity: 2, ticketStatus: 'paid', paymentStatus: 'approved' }),
      addTicket(buyer, showId, { quantity: 3, ticketStatus: 'redeemed', paymentStatus: 'approved', admittedCount: 3 }),
      addTicket(buyer, showId, {
        quantity: 4,
        ticketStatus: 'reserved',
        paymentStatus: 'approved',
        paymentMethod: 'free',
        admittedCount: 1,
      }),
      addTicket(buyer, showId, { quantity: 3, ticketStatus: 'reserved', paymentStatus: 'pending' }),
      addTicket(buyer, showId, { quantity: 5, ticketStatus: 'cancelled', paymentStatus: 'rejected' }),
    ]);
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    await deleteDocuments([...eventIds.map((id) => `events/${id}`), ...ticketIds.map((id) => `tickets/${id}`)]);
    await deleteCreatedUsers();
  });

  it('sums sold, held and admitted seats and the money of approved tickets, hidden shows included', async () => {
    await signInAs(admin.email, admin.password);
    const overview = await getOverview({ period: 'proximos', city }, { role: 'ADMIN' });
    expect(overview.rows.map((row) => row.event.name)).toEqual(['Show con ventas', 'Show oculto']);
    const paid = computeOrder(PRICE, 5, CONFIG); // the paid 2 and the validated 3
    expect(overview.rows[0]!.figures).toEqual({
      capacity: 100,
      left: 88,
      sold: 9, // 2 paid + 3 validated + 4 free
      held: 3,
      cashHeld: 0,
      cashHeldAmount: 0,
      admitted: 4,
      subtotal: paid.subtotal,
      tax: paid.tax,
      serviceFee: paid.serviceFee,
      total: paid.total,
    });
    expect(overview.rows[1]!.figures).toMatchObject({ capacity: 50, left: 50, sold: 0, held: 0, total: 0 });
    expect(overview.totals).toMatchObject({ shows: 2, capacity: 150, left: 138, sold: 9, held: 3, total: paid.total });
    expect(overview.more).toBe(false);

    const past = await getOverview({ period: 'pasados', city }, { role: 'ADMIN' });
    expect(past.rows.map((row) => row.event.name)).toEqual(['Show pasado']);
  });

  it('shows the figures on the page, per show and for the period', async () => {
    await signInAs(admin.email, admin.password);
    renderApp(`/administrador?ciudad=${encodeURIComponent(city)}`);
    const card = within(await screen.findByRole('article', { name: 'Show con ventas' }));
    const seats = within(card.getByLabelText('Entradas: Show con ventas'));
    expect(seats.getByText('Vendidas').nextSibling).toHaveTextContent('9');
    expect(seats.getByText('Apartadas').nextSibling).toHaveTextContent('3');
    expect(seats.getByText('Disponibles').nextSibling).toHaveTextContent('88');
    const money = within(card.getByLabelText('Dinero: Show con ventas'));
    expect(money.getByText('Total').nextSibling?.textContent).toBe(formatCop(computeOrder(PRICE, 5, CONFIG).total));
    expect(screen.getByRole('heading', { name: /Totales del periodo · 2 shows/ })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Show oculto' })).getByText('Oculto')).toBeInTheDocument();
  });

  it('keeps a USER out of the dashboard', async () => {
    await signInAs(buyer.email, buyer.password);
    const { router } = renderApp('/administrador');
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });
});
