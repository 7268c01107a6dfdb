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

  it('a seated date asks the localidad, and an offer names the seats it holds', async () => {
    const show = await createEvent({
      label: 'lista-sillas',
      price: 0,
      daysFromNow: 5,
      seats: { capacity: 10, seatsLeft: 0 },
    });
    await adminDb()
      .doc(`events/${show.id}`)
      .update({ seating_plan_id: 'plano-prueba', seat_categories: { Preferencial: 'tipo-a', Platea: 'tipo-b' } });
    const [fan, offered] = await Promise.all([createUser('lista-sillas-fan'), createUser('lista-sillas-oferta')]);
    await signInAs(fan.email, fan.password);
    const { unmount } = renderApp(`/evento/${show.slug}`);
    const category = await screen.findByRole('combobox', { name: WAITLIST_TEXTS.categoryLabel }, FIND);
    expect([...category.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Preferencial',
      'Platea',
    ]);
    unmount();
    await signOutOfApp();

    const id = waitlistEntryId(show.id, offered.uid);
    entries.push(id);
    const seat = (number: string) => ({
      seatId: `z1-A-${number}`,
      zone: 'Platea',
      row: 'A',
      number,
      category: 'Platea',
      label: `Platea · Fila A · Silla ${number}`,
    });
    await adminDb()
      .doc(`waitlist/${id}`)
      .set({
        eventId: show.id,
        ticketTypeId: 'tipo-b',
        category: 'Platea',
        userId: offered.uid,
        quantity: 2,
        createdAt: Timestamp.now(),
        status: 'offered',
        offerExpiresAt: Timestamp.fromMillis(Date.now() + 3_600_000),
        seats: [seat('3'), seat('4')],
      });
    await signInAs(offered.email, offered.password);
    renderApp(`/evento/${show.slug}`);
    expect(
      await screen.findByText(
        `${WAITLIST_TEXTS.heldSeats}: Platea · Fila A · Silla 3, Platea · Fila A · Silla 4`,
        undefined,
        FIND,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WAITLIST_TEXTS.buyOffer })).toHaveAttribute(
      'href',
      expect.stringContaining(`oferta=${encodeURIComponent(id)}`),
    );
  });

  it('the dashboard sentence counts people and seats', () => {
    expect(WAITLIST_TEXTS.dashboardCount({ people: 42, seats: 97 })).toBe(
      'En lista de espera: 42 personas, 97 entradas',
    );
    expect(WAITLIST_TEXTS.dashboardCount({ people: 1, seats: 1 })).toBe('En lista de espera: 1 persona, 1 entrada');
  });
});
