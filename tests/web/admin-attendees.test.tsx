/**
 * A show's attendee list: live (a refund in progress, then the webhook's cancellation, without a
 * reload), buyers' phones (the ticket's copy; for older tickets ADMIN reads the account's; an
 * ORGANIZER, who cannot read accounts, the ticket's), search, and the refund confirmation with
 * the server's Spanish refusal.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bogotaDateString, PURCHASE_ERROR_MESSAGES, ticketReference } from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { organizerDocument } from '@carcajada/domain/stored/organizer';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import { adminDb, createUser, deleteCreatedUsers, deleteDocuments, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';
import { CALLABLE_ANSWER } from './support/waits';

let eventId = '';
const ticketIds: Record<'refunding' | 'noPayment' | 'free', string> = { refunding: '', noPayment: '', free: '' };

async function addTicket(buyer: TestUser, fields: Record<string, unknown>, quantity: number): Promise<string> {
  const ref = adminDb().collection('tickets').doc();
  await ref.set({
    ...ticketDocument({
      userId: buyer.uid,
      eventId,
      buyerEmail: buyer.email,
      amount: 50_000,
      quantity,
      metadata: { userName: buyer.name },
    }),
    ...fields,
  });
  return ref.id;
}

function row(ticketId: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-ticket="${ticketId}"]`);
  if (!found) throw new Error(`No row for ${ticketId}`);
  return found;
}

describe('attendee list', () => {
  let admin: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    [admin, buyer] = await Promise.all([createUser('asistentes-admin', 'ADMIN'), createUser('asistentes-comprador')]);
    const start = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const ref = adminDb().collection('events').doc();
    eventId = ref.id;
    await ref.set(
      eventDocument({
        slug: `asistentes-${ref.id.toLowerCase()}`,
        name: 'Show de asistentes',
        start,
        date: bogotaDateString(start),
        time: '20:00',
      }),
    );
    ticketIds.refunding = await addTicket(
      buyer,
      { ticketStatus: 'paid', paymentStatus: 'approved', paymentId: '123', refundRequestedAt: new Date() },
      2,
    );
    // paid but without a Mercado Pago payment id: the server refuses to refund it
    ticketIds.noPayment = await addTicket(buyer, { ticketStatus: 'paid', paymentStatus: 'approved' }, 1);
    ticketIds.free = await addTicket(
      buyer,
      { ticketStatus: 'reserved', paymentStatus: 'approved', paymentMethod: 'free', amount: 0 },
      3,
    );
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    await deleteDocuments([...Object.values(ticketIds).map((id) => `tickets/${id}`), `events/${eventId}`]);
    await deleteCreatedUsers();
  });

  it('shows each ticket with the buyer phone (older tickets: the account’s), a refund in progress, then the refund once the webhook lands', async () => {
    await signInAs(admin.email, admin.password);
    renderApp(`/administrador/shows/${eventId}/asistentes`);
    expect(await screen.findByRole('heading', { name: 'Asistentes · Show de asistentes' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Asistentes' });
    const refunding = within(row(ticketIds.refunding));
    expect(refunding.getByText('Reembolso en curso')).toBeInTheDocument();
    expect(refunding.queryByRole('button', { name: /Reembolsar/ })).not.toBeInTheDocument();
    await waitFor(() => expect(refunding.getByText(buyer.phone)).toBeInTheDocument());
    expect(within(row(ticketIds.free)).getByText('Reserva gratis')).toBeInTheDocument();
    expect(within(row(ticketIds.free)).queryByRole('button', { name: /Reembolsar/ })).not.toBeInTheDocument();

    await adminDb()
      .doc(`tickets/${ticketIds.refunding}`)
      .update({ ticketStatus: 'cancelled', paymentStatus: 'rejected', cancelReason: 'refunded' });
    await waitFor(() => expect(within(row(ticketIds.refunding)).getByText('Reembolsado')).toBeInTheDocument());
    // put it back for the next test
    await adminDb()
      .doc(`tickets/${ticketIds.refunding}`)
      .update({ ticketStatus: 'paid', paymentStatus: 'approved', cancelReason: null });
  });

  it('searches by reference, ignoring case', async () => {
    await signInAs(admin.email, admin.password);
    renderApp(`/administrador/shows/${eventId}/asistentes`);
    await screen.findByRole('list', { name: 'Asistentes' });
    const search = screen.getByLabelText('Buscar por nombre, correo, teléfono o referencia');
    fireEvent.change(search, { target: { value: ticketReference(ticketIds.free).toLowerCase() } });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(row(ticketIds.free)).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'nadie se llama así' } });
    expect(screen.getByText('Ningún asistente coincide con la búsqueda.')).toBeInTheDocument();
  });

  it(
    "confirms a refund in a dialog and shows the server's Spanish refusal",
    async () => {
      await signInAs(admin.email, admin.password);
      renderApp(`/administrador/shows/${eventId}/asistentes`);
      await screen.findByRole('list', { name: 'Asistentes' });
      fireEvent.click(within(row(ticketIds.noPayment)).getByRole('button', { name: /Reembolsar/ }));
      const dialog = screen.getByRole('dialog', { name: `Reembolsar ticket ${ticketReference(ticketIds.noPayment)}` });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, reembolsar' }));
      expect(await within(dialog).findByRole('alert', {}, CALLABLE_ANSWER)).toHaveTextContent(
        PURCHASE_ERROR_MESSAGES.notRefundable,
      );
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    CALLABLE_ANSWER.timeout + 10_000,
  );
});

describe('attendee list of an ORGANIZER', () => {
  const organizerId = `asis-org-${randomUUID().slice(0, 8)}`;
  /** Not the account's phone: the list shows the one the ticket copied at purchase. */
  const TICKET_PHONE = '3207654321';
  let organizer: TestUser;
  let otherOrganizer: TestUser;
  let buyer: TestUser;
  let showId = '';
  let ticketId = '';

  beforeAll(async () => {
    [organizer, otherOrganizer, buyer] = await Promise.all([
      createUser('asis-organizador'),
      createUser('asis-otro-organizador'),
      createUser('asis-comprador-org'),
    ]);
    await adminDb()
      .doc(`organizers/${organizerId}`)
      .set(
        organizerDocument({
          name: 'Asistentes SAS',
          nit: '900123456-8',
          email: 'asistentes@organizadores.test',
          phone: '3001234567',
          commission_percent: 10,
          active: true,
        }),
      );
    await adminDb().doc(`users/${organizer.uid}`).update({ role: 'ORGANIZER', organizerId });
    await adminDb()
      .doc(`users/${otherOrganizer.uid}`)
      .update({ role: 'ORGANIZER', organizerId: `${organizerId}-otro` });
    const start = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const event = adminDb().collection('events').doc();
    showId = event.id;
    await event.set(
      eventDocument({
        slug: `asistentes-org-${event.id.toLowerCase()}`,
        name: 'Show del organizador',
        start,
        date: bogotaDateString(start),
        time: '21:00',
        organizerId,
      }),
    );
    const ticket = adminDb().collection('tickets').doc();
    ticketId = ticket.id;
    await ticket.set({
      ...ticketDocument({
        userId: buyer.uid,
        eventId: showId,
        organizerId,
        buyerEmail: buyer.email,
        buyerPhone: TICKET_PHONE,
        amount: 50_000,
        quantity: 2,
        metadata: { userName: buyer.name },
      }),
      ticketStatus: 'paid',
      paymentStatus: 'approved',
    });
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    await deleteDocuments([`tickets/${ticketId}`, `events/${showId}`, `organizers/${organizerId}`]);
    await deleteCreatedUsers();
  });

  it('shows the phone the ticket copied, though it cannot read the buyer’s account', async () => {
    expect(buyer.phone).not.toBe(TICKET_PHONE);
    await signInAs(organizer.email, organizer.password);
    renderApp(`/administrador/shows/${showId}/asistentes`);
    expect(await screen.findByRole('heading', { name: 'Asistentes · Show del organizador' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Asistentes' });
    const shown = within(row(ticketId));
    expect(shown.getByText(TICKET_PHONE)).toBeInTheDocument();
    expect(shown.queryByText('Sin teléfono')).not.toBeInTheDocument();
  });

  it('another ORGANIZER opening the show’s page finds no show to manage', async () => {
    await signInAs(otherOrganizer.email, otherOrganizer.password);
    renderApp(`/administrador/shows/${showId}/asistentes`);
    expect(await screen.findByText('Evento no encontrado')).toBeInTheDocument();
    expect(screen.queryByText(buyer.email)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Personal de puerta' })).not.toBeInTheDocument();
  });
});
