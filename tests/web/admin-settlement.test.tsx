/**
 * Settlement and scope (v3): an ORGANIZER's dashboard and settlement read only its own shows,
 * with figures from aggregation queries; another organizer's shows stay out of reach.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bogotaDateString, computeOrder } from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { organizerDocument } from '@carcajada/domain/stored/organizer';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import { getOverview } from '../../web/src/features/admin/api/overview';
import { getSettlement } from '../../web/src/features/admin/api/settlement';
import { getShowSales } from '../../web/src/features/admin/api/show-sales';
import { adminDb, createUser, deleteCreatedUsers, deleteDocuments, type TestUser } from './support/auth-fixtures';
import { signInAs, signOutOfApp } from './support/auth-render';

const CONFIG = { fees: 5000, taxes: 19 };
const PRICE = 50_000;
const run = randomUUID().slice(0, 8);
const city = `Ciudad liquidación ${run}`;
const orgA = `liq-a-${run}`;
const orgB = `liq-b-${run}`;
const paths: string[] = [];

async function put(path: string, data: Record<string, unknown>) {
  paths.push(path);
  await adminDb().doc(path).set(data);
}

async function addShow(organizerId: string, name: string): Promise<string> {
  const id = `liq${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const start = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  await put(`events/${id}`, {
    ...eventDocument({
      slug: `liq-${id}`,
      name,
      start,
      date: bogotaDateString(start),
      time: '20:00',
      city,
      ticket_price: PRICE,
      organizerId,
    }),
    capacity: 100,
    seats_left: 90,
  });
  return id;
}

async function addTicket(buyer: TestUser, eventId: string, organizerId: string, fields: Record<string, unknown>) {
  const quantity = Number(fields.quantity ?? 1);
  const free = fields.paymentMethod === 'courtesy';
  const order = computeOrder(free ? 0 : PRICE, quantity, CONFIG);
  await put(`tickets/liq${randomUUID().replace(/-/g, '').slice(0, 16)}`, {
    ...ticketDocument({ userId: buyer.uid, eventId, organizerId, buyerEmail: buyer.email, amount: order.total }),
    price: { ...order, taxesPercent: CONFIG.taxes, feePerTicket: free ? 0 : CONFIG.fees },
    mpFee: free ? 0 : 4_000 * quantity,
    ...fields,
  });
}

describe('settlement and an organizer’s scope', () => {
  let organizerA: TestUser;
  let organizerB: TestUser;
  let showA: string;
  let showB: string;

  beforeAll(async () => {
    const buyer = await createUser('liq-comprador');
    [organizerA, organizerB] = await Promise.all([createUser('liq-org-a'), createUser('liq-org-b')]);
    const organizer = { email: 'liq@organizadores.test', phone: '3001234567', active: true };
    await put(
      `organizers/${orgA}`,
      organizerDocument({ ...organizer, name: `A ${run}`, nit: '900123456-8', commission_percent: 10 }),
    );
    await put(
      `organizers/${orgB}`,
      organizerDocument({ ...organizer, name: `B ${run}`, nit: '901456789-8', commission_percent: 12 }),
    );
    await adminDb().doc(`users/${organizerA.uid}`).update({ role: 'ORGANIZER', organizerId: orgA });
    await adminDb().doc(`users/${organizerB.uid}`).update({ role: 'ORGANIZER', organizerId: orgB });
    showA = await addShow(orgA, 'Show de A');
    showB = await addShow(orgB, 'Show de B');
    // B's date is seated: its settlement also reads per localidad (each category's ticket type)
    await adminDb()
      .doc(`events/${showB}`)
      .update({ seating_plan_id: `plan-${run}`, seat_categories: { Platea: 'tipo-platea', Balcón: 'tipo-balcon' } });
    const paid = { ticketStatus: 'paid', paymentStatus: 'approved' };
    await Promise.all([
      // each ticket's stored contribución parafiscal (as the purchase wrote it)
      addTicket(buyer, showA, orgA, { ...paid, quantity: 2, parafiscal: 10_000 }),
      addTicket(buyer, showA, orgA, {
        ticketStatus: 'redeemed',
        paymentStatus: 'approved',
        quantity: 3,
        admittedCount: 3,
        parafiscal: 15_000,
        // sold under a 3x2 (group pricing): its seats and what the promotion took off, shown apart
        promotionTickets: 3,
        promotionDiscount: PRICE,
      }),
      addTicket(buyer, showA, orgA, {
        ticketStatus: 'reserved',
        paymentStatus: 'approved',
        paymentMethod: 'courtesy',
        quantity: 1,
      }),
      addTicket(buyer, showA, orgA, {
        ticketStatus: 'cancelled',
        paymentStatus: 'rejected',
        cancelReason: 'refunded',
        providerStatus: 'refunded',
        quantity: 1,
        // a refunded ticket carries none into the settlement
        parafiscal: 5_000,
      }),
      addTicket(buyer, showB, orgB, { ...paid, quantity: 4, ticketTypeId: 'tipo-platea' }),
      addTicket(buyer, showB, orgB, { ...paid, quantity: 1, ticketTypeId: 'tipo-balcon' }),
    ]);
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    await deleteDocuments(paths);
    await deleteCreatedUsers();
  });

  it('an ORGANIZER’s settlement holds only its shows, with the exact figures', async () => {
    await signInAs(organizerA.email, organizerA.password);
    const settlement = await getSettlement({ role: 'ORGANIZER', organizerId: orgA }, '');
    expect(settlement.rows.map((row) => row.event.id)).toEqual([showA]);
    const sold = computeOrder(PRICE, 5, CONFIG); // paid 2 + redeemed 3; the courtesy counts with 0 money
    const commission = Math.round(sold.subtotal * 0.1);
    expect(settlement.rows[0]!.figures).toEqual({
      tickets: 6,
      courtesyTickets: 1,
      subtotal: sold.subtotal,
      tax: sold.tax,
      serviceFee: sold.serviceFee,
      mpFee: 20_000,
      refundedTickets: 1,
      refunds: computeOrder(PRICE, 1, CONFIG).total,
      parafiscal: 25_000,
      doorCash: 0,
      doorCard: 0,
      promotionTickets: 3,
      promotionDiscount: PRICE,
      commissionPercent: 10,
      commission,
      entries: [
        { kind: 'online_sales', label: 'Subtotal entradas', amount: sold.subtotal },
        { kind: 'commission', label: 'Comisión Carcajada', amount: -commission },
        { kind: 'parafiscal', label: 'Contribución parafiscal', amount: -25_000 },
      ],
      owed: sold.subtotal - commission - 25_000,
    });
    expect(settlement.totals.owed).toBe(sold.subtotal - commission - 25_000);
    expect(settlement.rows[0]!.categories).toEqual([]);
  });

  it('an ORGANIZER’s overview lists only its shows; another organizer’s figures are refused', async () => {
    await signInAs(organizerA.email, organizerA.password);
    const overview = await getOverview({ period: 'proximos', city }, { role: 'ORGANIZER', organizerId: orgA });
    expect(overview.rows.map((row) => row.event.id)).toEqual([showA]);
    // without its own organizerId filter the rules refuse the aggregation outright
    await expect(getShowSales(showB, { role: 'ADMIN' })).rejects.toMatchObject({ code: 'permission-denied' });
    // with it, another organizer's show holds nothing for it
    expect((await getShowSales(showB, { role: 'ORGANIZER', organizerId: orgA })).sold).toBe(0);
  });

  it('ADMIN sees every organizer, or one', async () => {
    const admin = await createUser('liq-admin', 'ADMIN');
    await signInAs(admin.email, admin.password);
    const one = await getSettlement({ role: 'ADMIN' }, orgB);
    expect(one.rows.map((row) => row.event.id)).toEqual([showB]);
    expect(one.rows[0]!.figures).toMatchObject({ tickets: 5, courtesyTickets: 0, commissionPercent: 12 });
    expect(one.rows[0]!.categories).toEqual([
      { category: 'Platea', tickets: 4, subtotal: computeOrder(PRICE, 4, CONFIG).subtotal },
      { category: 'Balcón', tickets: 1, subtotal: computeOrder(PRICE, 1, CONFIG).subtotal },
    ]);
    const all = await getSettlement({ role: 'ADMIN' }, '');
    expect(all.rows.map((row) => row.event.id)).toEqual(expect.arrayContaining([showA, showB]));
  });
});
