/**
 * The date form's "Plano de sala" (docs/seated-dates.md): the organizer's plans are
 * offered beside "Sin plano (entrada general)"; a chosen plan sets the capacity (read-only), each
 * category is mapped to a ticket type, the door's seats are chosen from a list by zone and row,
 * and the form sends `seating_plan_id`, `seat_categories` and `box_office_seats`. Plans belong to
 * organizers: an ADMIN's show without an organizer (a new one, or a stored one) has no seat section.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bogotaDateString, refusalMessage } from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { organizerDocument } from '@carcajada/domain/stored/organizer';
import {
  generateRows,
  planZonePath,
  seatingPlanDocuments,
  seatingPlanPath,
  SEATED_DATE_MESSAGES,
  type SeatingPlan,
} from '@carcajada/domain/seating';
import { EventForm } from '../../web/src/features/admin/components/EventForm';
import { saveFailure } from '../../web/src/features/admin/api/save-event';
import { emptyDraft } from '../../web/src/features/admin/utils/event-draft';
import { emptyTypeDraft } from '../../web/src/features/admin/utils/ticket-type-draft';
import { adminDb, createUser, deleteCreatedUsers, deleteDocuments, type TestUser } from './support/auth-fixtures';
import { renderWithFirestore } from './support/app-render';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';
import { CALLABLE_ANSWER } from './support/waits';

const organizerId = `sala-fecha-${randomUUID().slice(0, 8)}`;
const planId = `plano-${randomUUID().slice(0, 8)}`;

/** Platea: rows A and B of 4 (Preferencial: row A), seat B-4 blocked: 7 sellable seats. */
function plan(): SeatingPlan {
  const rows = generateRows({
    zoneId: 'p',
    rows: 2,
    seatsPerRow: 4,
    rowLabels: 'letters',
    numbering: 'left-to-right',
    category: 'c2',
  });
  for (const seat of rows[0]!.seats) seat.category = 'c1';
  rows[1]!.seats[3]!.blocked = true;
  return {
    name: 'Sala Fecha',
    venue: { name: 'Sala Fecha', address: 'Calle 1 # 2-3', city: 'Bogotá' },
    size: { width: 300, height: 200 },
    categories: [
      { id: 'c1', name: 'Preferencial', color: '#E4572E' },
      { id: 'c2', name: 'Platea', color: '#2E86AB' },
    ],
    zones: [{ id: 'p', name: 'Platea', position: { x: 0, y: 40 }, rows }],
  };
}

function filledDraft() {
  const preferencial = { ...emptyTypeDraft(), name: 'Preferencial', price: '90.000' };
  const platea = { ...emptyTypeDraft(), name: 'Platea', price: '70.000' };
  return {
    ...emptyDraft(),
    name: 'El Gran Especial de prueba',
    description: 'Una hora de humor.',
    city: 'Bogotá',
    venueName: 'Sala Fecha',
    venueAddress: 'Calle 1 # 2-3',
    date: '2030-03-15',
    coverImageUrl: '/images/events/poster-3.jpg',
    pulepCode: 'ABC-123',
    ticketTypes: [preferencial, platea],
  };
}

beforeAll(async () => {
  await adminDb()
    .doc(`organizers/${organizerId}`)
    .set(
      organizerDocument({
        name: 'Sala Fecha SAS',
        nit: '900123456-8',
        email: 'sala-fecha@organizadores.test',
        phone: '3001234567',
        commission_percent: 10,
        active: true,
      }),
    );
  const documents = seatingPlanDocuments(organizerId, plan());
  await adminDb().doc(seatingPlanPath(planId)).set(documents.plan);
  for (const zone of documents.zones) await adminDb().doc(planZonePath(planId, zone.id)).set(zone.data);
});

afterAll(async () => {
  await adminDb().recursiveDelete(adminDb().doc(seatingPlanPath(planId)));
  await adminDb().doc(`organizers/${organizerId}`).delete();
});

