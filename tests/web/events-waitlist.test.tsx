/** The waitlist on a sold-out date's page: signed out, joined (from the account's own entry), and the organizer's count. */
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Timestamp } from 'firebase-admin/firestore';
import { WAITLIST_TEXTS, waitlistEntryId } from '@carcajada/domain';
import { adminDb, createUser, deleteCreatedUsers, deleteDocuments } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';
import { createEvent, deleteCreatedEvents } from './support/checkout-fixtures';

const FIND = { timeout: 15_000 };
const entries: string[] = [];

afterAll(async () => {
  await signOutOfApp();
  await deleteDocuments(entries.map((id) => `waitlist/${id}`));
  await deleteCreatedEvents();
  await deleteCreatedUsers();
});

describe('waitlist of a sold-out date', () => {
  it('a visitor signed out is offered "Avísame si se liberan entradas" beside "Agotado"', async () => {
    const show = await createEvent({
      label: 'lista-anonima',
      price: 0,
      daysFromNow: 5,
      seats: { capacity: 10, seatsLeft: 0 },
    });
    await signOutOfApp();
    renderApp(`/evento/${show.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: show.name }, FIND)).toBeVisible();
    expect(screen.getAllByText('Agotado').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: WAITLIST_TEXTS.join })).toHaveAttribute('href', '/iniciar-sesion');
  });

  it('an account already waiting reads "Estás en la lista de espera" and "Salir de la lista"', async () => {
    const show = await createEvent({
      label: 'lista-unida',
      price: 0,
      daysFromNow: 5,
      seats: { capacity: 10, seatsLeft: 0 },
    });
    const fan = await createUser('lista-fan');
    const id = waitlistEntryId(show.id, fan.uid);
    entries.push(id);
    await adminDb().doc(`waitlist/${id}`).set({
      eventId: show.id,
      ticketTypeId: null,
      userId: fan.uid,
      quantity: 2,
      createdAt: Timestamp.now(),
      status: 'waiting',
      offerExpiresAt: null,
    });
    await signInAs(fan.email, fan.password);
    renderApp(`/evento/${show.slug}`);
    expect(await screen.findByText(WAITLIST_TEXTS.joined, undefined, FIND)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WAITLIST_TEXTS.leave })).toBeEnabled();
  });

  it('the dashboard sentence counts people and seats', () => {
    expect(WAITLIST_TEXTS.dashboardCount({ people: 42, seats: 97 })).toBe(
      'En lista de espera: 42 personas, 97 entradas',
    );
    expect(WAITLIST_TEXTS.dashboardCount({ people: 1, seats: 1 })).toBe('En lista de espera: 1 persona, 1 entrada');
  });
});
