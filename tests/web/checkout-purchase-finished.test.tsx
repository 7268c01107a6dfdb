import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatDayAndTime } from '@carcajada/domain';
import { adminDb, createTicket, createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';

const STORED_AMOUNT = 117100;

describe('purchase-finished page', () => {
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let purchases: unknown[][] = [];

  beforeAll(async () => {
    [buyer, otherBuyer] = await Promise.all([createUser('purchase-finished'), createUser('purchase-other')]);
  });

  afterEach(async () => {
    await signOutOfApp();
    vi.unstubAllEnvs();
    delete window.fbq;
  });

  afterAll(async () => {
    await deleteCreatedUsers();
  });

  /** The Meta pixel on (a pixel id) with its calls recorded: only Purchase events are kept. */
  function recordPurchases(): void {
    vi.stubEnv('VITE_META_PIXEL_ID', '1234567890');
    purchases = [];
    window.fbq = (...args: unknown[]) => {
      if (args[1] === 'Purchase') purchases.push(args);
    };
  }

  it('thanks the buyer, says the payment is being processed and points to Mis tickets', async () => {
    renderApp('/compra-finalizada?event=gran-gala-del-humor&value=297800');
    expect(await screen.findByRole('heading', { name: 'Gracias por tu compra' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/Estamos procesando tu pago/)).toBeInTheDocument();
    expect(main.getByText('Mis tickets')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Ver mis tickets' })).toHaveAttribute('href', '/tickets');
    expect(main.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', expect.stringContaining('wa.me'));
  });

  it('does not claim processing for a payment Mercado Pago rejected', async () => {
    renderApp('/compra-finalizada?event=gran-gala-del-humor&value=297800&status=rejected');
    await screen.findByRole('heading', { name: 'Tu compra no se completó' });
    expect(screen.queryByText(/Estamos procesando tu pago/)).not.toBeInTheDocument();
    expect(screen.getByText(/no aprobó el pago/)).toBeInTheDocument();
  });

  it("fires Purchase with the paid ticket's stored amount, not the URL's value", async () => {
    const ticketId = await createTicket(buyer, {
      amount: STORED_AMOUNT,
      ticketStatus: 'paid',
      paymentStatus: 'approved',
    });
    await signInAs(buyer.email, buyer.password);
    recordPurchases();
    renderApp(`/compra-finalizada?event=gran-gala&value=1&status=approved&external_reference=${ticketId}`);
    await waitFor(() => expect(purchases).toHaveLength(1));
    expect(purchases[0]).toEqual([
      'track',
      'Purchase',
      { currency: 'COP', value: STORED_AMOUNT, content_ids: 'gran-gala' },
    ]);
  });

  it('fires Purchase once per ticket, however often the page is shown', async () => {
    const ticketId = await createTicket(buyer, {
      amount: STORED_AMOUNT,
      ticketStatus: 'paid',
      paymentStatus: 'approved',
    });
    await signInAs(buyer.email, buyer.password);
    recordPurchases();
    for (let visit = 0; visit < 2; visit += 1) {
      const { unmount } = renderApp(
        `/compra-finalizada?event=gran-gala&status=approved&external_reference=${ticketId}`,
      );
      await screen.findByText(/Tu pago fue aprobado/);
      unmount();
    }
    expect(purchases).toHaveLength(1);
  });

  it("fires no Purchase for a signed-out visitor, another user's ticket or one that is not paid", async () => {
    const othersTicket = await createTicket(otherBuyer, { ticketStatus: 'paid', paymentStatus: 'approved' });
    const cancelled = await createTicket(buyer, { ticketStatus: 'cancelled', paymentStatus: 'rejected' });
    recordPurchases();
    const signedOut = renderApp(`/compra-finalizada?event=gran-gala&value=999999&external_reference=${othersTicket}`);
    await screen.findByText(/Estamos procesando tu pago/);
    signedOut.unmount();
    await signInAs(buyer.email, buyer.password);
    for (const ticketId of [othersTicket, cancelled]) {
      const { unmount } = renderApp(`/compra-finalizada?event=gran-gala&value=999999&external_reference=${ticketId}`);
      await screen.findByRole('heading');
      await new Promise((resolve) => setTimeout(resolve, 300));
      unmount();
    }
    expect(purchases).toHaveLength(0);
  });

  it('a buyer back without paying sees that the purchase is not complete, with "Completar pago"', async () => {
    const initPoint = 'http://127.0.0.1:8090/checkout/v1/redirect?pref_id=123-abc';
    const ticketId = await createTicket(buyer, { initPoint, holdExpiresAt: new Date(Date.now() + 600_000) });
    await signInAs(buyer.email, buyer.password);
    recordPurchases();
    renderApp(`/compra-finalizada?event=gran-gala&value=297800&external_reference=${ticketId}`);
    expect(await screen.findByRole('heading', { name: 'Tu compra no se completó' })).toBeInTheDocument();
    expect(screen.getByText(/No recibimos tu pago/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completar pago' })).toHaveAttribute('href', initPoint);
    expect(screen.queryByText(/Gracias por tu compra/)).not.toBeInTheDocument();
    expect(purchases).toHaveLength(0);
  });

  it('an Efecty cash hold shows the voucher and its deadline, and fires no Purchase', async () => {
    const deadline = new Date(Date.now() + 40 * 60 * 60_000);
    const ticketId = await createTicket(buyer, { holdExpiresAt: deadline });
    const voucherUrl = 'http://127.0.0.1:8090/vouchers/123';
    await adminDb()
      .doc(`tickets/${ticketId}`)
      .update({ paymentMethod: 'efecty', cashVoucherUrl: voucherUrl, providerStatus: 'pending' });
    await signInAs(buyer.email, buyer.password);
    recordPurchases();
    renderApp(`/compra-finalizada?event=gran-gala&status=pending&external_reference=${ticketId}`);
    expect(await screen.findByRole('heading', { name: 'Gracias por tu compra' })).toBeInTheDocument();
    expect(await screen.findByText(/Pendiente de pago en Efecty/)).toBeInTheDocument();
    expect(screen.getByText(formatDayAndTime(deadline))).toBeInTheDocument();
    // the sentence closes with the time's own period ("a. m."), not a second one
    const sentence = screen.getByText(formatDayAndTime(deadline)).parentElement!.textContent;
    expect(sentence).toMatch(/Paga antes de .+ [ap]\. m\.$/);
    expect(sentence).not.toContain('..');
    expect(screen.getByRole('link', { name: 'Ver cupón de pago' })).toHaveAttribute('href', voucherUrl);
    expect(purchases).toHaveLength(0);
  });

  it('an expired hold says so', async () => {
    const ticketId = await createTicket(buyer, {
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      cancelReason: 'hold_expired',
    });
    await signInAs(buyer.email, buyer.password);
    renderApp(`/compra-finalizada?event=gran-gala&external_reference=${ticketId}`);
    expect(await screen.findByRole('heading', { name: 'Tu compra no se completó' })).toBeInTheDocument();
    expect(screen.getByText(/La reserva expiró/)).toBeInTheDocument();
  });

  it('fires no Purchase for a payment Mercado Pago rejected', async () => {
    const ticketId = await createTicket(buyer, { ticketStatus: 'cancelled', paymentStatus: 'rejected' });
    await signInAs(buyer.email, buyer.password);
    recordPurchases();
    renderApp(`/compra-finalizada?event=gran-gala&value=297800&status=rejected&external_reference=${ticketId}`);
    await screen.findByText(/no aprobó el pago/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(purchases).toHaveLength(0);
  });
});