describe('a seated date in the form', () => {
  it('chooses a plan, maps its categories, keeps door seats, and sends them', async () => {
    const onSubmit = vi.fn();
    renderWithFirestore(
      <EventForm
        initial={filledDraft()}
        stored={null}
        saving={false}
        serverErrors={{}}
        serverMessage={null}
        submitLabel="Crear show"
        organizerId={organizerId}
        onSubmit={onSubmit}
      />,
    );
    const planSelect = screen.getByLabelText('Plano de sala');
    expect(planSelect).toHaveValue('');
    expect(within(planSelect).getByRole('option', { name: 'Sin plano (entrada general)' })).toBeInTheDocument();
    const option = await screen.findByRole('option', { name: 'Sala Fecha · 7 sillas' }, { timeout: 15_000 });
    fireEvent.change(planSelect, { target: { value: planId } });
    expect(option).toBeInTheDocument();

    // the plan sets the capacity; the quota comes from the door's seats
    expect(await screen.findByTestId('seated-capacity', {}, { timeout: 15_000 })).toHaveTextContent('7 sillas');
    expect(screen.queryByLabelText(/Capacidad \(sillas\)/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Cupos para taquilla')).not.toBeInTheDocument();

    // a category without its type is refused before sending
    fireEvent.click(screen.getByRole('button', { name: 'Crear show' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(SEATED_DATE_MESSAGES.categoryUnmapped('Preferencial'))).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Localidad «Preferencial»'), {
      target: { value: filledDraftKey('Preferencial') },
    });
    fireEvent.change(screen.getByLabelText('Localidad «Platea»'), { target: { value: filledDraftKey('Platea') } });

    // the door's seats: a list by row, the blocked seat absent
    expect(screen.queryByLabelText('Platea · Fila B · Silla 4, Platea')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Platea · Fila B · Silla 2, Platea'));
    fireEvent.click(screen.getByLabelText('Platea · Fila B · Silla 3, Platea'));
    expect(screen.getByTestId('door-seat-count')).toHaveTextContent('2 sillas quedan para vender en la puerta');

    fireEvent.click(screen.getByRole('button', { name: 'Crear show' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ capacity: 7 }), expect.any(Array), 2, {
      seating_plan_id: planId,
      seat_categories: { Preferencial: 'Preferencial', Platea: 'Platea' },
      box_office_seats: ['p-B-2', 'p-B-3'],
    });
  });

  it("shows the server's refusals of the door's seats on the list", () => {
    const message = refusalMessage({ reason: 'doorSeatsTaken', seats: ['Platea · Fila B · Silla 2'] });
    expect(saveFailure({ details: { reason: 'doorSeatsTaken', seats: ['Platea · Fila B · Silla 2'] } })).toMatchObject({
      seatingErrors: { box_office_seats: message },
    });
    expect(
      saveFailure({ details: { reason: 'invalidEvent', fieldErrors: { box_office_seats: 'Sillas raras' } } })
        .seatingErrors,
    ).toEqual({ box_office_seats: 'Sillas raras' });
  });
});

/** A date ten days ahead, of `organizerId` when given (else the operator's own show). */
async function storedDate(name: string, organizer?: string): Promise<string> {
  const start = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
  const ref = adminDb().collection('events').doc();
  await ref.set({
    ...eventDocument({
      slug: `sala-fecha-${ref.id.toLowerCase()}`,
      name,
      start,
      date: bogotaDateString(start),
      time: '20:00',
      pulep_code: 'PRUEBA-001',
      ...(organizer && { organizerId: organizer }),
    }),
    capacity: 50,
  });
  return ref.id;
}

describe('the seat section by whose show it is (ADMIN)', () => {
  let admin: TestUser;
  let operatorShowId = '';
  let organizerShowId = '';
  const copyIds: string[] = [];

  beforeAll(async () => {
    admin = await createUser('sala-fecha-admin', 'ADMIN');
    [operatorShowId, organizerShowId] = await Promise.all([
      storedDate('Show de la casa'),
      storedDate('Show de la sala', organizerId),
    ]);
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    const slugs = await Promise.all(copyIds.map(async (id) => (await adminDb().doc(`events/${id}`).get()).get('slug')));
    await deleteDocuments(
      slugs.filter((slug): slug is string => typeof slug === 'string').map((slug) => `event_slugs/${slug}`),
      [operatorShowId, organizerShowId, ...copyIds].map((id) => `events/${id}`),
    );
    await deleteCreatedUsers();
  });

  it.each([
    ['a new show', () => '/administrador/shows/nuevo'],
    ['a stored show without organizer', () => `/administrador/shows/${operatorShowId}`],
  ])('%s has no "Sillas numeradas": plans belong to organizers', async (_, path) => {
    await signInAs(admin.email, admin.password);
    renderApp(path());
    expect(await screen.findByLabelText(/Código PULEP/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Sillas numeradas')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Plano de sala')).not.toBeInTheDocument();
  });

  it("next week's copy of an organizer's show stays the organizer's", async () => {
    await signInAs(admin.email, admin.password);
    renderApp(`/administrador/shows/nuevo?duplicar=${organizerShowId}`);
    await screen.findByRole('option', { name: 'Sala Fecha · 7 sillas' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Crear show' }));
    await screen.findByText('Evento creado.', {}, CALLABLE_ANSWER);
    const copies = await adminDb()
      .collection('events')
      .where('organizerId', '==', organizerId)
      .where('name', '==', 'Show de la sala')
      .get();
    copyIds.push(...copies.docs.map((copy) => copy.id).filter((id) => id !== organizerShowId));
    expect(copyIds).toHaveLength(1);
  });

  it("an organizer's show offers that organizer's plans", async () => {
    await signInAs(admin.email, admin.password);
    renderApp(`/administrador/shows/${organizerShowId}`);
    expect(
      await screen.findByRole('option', { name: 'Sala Fecha · 7 sillas' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Plano de sala')).toHaveValue('');
  });
});

/** The option value of a type in the category selects: its draft's key. */
function filledDraftKey(name: string): string {
  const select = screen.getByLabelText(`Localidad «${name}»`);
  const option = within(select)
    .getAllByRole('option')
    .find((candidate) => candidate.textContent?.startsWith(name));
  return (option as HTMLOptionElement).value;
}
