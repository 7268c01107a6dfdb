import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PURCHASE_ERROR_MESSAGES, TRANSFER_TEXTS } from '@carcajada/domain';
import { adminDb, createTicket, createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';
import { createEvent, deleteCreatedEvents } from './support/checkout-fixtures';
import { CALLABLE_ANSWER } from './support/waits';

/** Mis tickets' "Transferir" (contract "Transfer"): where it shows, the form, its loading state and refusals. */

const card = async (name: string) => within(await screen.findByRole('article', { name }, { timeout: 10_000 }));

describe('Mis tickets: Transferir', () => {
  let holder: TestUser;

  beforeAll(async () => {
    holder = await createUser('transferir');
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    await deleteCreatedUsers();
    await deleteCreatedEvents();
  });

  it('is offered on live tickets of a show ahead, not on holds, cancelled or past ones', async () => {
    const paid = { ticketStatus: 'paid', paymentStatus: 'approved' } as const;
    await createTicket(holder, { ...paid, eventName: 'Transferible pagado' });
    await createTicket(holder, {
      ticketStatus: 'reserved',
      paymentStatus: 'approved',
      paymentMethod: 'free',
      eventName: 'Transferible gratis',
    });
    await createTicket(holder, { eventName: 'Sin pagar', holdExpiresAt: new Date(Date.now() + 600_000) });
    await createTicket(holder, {
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      cancelReason: 'refunded',
      eventName: 'Reembolsado',
    });
    await createTicket(holder, { ...paid, eventName: 'Ya pasó', eventDate: '2020-01-10' });
    await signInAs(holder.email, holder.password);
    renderApp('/tickets');
    for (const name of ['Transferible pagado', 'Transferible gratis'])
      expect((await card(name)).getByRole('button', { name: TRANSFER_TEXTS.action })).toBeEnabled();
    for (const name of ['Sin pagar', 'Reembolsado', 'Ya pasó'])
      expect((await card(name)).queryByRole('button', { name: TRANSFER_TEXTS.action })).not.toBeInTheDocument();
  });

  it('asks for the email and how many, shows it sending, and says a refusal in Spanish', async () => {
    const ticketId = await createTicket(holder, {
      ticketStatus: 'paid',
      paymentStatus: 'approved',
      quantity: 2,
      eventName: 'Para enviar',
    });
    // a date ahead: the ticket is judged (its date included) before the address is looked up
    const show = await createEvent({ label: 'transferir', price: 45_000, daysFromNow: 10 });
    await adminDb().doc(`tickets/${ticketId}`).update({ eventId: show.id });
    await signInAs(holder.email, holder.password);
    renderApp('/tickets');
    const ticket = await card('Para enviar');
    const user = userEvent.setup();
    await user.click(ticket.getByRole('button', { name: TRANSFER_TEXTS.action }));
    const form = within(ticket.getByRole('form', { name: TRANSFER_TEXTS.title }));
    expect(form.getByRole('combobox', { name: TRANSFER_TEXTS.quantityLabel })).toHaveValue('2');
    expect(form.getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2']);

    await user.type(form.getByRole('textbox', { name: new RegExp(TRANSFER_TEXTS.emailLabel) }), 'no es un correo');
    await user.click(form.getByRole('button', { name: TRANSFER_TEXTS.submit }));
    expect(form.getByText(TRANSFER_TEXTS.invalidEmail)).toBeInTheDocument();

    const email = form.getByRole('textbox', { name: new RegExp(TRANSFER_TEXTS.emailLabel) });
    await user.clear(email);
    await user.type(email, 'nadie-transfer@ninguna.test');
    await user.selectOptions(form.getByRole('combobox', { name: TRANSFER_TEXTS.quantityLabel }), '1');
    await user.click(form.getByRole('button', { name: TRANSFER_TEXTS.submit }));
    expect(form.getByRole('button', { name: TRANSFER_TEXTS.submitting })).toHaveAttribute('aria-busy', 'true');
    expect(await form.findByRole('alert', {}, CALLABLE_ANSWER)).toHaveTextContent(
      PURCHASE_ERROR_MESSAGES.recipientNotVerified,
    );
    const stored = (await adminDb().doc(`tickets/${ticketId}`).get()).data();
    expect(stored).toMatchObject({ userId: holder.uid, quantity: 2 });

    await user.click(form.getByRole('button', { name: TRANSFER_TEXTS.cancel }));
    expect(ticket.getByRole('button', { name: TRANSFER_TEXTS.action })).toBeInTheDocument();
  });
});
