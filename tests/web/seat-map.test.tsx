/**
 * A seated date's checkout (docs/seat-map.md): the map and the list drawn from
 * the plan and the zone views in the emulator, chosen by pointer and by keyboard alone, what the
 * order sends (seats or bestAvailable), a seatTaken answer, and a ticket's seats in Mis tickets.
 *
 * What the app sends to createTicketPreference is read from the request on its way to the emulator
 * (fetch passes it through). The seatTaken answer is the one thing stood in: the seat-taking
 * server is another change; the stand-in answers as a callable refusal does (429, details).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalMessage } from '@carcajada/domain';
import { seatAccessibleName, type SeatPlace, type SeatState } from '@carcajada/domain/seating';
import { leaveForPayment } from '../../web/src/features/checkout/utils/leave-for-payment';
import { adminDb, createTicket, createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';
import {
  BALCON_PRICE,
  createSeatedEvent,
  deleteSeatMapFixtures,
  PLATEA_PRICE,
  setZoneState,
  type SeatedTestEvent,
} from './support/seat-map-fixtures';
import { CALLABLE_ANSWER } from './support/waits';

const FREE = { platea: '010000000000', balcon: '000000' };

function seatName(place: SeatPlace, state: SeatState = 'free', flags = {}): string {
  return seatAccessibleName(place, place.zone === 'Balcón' ? BALCON_PRICE : PLATEA_PRICE, state, flags);
}
const platea = (row: string, number: number): SeatPlace => ({ zone: 'Platea', row, number: String(number) });

/** The map's seat named so (the map is a group of checkboxes). */
function mapSeat(place: SeatPlace, state: SeatState = 'free', flags = {}): HTMLElement {
  const map = screen.getByRole('group', { name: /^Mapa de sillas/ });
  return within(map).getByRole('checkbox', { name: seatName(place, state, flags) });
}

/** The requests the app sends to `callable`, as they leave; `answer` may answer one instead of the emulator. */
function watchCallable(callable: string, answer?: (data: Record<string, unknown>) => Response | undefined) {
  const sent: Record<string, unknown>[] = [];
  const passOn = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith(`/${callable}`) && typeof init?.body === 'string') {
      const data = (JSON.parse(init.body) as { data: Record<string, unknown> }).data;
      sent.push(data);
      const answered = answer?.(data);
      if (answered) return Promise.resolve(answered);
    }
    return passOn(input, init);
  });
  return sent;
}

