import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCop, ticketReference } from '@carcajada/domain';
import { ticketDocument, ticketView } from '@carcajada/domain/stored/ticket';
import { MyTickets } from '../../web/src/features/tickets/components/MyTickets';
import { TICKET_MESSAGES } from '../../web/src/features/tickets/utils/ticket-display';
import { saveTicketsCopy } from '../../web/src/features/tickets/utils/tickets-copy';
import { adminDb, createTicket, createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';
import { renderWithProviders } from './support/tickets-render';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

function ticketCards(): HTMLElement[] {
  return screen.getAllByRole('article');
}

describe('tickets page', () => {
  let buyer: TestUser;
  let emptyHanded: TestUser;
  let stranger: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [buyer, emptyHanded, stranger] = await Promise.all([
      createUser('tickets'),
      createUser('sin-tickets'),
      createUser('extrano'),
    ]);
    ids.paid = await createTicket(buyer, {
      eventName: 'Show pagado',
      ticketStatus: 'paid',
      paymentStatus: 'approved',
      qrCode: 'CJ1.abc.c2lnbmF0dXJlLXBhcmEtcHJ1ZWJhcy0xMjM0NTY',
      amount: 117100,
      createdAt: minutesAgo(1),
    });
    ids.paidWithoutQr = await createTicket(buyer, {
      eventName: 'Pagado sin QR',
      ticketStatus: 'paid',
      paymentStatus: 'approved',
      createdAt: minutesAgo(2),
    });
    ids.redeemed = await createTicket(buyer, {
      eventName: 'Ya validado',
      ticketStatus: 'redeemed',
      paymentStatus: 'approved',
      qrCode: 'CJ1.def.c2lnbmF0dXJlLXBhcmEtcHJ1ZWJhcy0xMjM0NTY',
      createdAt: minutesAgo(3),
    });
    ids.pending = await createTicket(buyer, {
      eventName: 'Esperando pago',
      ticketStatus: 'reserved',
      paymentStatus: 'pending',
      createdAt: minutesAgo(4),
    });
    ids.cancelled = await createTicket(buyer, {
      eventName: 'Pago rechazado',
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      createdAt: minutesAgo(5),
    });
    await createTicket(stranger, { eventName: 'Ticket ajeno' });
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    await deleteCreatedUsers();
  });

  it('invites anonymous visitors to sign up', async () => {
    renderApp('/tickets');
    expect(await screen.findByRole('heading', { name: 'Mis tickets' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Crear cuenta gratis' })).toHaveAttribute('href', '/crear-cuenta');
    expect(main.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/iniciar-sesion');
  });

  it('shows the empty state with a way back to the events', async () => {
    await signInAs(emptyHanded.email, emptyHanded.password);
    renderApp('/tickets');
    expect(await screen.findByRole('heading', { name: 'Aún no tienes tickets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar eventos' })).toHaveAttribute('href', '/');
  });

  it('lists only the user’s tickets, newest first, with labels, amount, reference and QR button states', async () => {
    await signInAs(buyer.email, buyer.password);
    renderApp('/tickets');
    await screen.findByRole('article', { name: 'Show pagado' });
    expect(ticketCards().map((card) => card.getAttribute('aria-label'))).toEqual([
      'Show pagado',
      'Pagado sin QR',
      'Ya validado',
      'Esperando pago',
      'Pago rechazado',
    ]);
    expect(screen.queryByText('Ticket ajeno')).not.toBeInTheDocument();

    const expectations = [
      { name: 'Show pagado', id: ids.paid!, labels: ['Pagado', 'Pago: Aprobado'], button: 'Ver QR', enabled: true },
      {
        name: 'Pagado sin QR',
        id: ids.paidWithoutQr!,
        labels: ['Pagado', 'Pago: Aprobado'],
        button: 'QR no disponible',
      },
      { name: 'Ya validado', id: ids.redeemed!, labels: ['Validado', 'Pago: Aprobado'], button: 'QR validado' },
      { name: 'Esperando pago', id: ids.pending!, labels: ['Reservado', 'Pago: Pendiente'], button: 'No disponible' },
      { name: 'Pago rechazado', id: ids.cancelled!, labels: ['Cancelado', 'Pago: Rechazado'], button: 'No disponible' },
    ];
    for (const expected of expectations) {
      const card = within(screen.getByRole('article', { name: expected.name }));
      for (const label of expected.labels) expect(card.getByText(label)).toBeInTheDocument();
      expect(card.getByText(ticketReference(expected.id))).toBeInTheDocument();
      const button = card.getByRole('button', { name: expected.button });
      if (expected.enabled) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
    }
    const paidCard = within(screen.getByRole('article', { name: 'Show pagado' }));
    // formatCop separates the sign with a no-break space; the DOM query normalises it to a space.
    expect(paidCard.getByText(formatCop(117100).replace(/\s/g, ' '))).toBeInTheDocument();
    expect(paidCard.getByText('21:00')).toBeInTheDocument();
    expect(paidCard.getByText('911 Comedy Club')).toBeInTheDocument();
    expect(paidCard.getByText('Bogotá')).toBeInTheDocument();
    expect(paidCard.getByText('2')).toBeInTheDocument();
  });

  it('opens the QR of a paid ticket and returns focus when Escape closes it', async () => {
    await signInAs(buyer.email, buyer.password);
    renderApp('/tickets');
    const card = within(await screen.findByRole('article', { name: 'Show pagado' }));
    const user = userEvent.setup();
    const qrButton = card.getByRole('button', { name: 'Ver QR' });
    await user.click(qrButton);
    const dialog = await screen.findByRole('dialog', { name: 'Show pagado' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(
      within(dialog).getByRole('img', { name: `Código QR del ticket ${ticketReference(ids.paid!)}` }),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(qrButton).toHaveFocus();
  });

  it('follows a payment confirmed while the page is open', async () => {
    const ticketId = await createTicket(emptyHanded, { eventName: 'Confirmación en vivo' });
    await signInAs(emptyHanded.email, emptyHanded.password);
    renderApp('/tickets');
    const card = within(await screen.findByRole('article', { name: 'Confirmación en vivo' }));
    expect(card.getByRole('button', { name: 'No disponible' })).toBeDisabled();
    await adminDb().doc(`tickets/${ticketId}`).update({
      ticketStatus: 'paid',
      paymentStatus: 'approved',
      qrCode: 'CJ1.live.c2lnbmF0dXJlLXBhcmEtcHJ1ZWJhcy0xMjM0NTY',
    });
    // read again after PENDING_READ_DELAYS_MS[0]: headroom for a busy machine
    await waitFor(() => expect(card.getByRole('button', { name: 'Ver QR' })).toBeEnabled(), { timeout: 12_000 });
    await adminDb().doc(`tickets/${ticketId}`).delete();
  });

  it('keeps following a payment when another pending ticket can no longer be read', async () => {
    const twoPending = await createUser('dos-pendientes');
    const gone = await createTicket(twoPending, { eventName: 'Ticket borrado', createdAt: minutesAgo(2) });
    const followed = await createTicket(twoPending, { eventName: 'Sigue pendiente', createdAt: minutesAgo(1) });
    await signInAs(twoPending.email, twoPending.password);
    renderApp('/tickets');
    const card = within(await screen.findByRole('article', { name: 'Sigue pendiente' }));
    expect(screen.getByRole('article', { name: 'Ticket borrado' })).toBeInTheDocument();
    // the rules refuse reading a ticket that no longer exists: that refusal must not stop the other one
    await adminDb().doc(`tickets/${gone}`).delete();
    await adminDb().doc(`tickets/${followed}`).update({
      ticketStatus: 'paid',
      paymentStatus: 'approved',
      qrCode: 'CJ1.live.c2lnbmF0dXJlLXBhcmEtcHJ1ZWJhcy0xMjM0NTY',
    });
    // read again after PENDING_READ_DELAYS_MS[0]: headroom for a busy machine
    await waitFor(() => expect(card.getByRole('button', { name: 'Ver QR' })).toBeEnabled(), { timeout: 12_000 });
    await adminDb().doc(`tickets/${followed}`).delete();
  });

  it('draws the last copy at once while Auth restores the session, then the tickets read now', async () => {
    await signInAs(buyer.email, buyer.password);
    const copied = ticketDocument({
      userId: buyer.uid,
      eventId: 'web-test-event',
      amount: 50000,
      buyerEmail: buyer.email,
      metadata: { eventName: 'Copia anterior' },
    });
    saveTicketsCopy(buyer.uid, [ticketView('copia-anterior', copied)]);
    const { rerender } = renderWithProviders(<MyTickets uid={buyer.uid} read={false} />);
    // first render, no read: the copy, with no "Sin conexión" mark (the browser is online)
    expect(screen.getByRole('article', { name: 'Copia anterior' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<MyTickets uid={buyer.uid} read />);
    expect(await screen.findByRole('article', { name: 'Show pagado' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Copia anterior' })).not.toBeInTheDocument();
    expect(ticketCards()).toHaveLength(5);
  });

  it('shows the load error with Reintentar, and retrying subscribes again', async () => {
    // Signed in as someone else, the rules refuse the query for the buyer's tickets.
    await signInAs(stranger.email, stranger.password);
    renderWithProviders(<MyTickets uid={buyer.uid} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(TICKET_MESSAGES.loadFailed);
    await signInAs(buyer.email, buyer.password);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Show pagado' })).toBeInTheDocument();
    expect(screen.queryByText(TICKET_MESSAGES.loadFailed)).not.toBeInTheDocument();
  });
});
