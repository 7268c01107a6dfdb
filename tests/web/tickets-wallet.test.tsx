import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalMessage, WALLET_TEXTS } from '@carcajada/domain';
import { WalletBadges } from '../../web/src/features/tickets/components/WalletBadges';
import { adminDb, createTicket, createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';
import { createEvent, deleteCreatedEvents } from './support/checkout-fixtures';
import { renderWithProviders } from './support/tickets-render';
import { CALLABLE_ANSWER } from './support/waits';

/** The wallet badges (contract "Tickets where people keep them"): where they show, the call, its refusals. */

const card = async (name: string) => within(await screen.findByRole('article', { name }, { timeout: 10_000 }));
const paid = { ticketStatus: 'paid', paymentStatus: 'approved' } as const;

describe('Agregar a Apple Wallet, Guardar en Google Wallet', () => {
  let holder: TestUser;

  beforeAll(async () => {
    holder = await createUser('billetera');
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    await deleteCreatedUsers();
    await deleteCreatedEvents();
  });

  it('are both on live tickets and in their QR dialog, never on holds or refunded tickets', async () => {
    await createTicket(holder, { ...paid, eventName: 'Billetera pagado', qrCode: 'CJ1.abc.def' });
    await createTicket(holder, {
      ticketStatus: 'reserved',
      paymentStatus: 'approved',
      paymentMethod: 'free',
      amount: 0,
      eventName: 'Billetera gratis',
    });
    await createTicket(holder, { eventName: 'Billetera sin pagar', holdExpiresAt: new Date(Date.now() + 600_000) });
    await createTicket(holder, {
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      cancelReason: 'refunded',
      eventName: 'Billetera reembolsado',
    });
    await signInAs(holder.email, holder.password);
    renderApp('/tickets');
    for (const name of ['Billetera pagado', 'Billetera gratis']) {
      const ticket = await card(name);
      expect(ticket.getByRole('button', { name: WALLET_TEXTS.apple })).toBeEnabled();
      expect(ticket.getByRole('button', { name: WALLET_TEXTS.google })).toBeEnabled();
    }
    for (const name of ['Billetera sin pagar', 'Billetera reembolsado'])
      expect((await card(name)).queryByRole('button', { name: WALLET_TEXTS.apple })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click((await card('Billetera pagado')).getByRole('button', { name: /QR/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('button', { name: WALLET_TEXTS.apple })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: WALLET_TEXTS.google })).toBeInTheDocument();
  });

  it("open the holder's signed links after showing that the pass is being made", async () => {
    const show = await createEvent({ label: 'billetera', price: 45_000, daysFromNow: 10 });
    const ticketId = await createTicket(holder, { ...paid, eventName: 'Billetera enlaces', qrCode: 'CJ1.abc.def' });
    await adminDb().doc(`tickets/${ticketId}`).update({ eventId: show.id });
    await signInAs(holder.email, holder.password);
    const opened = vi.fn();
    renderWithProviders(<WalletBadges ticketId={ticketId} onOpen={opened} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: WALLET_TEXTS.apple }));
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1), CALLABLE_ANSWER);
    expect(String(opened.mock.calls[0]![0])).toMatch(new RegExp(`/applePass/${ticketId}\\.pkpass\\?t=`));
    await user.click(screen.getByRole('button', { name: WALLET_TEXTS.google }));
    expect(screen.getByRole('status')).toHaveTextContent(WALLET_TEXTS.loading);
    expect(screen.getByRole('button', { name: WALLET_TEXTS.google })).toBeDisabled();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(2), CALLABLE_ANSWER);
    expect(String(opened.mock.calls[1]![0])).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
  });

  it('say in Spanish why a ticket of a cancelled date cannot be saved', async () => {
    const show = await createEvent({
      label: 'billetera-cancelada',
      price: 45_000,
      daysFromNow: 10,
      status: 'cancelled',
    });
    const ticketId = await createTicket(holder, { ...paid, eventName: 'Billetera cancelada', qrCode: 'CJ1.abc.def' });
    await adminDb().doc(`tickets/${ticketId}`).update({ eventId: show.id });
    await signInAs(holder.email, holder.password);
    const opened = vi.fn();
    renderWithProviders(<WalletBadges ticketId={ticketId} onOpen={opened} />);
    await userEvent.setup().click(screen.getByRole('button', { name: WALLET_TEXTS.apple }));
    expect(await screen.findByRole('alert', {}, CALLABLE_ANSWER)).toHaveTextContent(
      refusalMessage({ reason: 'ticketNotLive' }),
    );
    expect(opened).not.toHaveBeenCalled();
  });
});
