import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTicket, createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
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
    await screen.findByRole('heading', { name: 'Gracias por tu compra' });
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

  it('sends no value for a signed-out visitor, whatever the URL says', async () => {
    const ticketId = await createTicket(buyer, { ticketStatus: 'paid', paymentStatus: 'approved' });
    recordPurchases();
    renderApp(`/compra-finalizada?event=gran-gala&value=999999&status=approved&external_reference=${ticketId}`);
    await waitFor(() => expect(purchases).toHaveLength(1));
    expect(purchases[0]).toEqual(['track', 'Purchase', { currency: 'COP', content_ids: 'gran-gala' }]);
  });

  it("sends no value for another user's ticket or one that is not paid", async () => {
    const othersTicket = await createTicket(otherBuyer, { ticketStatus: 'paid', paymentStatus: 'approved' });
    const cancelled = await createTicket(buyer, { ticketStatus: 'cancelled', paymentStatus: 'rejected' });
    await signInAs(buyer.email, buyer.password);
    for (const ticketId of [othersTicket, cancelled]) {
      recordPurchases();
      const { unmount } = renderApp(
        `/compra-finalizada?event=gran-gala&value=999999&status=approved&external_reference=${ticketId}`,
      );
      await waitFor(() => expect(purchases).toHaveLength(1));
      expect(purchases[0]).toEqual(['track', 'Purchase', { currency: 'COP', content_ids: 'gran-gala' }]);
      unmount();
    }
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
