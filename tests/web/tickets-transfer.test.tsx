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

  it('on a seated ticket asks which seats, and gives exactly those', async () => {
    const recipient = await createUser('transferir-sillas');
    const ticketId = await createTicket(holder, {
      ticketStatus: 'paid',
      paymentStatus: 'approved',
      quantity: 2,
      eventName: 'Con sillas',
    });
    const show = await createEvent({ label: 'transferir-sillas', price: 45_000, daysFromNow: 10 });
    const seat = (number: string) => ({
      seatId: `z1-F-${number}`,
      zone: 'Platea',
      row: 'F',
      number,
      category: 'Platea',
      label: `Platea · Fila F · Silla ${number}`,
    });
    await adminDb()
      .doc(`tickets/${ticketId}`)
      .update({ eventId: show.id, seats: [seat('12'), seat('14')] });
    for (const number of ['12', '14'])
      await adminDb()
        .doc(`events/${show.id}/seat_claims/z1-F-${number}`)
        .set({ ticketId, zoneId: 'z1', state: 'sold', claimedAt: new Date() });
    await signInAs(holder.email, holder.password);
    renderApp('/tickets');
    const ticket = await card('Con sillas');
    const user = userEvent.setup();
    await user.click(ticket.getByRole('button', { name: TRANSFER_TEXTS.action }));
    const form = within(ticket.getByRole('form', { name: TRANSFER_TEXTS.title }));
    // the seats instead of how many, every one ticked at first
    expect(form.queryByRole('combobox', { name: TRANSFER_TEXTS.quantityLabel })).not.toBeInTheDocument();
    const seats = within(form.getByRole('group', { name: TRANSFER_TEXTS.seatsLegend }));
    const twelve = seats.getByRole('checkbox', { name: 'Platea · Fila F · Silla 12' });
    const fourteen = seats.getByRole('checkbox', { name: 'Platea · Fila F · Silla 14' });
    expect(twelve).toBeChecked();
    expect(fourteen).toBeChecked();
    await user.type(form.getByRole('textbox', { name: new RegExp(TRANSFER_TEXTS.emailLabel) }), recipient.email);
    await user.click(twelve);
    await user.click(fourteen);
    await user.click(form.getByRole('button', { name: TRANSFER_TEXTS.submit }));
    expect(seats.getByText(TRANSFER_TEXTS.seatsNone)).toBeInTheDocument();

    await user.click(fourteen);
    await user.click(form.getByRole('button', { name: TRANSFER_TEXTS.submit }));
    expect(await ticket.findByText(TRANSFER_TEXTS.done(1, recipient.email), {}, CALLABLE_ANSWER)).toBeInTheDocument();
    const kept = (await adminDb().doc(`tickets/${ticketId}`).get()).data()!;
    expect(kept).toMatchObject({ userId: holder.uid, quantity: 1, seats: [seat('12')] });
    const given = await adminDb().collection('tickets').where('transferredFrom.ticketId', '==', ticketId).get();
    expect(given.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ userId: recipient.uid, quantity: 1, seats: [seat('14')] }),
    ]);
    const claim = await adminDb().doc(`events/${show.id}/seat_claims/z1-F-14`).get();
    expect(claim.get('ticketId')).toBe(given.docs[0]!.id);
  });
});