/** A callable's refusal as the Functions protocol carries it. */
function refusal(status: string, httpStatus: number, details: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ error: { status, message: 'refused', details } }), {
    status: httpStatus,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function openSeatedCheckout(event: SeatedTestEvent) {
  renderApp(`/compra/${event.slug}`);
  await screen.findByRole('heading', { name: 'Elige tus sillas' });
  const map = await screen.findByRole('group', { name: /^Mapa de sillas/ });
  // the seats are drawn a few rows per task: busy until the last row
  await waitFor(() => expect(map.querySelector('[aria-busy]')).toBeNull());
}

const summaryDefinition = (term: string) =>
  screen.getAllByRole('term').find((element) => element.textContent?.trim() === term)?.nextElementSibling;

describe('the seat map of a seated date', () => {
  let buyer: TestUser;
  let event: SeatedTestEvent;

  beforeAll(async () => {
    [buyer, event] = await Promise.all([createUser('sillas'), createSeatedEvent('sillas', FREE)]);
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    vi.mocked(leaveForPayment).mockClear();
    await signOutOfApp();
  });

  afterAll(async () => {
    await Promise.all([deleteCreatedUsers(), deleteSeatMapFixtures()]);
  });

  it('draws every seat named with its price and state, and a legend with each category’s price', async () => {
    await openSeatedCheckout(event);
    const legend = screen.getByRole('list', { name: 'Localidades' });
    expect(legend).toHaveTextContent('Platea');
    expect(legend).toHaveTextContent('Balcón');
    expect(mapSeat(platea('A', 1))).toHaveAttribute('aria-checked', 'false');
    expect(mapSeat(platea('A', 2), 'taken')).toHaveAttribute('aria-disabled', 'true');
    expect(mapSeat(platea('B', 1), 'free', { wheelchair: true })).toBeInTheDocument();
    expect(mapSeat({ zone: 'Balcón', row: '1', number: '6' }, 'blocked')).toHaveAttribute('aria-disabled', 'true');
    // no seat chosen yet: nothing to pay
    expect(screen.getByRole('button', { name: /Crea tu cuenta|Pagar en línea/ })).toBeDisabled();
  });

  it('chooses two seats on the map and pays with them: the request names the seats', async () => {
    const sent = watchCallable('createTicketPreference');
    await signInAs(buyer.email, buyer.password);
    await openSeatedCheckout(event);
    const user = userEvent.setup();
    await user.click(mapSeat(platea('A', 4)));
    await user.click(mapSeat(platea('A', 5)));
    // the map paints a tapped seat at once; the order follows after that paint
    expect(mapSeat(platea('A', 5), 'selected')).toHaveAttribute('aria-checked', 'true');
    await waitFor(() =>
      expect(summaryDefinition('Tus sillas')).toHaveTextContent('Platea · Fila A · Silla 4Platea · Fila A · Silla 5'),
    );

    await user.click(screen.getByRole('button', { name: 'Pagar en línea' }));
    await waitFor(() => expect(sent).toHaveLength(1), CALLABLE_ANSWER);
    expect(sent[0]).toMatchObject({
      eventId: event.id,
      ticketTypeId: 'platea',
      quantity: 2,
      seats: ['platea-A-4', 'platea-A-5'],
    });
    expect(sent[0]).not.toHaveProperty('bestAvailable');
  });

  it('moves with the arrows and chooses with Enter and Space on the map alone', async () => {
    await openSeatedCheckout(event);
    const user = userEvent.setup();
    // the first free seat takes Tab; the others wait for the arrows (roving tabindex)
    const first = mapSeat(platea('A', 1));
    expect(first).toHaveAttribute('tabindex', '0');
    expect(mapSeat(platea('A', 3))).toHaveAttribute('tabindex', '-1');
    first.focus();
    await user.keyboard('{Enter}');
    expect(mapSeat(platea('A', 1), 'selected')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    expect(mapSeat(platea('B', 1), 'free', { wheelchair: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight} ');
    expect(mapSeat(platea('B', 3), 'selected')).toHaveAttribute('aria-checked', 'true');
    expect(summaryDefinition('Tus sillas')).toHaveTextContent('Platea · Fila A · Silla 1Platea · Fila B · Silla 3');
  });

  it('chooses by the list with the keyboard: zone, row, and seats as checkboxes', async () => {
    await openSeatedCheckout(event);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ver como lista' }));
    const row = screen.getByRole('group', { name: 'Platea, fila B' });
    const taken = within(screen.getByRole('group', { name: 'Platea, fila A' })).getByRole('checkbox', {
      name: seatName(platea('A', 2), 'taken'),
    });
    expect(taken).toBeDisabled();
    within(row)
      .getByRole('checkbox', { name: seatName(platea('B', 4)) })
      .focus();
    await user.keyboard(' ');
    await user.tab();
    expect(within(row).getByRole('checkbox', { name: seatName(platea('B', 5)) })).toHaveFocus();
    await user.keyboard(' ');
    expect(within(row).getByRole('checkbox', { name: seatName(platea('B', 5), 'selected') })).toBeChecked();
    expect(summaryDefinition('Tus sillas')).toHaveTextContent('Platea · Fila B · Silla 4Platea · Fila B · Silla 5');
  });

  it('starts over, saying so, when a seat of another category is chosen', async () => {
    await openSeatedCheckout(event);
    const user = userEvent.setup();
    await user.click(mapSeat(platea('A', 1)));
    await user.click(mapSeat({ zone: 'Balcón', row: '1', number: '2' }));
    expect(
      await screen.findByText('Cada compra es de una sola localidad: empezamos de nuevo con Balcón.'),
    ).toHaveAttribute('role', 'status');
    expect(summaryDefinition('Tu silla')).toHaveTextContent('Balcón · Fila 1 · Silla 2');
  });

  it('asks for the best available seats of a category', async () => {
    const sent = watchCallable('createTicketPreference');
    await signInAs(buyer.email, buyer.password);
    await openSeatedCheckout(event);
    const user = userEvent.setup();
    const best = screen.getByRole('form', { name: 'Mejores disponibles' });
    await user.selectOptions(within(best).getByRole('combobox', { name: 'Localidad' }), 'Balcón');
    await user.selectOptions(within(best).getByRole('combobox', { name: 'Sillas' }), '3');
    await user.click(within(best).getByRole('button', { name: 'Pedir las mejores disponibles' }));
    expect(summaryDefinition('Sillas')).toHaveTextContent('Las 3 mejores disponibles · Balcón');
    await user.click(screen.getByRole('button', { name: 'Pagar en línea' }));
    await waitFor(() => expect(sent).toHaveLength(1), CALLABLE_ANSWER);
    expect(sent[0]).toMatchObject({
      ticketTypeId: 'balcon',
      quantity: 3,
      bestAvailable: { category: 'Balcón', quantity: 3 },
    });
    expect(sent[0]).not.toHaveProperty('seats');
  });

  it("a priority offer's link (localidad) opens with best available in its category asked", async () => {
    const sent = watchCallable('createTicketPreference');
    await signInAs(buyer.email, buyer.password);
    renderApp(`/compra/${event.slug}?quantity=2&localidad=${encodeURIComponent('Balcón')}`);
    await screen.findByRole('group', { name: /^Mapa de sillas/ });
    expect(summaryDefinition('Sillas')).toHaveTextContent('Las 2 mejores disponibles · Balcón');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pagar en línea' }));
    await waitFor(() => expect(sent).toHaveLength(1), CALLABLE_ANSWER);
    expect(sent[0]).toMatchObject({ quantity: 2, bestAvailable: { category: 'Balcón', quantity: 2 } });
  });

  it('answers seatTaken on the map: the lost seat goes, the suggestion is chosen, the message is said', async () => {
    const details = { reason: 'seatTaken', taken: ['platea-A-4'], suggestion: ['platea-B-5', 'platea-B-6'] };
    const sent = watchCallable('createTicketPreference', () => refusal('RESOURCE_EXHAUSTED', 429, details));
    await signInAs(buyer.email, buyer.password);
    await openSeatedCheckout(event);
    const user = userEvent.setup();
    await user.click(mapSeat(platea('A', 3)));
    await user.click(mapSeat(platea('A', 4)));
    await waitFor(() =>
      expect(summaryDefinition('Tus sillas')).toHaveTextContent('Platea · Fila A · Silla 3Platea · Fila A · Silla 4'),
    );
    await user.click(screen.getByRole('button', { name: 'Pagar en línea' }));
    const status = await screen.findByText(
      refusalMessage({ reason: 'seatTaken', taken: details.taken, suggestion: details.suggestion }),
      {},
      CALLABLE_ANSWER,
    );
    expect(status).toHaveAttribute('role', 'status');
    expect(sent[0]).toMatchObject({ seats: ['platea-A-3', 'platea-A-4'] });
    expect(mapSeat(platea('B', 5), 'selected')).toHaveAttribute('aria-checked', 'true');
    expect(mapSeat(platea('B', 6), 'selected')).toHaveAttribute('aria-checked', 'true');
    expect(mapSeat(platea('A', 3))).toHaveAttribute('aria-checked', 'false');
    expect(summaryDefinition('Tus sillas')).toHaveTextContent('Platea · Fila B · Silla 5Platea · Fila B · Silla 6');
    // never an error page: the order stays, ready to confirm
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar en línea' })).toBeEnabled();
  });

  it('follows the views live: a chosen seat taken meanwhile goes, and the buyer is told', async () => {
    const live = await createSeatedEvent('sillas-vivo', FREE);
    await openSeatedCheckout(live);
    const user = userEvent.setup();
    await user.click(mapSeat(platea('A', 6)));
    await setZoneState(live.id, 'platea', '010001000000');
    expect(
      await screen.findByText('Alguien tomó una silla que habías elegido: la quitamos de tu pedido.'),
    ).toHaveAttribute('role', 'status');
    expect(mapSeat(platea('A', 6), 'taken')).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('a ticket of a seated date', () => {
  let holder: TestUser;

  beforeAll(async () => {
    holder = await createUser('sillas-ticket');
  });

  afterAll(async () => {
    await signOutOfApp();
    await deleteCreatedUsers();
  });

  it('names its seats in Mis tickets and in its QR dialog', async () => {
    const ticketId = await createTicket(holder, { ticketStatus: 'paid', paymentStatus: 'approved', qrCode: 'CJ1.x.y' });
    const seat = (number: string) => ({
      seatId: `platea-F-${number}`,
      zone: 'Platea',
      row: 'F',
      number,
      category: 'Platea',
      label: `Platea · Fila F · Silla ${number}`,
    });
    await adminDb()
      .doc(`tickets/${ticketId}`)
      .update({ seats: [seat('12'), seat('14')], seating_plan_id: 'teatro' });
    await signInAs(holder.email, holder.password);
    renderApp('/tickets');
    const card = await screen.findByRole('article', { name: 'Noche de Stand Up 911' });
    const seats = within(card).getByText('Sillas').nextElementSibling as HTMLElement;
    expect(
      within(seats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Platea · Fila F · Silla 12', 'Platea · Fila F · Silla 14']);
    await userEvent.setup().click(within(card).getByRole('button', { name: /QR/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(within(dialog).getByRole('list', { name: 'Sillas' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
