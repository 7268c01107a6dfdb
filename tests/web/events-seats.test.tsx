import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventFilterWindow } from '@carcajada/domain';
import { fetchEventBySlug } from '../../web/src/features/events/api/events-queries';
import { EventList } from '../../web/src/features/events/components/EventList';
import { HOME_EMPTY_TEXT } from '../../web/src/features/events/pages/HomePage';
import { firestoreLite } from '../../web/src/lib/firestore-lite';
import { renderAppAt, renderWithFirestore } from './support/app-render';
import { createTestEvents, deleteTestEvents, uniqueVenueName, type TestEventSpec } from './support/events-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
// Far in the future and at a private venue, so no other list ever shows them.
const firstDate = Date.now() + 800 * DAY_MS;
const venueName = uniqueVenueName('asientos');

const specs: TestEventSpec[] = [
  { name: 'Asientos agotado', capacity: 40, seatsLeft: 0 },
  { name: 'Asientos quedan 3', capacity: 40, seatsLeft: 3 },
  { name: 'Asientos queda 1', capacity: 40, seatsLeft: 1 },
  { name: 'Asientos quedan 10', capacity: 40, seatsLeft: 10 },
  { name: 'Asientos quedan 11', capacity: 40, seatsLeft: 11 },
  { name: 'Asientos sin límite' },
  { name: 'Asientos malformado', capacity: 'cien', seatsLeft: -2 },
  { name: 'Asientos fraccionario', capacity: 40, seatsLeft: 2.5 },
].map((spec, index) => ({ ...spec, eventDate: new Date(firstDate + index * DAY_MS) }));

const slugOf = (id: string) => `prueba-${id.toLowerCase()}`;

describe('seats of a show (own events with capacity and seats_left)', () => {
  let ids: string[] = [];
  const idOf = (name: string) => ids[specs.findIndex((spec) => spec.name === name)]!;

  beforeAll(async () => {
    ids = await createTestEvents(venueName, specs);
  });

  afterAll(async () => {
    await deleteTestEvents(ids);
  });

  it('reads capacity and seats_left, validated: absent or malformed means no limit', async () => {
    const read = async (name: string) => {
      const event = await fetchEventBySlug(firestoreLite, slugOf(idOf(name)));
      return { capacity: event?.capacity, seats_left: event?.seats_left };
    };
    expect(await read('Asientos agotado')).toEqual({ capacity: 40, seats_left: 0 });
    expect(await read('Asientos quedan 3')).toEqual({ capacity: 40, seats_left: 3 });
    expect(await read('Asientos sin límite')).toEqual({ capacity: null, seats_left: null });
    expect(await read('Asientos malformado')).toEqual({ capacity: null, seats_left: null });
    expect(await read('Asientos fraccionario')).toEqual({ capacity: 40, seats_left: null });
  });

  it('cards say Agotado without a way to book, and ¡Últimas N entradas! when 1 to 10 are left', async () => {
    renderWithFirestore(
      <EventList
        filter={{ window: eventFilterWindow('proximamente', new Date()), venueName }}
        emptyText={HOME_EMPTY_TEXT}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Eventos' }, { timeout: 10_000 });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(specs.length), {
      timeout: 10_000,
    });
    const card = (name: string) => within(screen.getByRole('article', { name }));

    const soldOut = card('Asientos agotado');
    expect(soldOut.getByText('Agotado')).toBeInTheDocument();
    expect(soldOut.queryByRole('link')).not.toBeInTheDocument();
    expect(soldOut.queryByRole('button')).not.toBeInTheDocument();

    expect(card('Asientos quedan 3').getByText('¡Últimas 3 entradas!')).toBeInTheDocument();
    expect(card('Asientos queda 1').getByText('¡Última entrada!')).toBeInTheDocument();
    expect(card('Asientos quedan 10').getByText('¡Últimas 10 entradas!')).toBeInTheDocument();
    for (const name of ['Asientos quedan 3', 'Asientos queda 1', 'Asientos quedan 10']) {
      expect(card(name).getByRole('link', { name: `Reservar: ${name}` })).toHaveAttribute(
        'href',
        `/evento/${slugOf(idOf(name))}`,
      );
    }
    for (const name of ['Asientos quedan 11', 'Asientos sin límite', 'Asientos malformado']) {
      expect(card(name).queryByText(/Últimas|Última entrada|Agotado/)).not.toBeInTheDocument();
      expect(card(name).getByRole('link', { name: `Reservar: ${name}` })).toBeInTheDocument();
    }
  });

  it('the detail page of a sold-out show says Agotado and offers no quantity or booking', async () => {
    renderAppAt(`/evento/${slugOf(idOf('Asientos agotado'))}`);
    await screen.findByRole('heading', { level: 1, name: 'Asientos agotado' }, { timeout: 10_000 });
    const booking = within(screen.getByRole('complementary', { name: 'Reserva' }));
    expect(booking.getByText('Agotado')).toBeInTheDocument();
    expect(booking.getByText('Ya no quedan entradas para este show.')).toBeInTheDocument();
    expect(booking.queryByLabelText('Cantidad de entradas')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reservar entradas/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Reservar/ })).not.toBeInTheDocument();
  });

  it('the detail page caps the quantity at the seats left and books at most that many', async () => {
    const slug = slugOf(idOf('Asientos quedan 3'));
    const { router } = renderAppAt(`/evento/${slug}`);
    await screen.findByRole('heading', { level: 1, name: 'Asientos quedan 3' }, { timeout: 10_000 });
    const booking = within(screen.getByRole('complementary', { name: 'Reserva' }));
    expect(booking.getByText('¡Últimas 3 entradas!')).toBeInTheDocument();
    const user = userEvent.setup();
    const field = booking.getByLabelText('Cantidad de entradas');
    const plus = booking.getByRole('button', { name: 'Agregar una entrada' });
    await user.click(plus);
    await user.click(plus);
    expect(field).toHaveValue('3');
    expect(plus).toBeDisabled();
    expect(field).toHaveAccessibleDescription('Máximo 3 entradas');
    await user.clear(field);
    await user.type(field, '9');
    expect(field).toHaveValue('3');
    await user.click(booking.getByRole('button', { name: 'Reservar entradas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/compra/${slug}`));
    expect(router.state.location.search).toBe('?quantity=3');
  });

  it('without a seat limit the detail page still stops at 10 per order', async () => {
    renderAppAt(`/evento/${slugOf(idOf('Asientos sin límite'))}`);
    await screen.findByRole('heading', { level: 1, name: 'Asientos sin límite' }, { timeout: 10_000 });
    const field = screen.getByLabelText('Cantidad de entradas');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '99');
    expect(field).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Agregar una entrada' })).toBeDisabled();
    expect(screen.queryByText(/Últimas|Agotado/)).not.toBeInTheDocument();
  });
});
