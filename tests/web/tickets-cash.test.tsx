import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CASH_TEXTS, formatDayAndTime } from '@carcajada/domain';
import { ticketPhase } from '../../web/src/features/tickets/utils/ticket-hold';
import { getShowSales } from '../../web/src/features/admin/api/show-sales';
import {
  adminDb,
  createTicket,
  createUser,
  deleteCreatedUsers,
  deleteDocuments,
  type TestUser,
} from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';

const HOUR_MS = 3_600_000;
const VOUCHER_URL = 'http://127.0.0.1:8090/vouchers/1234567';

const card = async (name: string) => within(await screen.findByRole('article', { name }, { timeout: 10_000 }));

describe('ticket phase of cash and PSE payments', () => {
  const base = {
    ticketStatus: 'reserved',
    paymentStatus: 'pending',
    paymentMethod: 'efecty',
    holdExpiresAt: new Date(10_000),
    initPoint: null,
    cancelReason: null,
    cashVoucherUrl: VOUCHER_URL,
    providerPaymentType: 'ticket',
    providerStatus: 'pending',
  } as const;

  it('an Efecty voucher to pay before its deadline', () => {
    expect(ticketPhase(base, 0)).toEqual({ kind: 'cashPending', deadline: new Date(10_000), voucherUrl: VOUCHER_URL });
  });

  it('a PSE transfer under way', () => {
    const pse = { ...base, paymentMethod: 'mercadopago', providerPaymentType: 'bank_transfer', cashVoucherUrl: null };
    expect(ticketPhase(pse, 0)).toEqual({ kind: 'psePending' });
  });
});

describe('Mis tickets: Efecty and PSE', () => {
  let buyer: TestUser;

  beforeAll(async () => {
    buyer = await createUser('efectivo');
  });
  afterEach(async () => {
    await signOutOfApp();
  });
  afterAll(async () => {
    await deleteCreatedUsers();
  });

  it('shows a cash hold with its deadline and the voucher link, and a pending PSE payment', async () => {
    const deadline = new Date(Date.now() + 40 * HOUR_MS);
    const cashId = await createTicket(buyer, { eventName: 'Show en efectivo', holdExpiresAt: deadline });
    await adminDb().doc(`tickets/${cashId}`).update({
      paymentMethod: 'efecty',
      cashVoucherUrl: VOUCHER_URL,
      providerPaymentType: 'ticket',
      providerStatus: 'pending',
    });
    const pseId = await createTicket(buyer, {
      eventName: 'Show por PSE',
      holdExpiresAt: new Date(Date.now() + 10 * 60_000),
    });
    await adminDb().doc(`tickets/${pseId}`).update({ providerPaymentType: 'bank_transfer', providerStatus: 'pending' });

    await signInAs(buyer.email, buyer.password);
    renderApp('/tickets');
    const cash = await card('Show en efectivo');
    expect(cash.getByText(CASH_TEXTS.cashPending)).toBeInTheDocument();
    expect(cash.getByText(formatDayAndTime(deadline))).toBeInTheDocument();
    // the sentence closes with the time's own period ("a. m."), not a second one
    const sentence = cash.getByText(formatDayAndTime(deadline)).parentElement!.textContent;
    expect(sentence).toMatch(/Paga antes de .+ [ap]\. m\.$/);
    expect(sentence).not.toContain('..');
    expect(cash.getByRole('link', { name: CASH_TEXTS.voucherLink })).toHaveAttribute('href', VOUCHER_URL);
    expect(cash.queryByRole('timer')).toBeNull();

    const pse = await card('Show por PSE');
    expect(pse.getByText(CASH_TEXTS.psePending)).toBeInTheDocument();
    expect(pse.queryByRole('link', { name: 'Completar pago' })).toBeNull();
  });
});

describe('dashboard: cash holds apart', () => {
  afterAll(async () => {
    await deleteCreatedUsers();
  });

  it('counts the seats and money of unpaid Efecty vouchers apart', async () => {
    const eventId = `cash-dash-${Date.now()}`;
    const tickets = [
      { paymentMethod: 'efecty', ticketStatus: 'reserved', paymentStatus: 'pending', quantity: 3, amount: 150_000 },
      {
        paymentMethod: 'mercadopago',
        ticketStatus: 'reserved',
        paymentStatus: 'pending',
        quantity: 2,
        amount: 100_000,
      },
      { paymentMethod: 'efecty', ticketStatus: 'cancelled', paymentStatus: 'rejected', quantity: 4, amount: 200_000 },
    ];
    const refs = await Promise.all(
      tickets.map((ticket) =>
        adminDb()
          .collection('tickets')
          .add({ ...ticket, eventId, userId: 'x', organizerId: null }),
      ),
    );
    try {
      const admin = await createUser('cash-admin', 'ADMIN');
      await signInAs(admin.email, admin.password);
      expect(await getShowSales(eventId, { role: 'ADMIN' })).toMatchObject({
        held: 5,
        cashHeld: 3,
        cashHeldAmount: 150_000,
      });
    } finally {
      await deleteDocuments(refs.map((ref) => ref.path));
      await signOutOfApp();
    }
  });
});
