import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANCEL_REASON_TEXT, PURCHASE_ERROR_MESSAGES, type CancelReason } from '@carcajada/domain';
import { remainingTimeLabel, ticketPhase } from '../../web/src/features/tickets/utils/ticket-hold';
import { TICKET_MESSAGES } from '../../web/src/features/tickets/utils/ticket-display';
import { adminDb, createTicket, createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';
import { CALLABLE_ANSWER } from './support/waits';

const MINUTE_MS = 60_000;
const fromNow = (milliseconds: number) => new Date(Date.now() + milliseconds);
const CHECKOUT_URL = 'https://mercadopago.example.test/checkout/v1/redirect?pref_id=123-abc';

async function openTickets(user: TestUser) {
  await signInAs(user.email, user.password);
  renderApp('/tickets');
}

const card = async (name: string) => within(await screen.findByRole('article', { name }, { timeout: 10_000 }));

describe('hold countdown and times', () => {
  it('reads minutes:seconds, hours from 60 minutes, and rounds a started second up', () => {
    expect(remainingTimeLabel(12 * MINUTE_MS + 34_000)).toBe('12:34');
    expect(remainingTimeLabel(5 * MINUTE_MS + 6_200)).toBe('5:07');
    expect(remainingTimeLabel(62 * MINUTE_MS + 3_000)).toBe('1:02:03');
    expect(remainingTimeLabel(-5)).toBe('0:00');
  });

  it('tells an unpaid hold, an expired one, a free reservation and older tickets apart', () => {
    const hold = {
      ticketStatus: 'reserved',
      paymentStatus: 'pending',
      paymentMethod: 'mercadopago',
      holdExpiresAt: new Date(10_000),
      initPoint: CHECKOUT_URL,
      cancelReason: null,
      cashVoucherUrl: null,
      providerPaymentType: null,
      providerStatus: null,
    } as const;
    expect(ticketPhase(hold, 9_999).kind).toBe('awaitingPayment');
    expect(ticketPhase(hold, 10_000).kind).toBe('holdExpired');
    expect(ticketPhase({ ...hold, holdExpiresAt: null }, 0).kind).toBe('settled');
    expect(ticketPhase({ ...hold, paymentMethod: 'free', paymentStatus: 'approved' }, 0).kind).toBe('freeReservation');
    expect(ticketPhase({ ...hold, ticketStatus: 'paid', paymentStatus: 'approved' }, 0).kind).toBe('settled');
    expect(ticketPhase({ ...hold, ticketStatus: 'cancelled', cancelReason: 'refunded' }, 0)).toEqual({
      kind: 'cancelled',
      reason: 'refunded',
    });
  });
});

describe('Mis tickets: holds, cancelling and why a ticket is cancelled', () => {
  let buyer: TestUser;

  beforeAll(async () => {
    buyer = await createUser('reservas');
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    await deleteCreatedUsers();
  });

  it('counts down an unpaid checkout and links Completar pago to its Mercado Pago checkout', async () => {
    await createTicket(buyer, {
      eventName: 'Hold con tiempo',
      initPoint: CHECKOUT_URL,
      holdExpiresAt: fromNow(12 * MINUTE_MS + 45_000),
    });
    await openTickets(buyer);
    const ticket = await card('Hold con tiempo');
    const timer = ticket.getByRole('timer');
    expect(timer.textContent).toMatch(/^Tienes 12:[34]\d para completar el pago$/);
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 3000 });
    const pay = ticket.getByRole('link', { name: 'Completar pago' });
    expect(pay).toHaveAttribute('href', CHECKOUT_URL);
    expect(pay).not.toHaveAttribute('target');
    expect(ticket.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it('says the reservation expired once the hold passes by the device’s clock, with nothing left to pay', async () => {
    await createTicket(buyer, {
      eventName: 'Hold por vencer',
      initPoint: CHECKOUT_URL,
      holdExpiresAt: fromNow(4_000),
    });
    await createTicket(buyer, {
      eventName: 'Hold ya vencido',
      initPoint: CHECKOUT_URL,
      holdExpiresAt: fromNow(-MINUTE_MS),
    });
    await openTickets(buyer);
    const expiring = await card('Hold por vencer');
    expect(expiring.getByRole('timer')).toHaveTextContent(/^Tienes 0:0\d para completar el pago$/);
    expect(expiring.getByRole('link', { name: 'Completar pago' })).toBeInTheDocument();
    await waitFor(() => expect(expiring.getByText(CANCEL_REASON_TEXT.hold_expired)).toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(expiring.queryByRole('timer')).not.toBeInTheDocument();
    expect(expiring.queryByRole('link', { name: 'Completar pago' })).not.toBeInTheDocument();
    expect(expiring.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();

    const expired = await card('Hold ya vencido');
    expect(expired.getByText(CANCEL_REASON_TEXT.hold_expired)).toBeInTheDocument();
    expect(expired.queryByRole('link', { name: 'Completar pago' })).not.toBeInTheDocument();
  });

  it('shows why each cancelled ticket is cancelled', async () => {
    const reasons: CancelReason[] = ['hold_expired', 'payment_rejected', 'sold_out_refunded', 'user_cancelled'];
    for (const reason of reasons) {
      await createTicket(buyer, {
        eventName: `Cancelado ${reason}`,
        ticketStatus: 'cancelled',
        paymentStatus: 'rejected',
        cancelReason: reason,
      });
    }
    await openTickets(buyer);
    for (const reason of reasons) {
      const ticket = await card(`Cancelado ${reason}`);
      expect(ticket.getByText(CANCEL_REASON_TEXT[reason])).toBeInTheDocument();
      expect(ticket.getByText('Cancelado')).toBeInTheDocument();
      expect(ticket.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    }
  });

  it('cancels an unpaid checkout after confirming: loading, then shown as cancelled (cancelTicket)', async () => {
    const ticketId = await createTicket(buyer, {
      eventName: 'Hold para cancelar',
      initPoint: CHECKOUT_URL,
      holdExpiresAt: fromNow(10 * MINUTE_MS),
    });
    await openTickets(buyer);
    const ticket = await card('Hold para cancelar');
    const user = userEvent.setup();

    // Changing one's mind keeps the ticket.
    await user.click(ticket.getByRole('button', { name: 'Cancelar' }));
    const question = ticket.getByRole('group', { name: TICKET_MESSAGES.cancelQuestion });
    expect(within(question).getByRole('button', { name: 'No, mantener' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'No, mantener' }));
    expect(ticket.queryByRole('group', { name: TICKET_MESSAGES.cancelQuestion })).not.toBeInTheDocument();

    await user.click(ticket.getByRole('button', { name: 'Cancelar' }));
    await user.click(ticket.getByRole('button', { name: 'Sí, cancelar' }));
    expect(ticket.getByRole('button', { name: 'Cancelando…' })).toHaveAttribute('aria-busy', 'true');
    expect(ticket.getByRole('button', { name: 'No, mantener' })).toBeDisabled();

    expect(await ticket.findByText(CANCEL_REASON_TEXT.user_cancelled, {}, CALLABLE_ANSWER)).toBeInTheDocument();
    expect(ticket.getByText('Cancelado')).toBeInTheDocument();
    expect(ticket.queryByRole('timer')).not.toBeInTheDocument();
    expect(ticket.queryByRole('link', { name: 'Completar pago' })).not.toBeInTheDocument();
    const stored = (await adminDb().doc(`tickets/${ticketId}`).get()).data();
    expect(stored).toMatchObject({ ticketStatus: 'cancelled', cancelReason: 'user_cancelled' });
  });

  it('cancels a free reservation too', async () => {
    const ticketId = await createTicket(buyer, {
      eventName: 'Reserva gratis',
      paymentMethod: 'free',
      paymentStatus: 'approved',
      amount: 0,
    });
    await openTickets(buyer);
    const ticket = await card('Reserva gratis');
    expect(ticket.queryByRole('timer')).not.toBeInTheDocument();
    expect(ticket.queryByRole('link', { name: 'Completar pago' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(ticket.getByRole('button', { name: 'Cancelar' }));
    await user.click(ticket.getByRole('button', { name: 'Sí, cancelar' }));
    expect(await ticket.findByText(CANCEL_REASON_TEXT.user_cancelled, {}, CALLABLE_ANSWER)).toBeInTheDocument();
    expect((await adminDb().doc(`tickets/${ticketId}`).get()).get('ticketStatus')).toBe('cancelled');
  });

  it('shows the server’s refusal in Spanish when the ticket can no longer be cancelled', async () => {
    const ticketId = await createTicket(buyer, {
      eventName: 'Reserva ya cerrada',
      paymentMethod: 'free',
      paymentStatus: 'approved',
      amount: 0,
    });
    await openTickets(buyer);
    const ticket = await card('Reserva ya cerrada');
    // Cancelled elsewhere after the page read it (free reservations are not followed live).
    await adminDb()
      .doc(`tickets/${ticketId}`)
      .update({ ticketStatus: 'cancelled', paymentStatus: 'rejected', cancelReason: 'user_cancelled' });
    const user = userEvent.setup();
    await user.click(ticket.getByRole('button', { name: 'Cancelar' }));
    await user.click(ticket.getByRole('button', { name: 'Sí, cancelar' }));
    expect(await ticket.findByRole('alert', {}, CALLABLE_ANSWER)).toHaveTextContent(
      PURCHASE_ERROR_MESSAGES.ticketClosed,
    );
    expect(ticket.getByRole('button', { name: 'Sí, cancelar' })).toBeEnabled();
  });
});
