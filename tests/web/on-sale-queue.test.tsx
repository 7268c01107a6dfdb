/**
 * The on-sale on the web: a date's page before its opening says "Venta desde …" with
 * a live countdown; a queued date's waiting room (/fila/{slug}) reads the account's place and the
 * queue's state live — the number ahead and an estimate, then the turn; the checkout sends a
 * buyer without a turn to the waiting room.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp } from 'firebase-admin/firestore';
import { ON_SALE_TEXTS, queueEntryId } from '@carcajada/domain';
import { queueEntryDocument } from '@carcajada/domain/stored/queue-entry';
import { adminDb, createUser, deleteCreatedUsers, deleteDocuments } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';
import { createEvent, deleteCreatedEvents } from './support/checkout-fixtures';

const FIND = { timeout: 15_000 };
const MINUTE_MS = 60_000;
const created: string[] = [];

afterAll(async () => {
  await signOutOfApp();
  await deleteDocuments(created);
  await deleteCreatedEvents();
  await deleteCreatedUsers();
});

async function onSaleShow(label: string, opensInMs: number, queue: boolean) {
  const show = await createEvent({ label, price: 0, daysFromNow: 6, seats: { capacity: 100, seatsLeft: 100 } });
  await adminDb()
    .doc(`events/${show.id}`)
    .update({ sale_opens_at: Timestamp.fromMillis(Date.now() + opensInMs), queue, queue_rate: 60 });
  return show;
}

async function place(eventId: string, uid: string, fields: Record<string, unknown>) {
  const path = `queue/${queueEntryId(eventId, uid)}`;
  created.push(path);
  await adminDb()
    .doc(path)
    .set({ ...queueEntryDocument({ eventId, userId: uid, rank: 0.5 }), ...fields });
}

async function queueState(eventId: string, fields: Record<string, unknown>) {
  created.push(`queues/${eventId}`);
  await adminDb()
    .doc(`queues/${eventId}`)
    .set({ waiting: 0, admitted: 0, serving: 0, soldOut: false, updatedAt: Timestamp.now(), ...fields });
}

describe('the opening on the date page', () => {
  it('says "Venta desde …" in Bogotá with a live countdown, and offers no purchase before it', async () => {
    const show = await onSaleShow('apertura', 2 * 24 * 60 * MINUTE_MS + 5 * MINUTE_MS, false);
    await signOutOfApp();
    renderApp(`/evento/${show.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: show.name }, FIND)).toBeVisible();
    expect(screen.getByText(/^Venta desde el \d{1,2} de \w+ a las \d{1,2}:\d{2} (a|p)\. m\.$/)).toBeVisible();
    const timer = await screen.findByRole('timer', undefined, FIND);
    expect(timer.textContent).toMatch(/^2 d 00:0[45]:\d{2}$/);
    const first = timer.textContent;
    // live: it ticks (each second; a loaded machine may run the tick late, so wait for it)
    await waitFor(() => expect(screen.getByRole('timer').textContent).not.toBe(first), { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: /Reservar entradas/ })).toBeNull();
  });
});

describe('the waiting room', () => {
  it('shows the place live: "Estás en la fila", the number ahead and an estimate, then the turn', async () => {
    const show = await onSaleShow('fila', -MINUTE_MS, true);
    const fan = await createUser('fila-fan');
    await place(show.id, fan.uid, { position: 1301 });
    await queueState(show.id, { waiting: 2000, admitted: 66 });
    await signInAs(fan.email, fan.password);
    // the quantity chosen on the date's page comes along
    renderApp(`/fila/${show.slug}?quantity=3`);
    expect(await screen.findByText(ON_SALE_TEXTS.inQueue, undefined, FIND)).toBeVisible();
    // 1,301st, 66 admitted: 1,234 ahead; at 60 a minute, about 21 minutes
    expect(await screen.findByText('Hay 1.234 personas delante de ti', undefined, FIND)).toBeVisible();
    expect(screen.getByText(/unos 21 minutos/)).toBeVisible();

    // the queue moves: the page follows it without reloading
    await queueState(show.id, { waiting: 1000, admitted: 1299 });
    expect(await screen.findByText('Hay 1 persona delante de ti', undefined, FIND)).toBeVisible();
    await queueState(show.id, { waiting: 1000, admitted: 1300 });
    expect(await screen.findByText('Sigues tú en la fila', undefined, FIND)).toBeVisible();

    // the turn comes
    await place(show.id, fan.uid, {
      position: 1301,
      status: 'admitted',
      admittedAt: Timestamp.now(),
      turnExpiresAt: Timestamp.fromMillis(Date.now() + 10 * MINUTE_MS),
    });
    expect(await screen.findByText(ON_SALE_TEXTS.yourTurn, undefined, FIND)).toBeVisible();
    expect(screen.getByRole('link', { name: ON_SALE_TEXTS.goToCheckout })).toHaveAttribute(
      'href',
      `/compra/${show.slug}?quantity=3`,
    );
  });

  it('once the sale is open, a place still without its number says the places are being given', async () => {
    const show = await onSaleShow('asignando', -MINUTE_MS, true);
    const fan = await createUser('asignando-fan');
    await place(show.id, fan.uid, {});
    await signInAs(fan.email, fan.password);
    renderApp(`/fila/${show.slug}`);
    expect(await screen.findByText(ON_SALE_TEXTS.placesBeingGiven, undefined, FIND)).toBeVisible();
    expect(screen.queryByText(ON_SALE_TEXTS.waitingForDraw)).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('the quantity chosen on a queued date’s page goes to the waiting room', async () => {
    const show = await onSaleShow('cantidad', -MINUTE_MS, true);
    const fan = await createUser('cantidad-fan');
    // the waiting room takes a place by itself
    created.push(`queue/${queueEntryId(show.id, fan.uid)}`);
    await signInAs(fan.email, fan.password);
    const { router } = renderApp(`/evento/${show.slug}`);
    const user = userEvent.setup();
    const quantity = await screen.findByLabelText('Cantidad de entradas', undefined, FIND);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: ON_SALE_TEXTS.joinQueue }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fila/${show.slug}`), FIND);
    expect(router.state.location.search).toBe('?quantity=3');
  });

  it('before the opening it says the order is drawn then; sold out, it offers the waitlist', async () => {
    const show = await onSaleShow('sorteo', 10 * MINUTE_MS, true);
    const fan = await createUser('sorteo-fan');
    await place(show.id, fan.uid, {});
    await signInAs(fan.email, fan.password);
    renderApp(`/fila/${show.slug}`);
    expect(await screen.findByText(ON_SALE_TEXTS.waitingForDraw, undefined, FIND)).toBeVisible();
    expect(await screen.findByRole('timer', undefined, FIND)).toBeVisible();
    await queueState(show.id, { soldOut: true });
    expect(await screen.findByText(ON_SALE_TEXTS.soldOut, undefined, FIND)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Avísame si se liberan entradas' }, FIND)).toBeEnabled();
  });

  it('the checkout of a queued date sends a buyer without a turn to the waiting room', async () => {
    const show = await onSaleShow('sin-turno', -MINUTE_MS, true);
    const fan = await createUser('sin-turno-fan');
    await place(show.id, fan.uid, { position: 40 });
    await signInAs(fan.email, fan.password);
    const { router } = renderApp(`/compra/${show.slug}?quantity=2`);
    expect(await screen.findByText(ON_SALE_TEXTS.inQueue, undefined, FIND)).toBeVisible();
    expect(router.state.location.pathname).toBe(`/fila/${show.slug}`);
    // the order goes along, so the turn comes back to it
    expect(router.state.location.search).toBe('?quantity=2');
  });

  it('a cancelled date’s waiting room says its queue ended with it', async () => {
    const show = await onSaleShow('cancelada', -MINUTE_MS, true);
    const fan = await createUser('cancelada-fan');
    await place(show.id, fan.uid, { position: 3 });
    await signInAs(fan.email, fan.password);
    renderApp(`/fila/${show.slug}`);
    expect(await screen.findByText(ON_SALE_TEXTS.inQueue, undefined, FIND)).toBeVisible();
    await queueState(show.id, { cancelled: true });
    expect(await screen.findByText(ON_SALE_TEXTS.cancelled, undefined, FIND)).toBeVisible();
  });

  it('once a queue has ended, its checkout lets anyone buy the seats that came back', async () => {
    const show = await onSaleShow('termino', -MINUTE_MS, true);
    const fan = await createUser('termino-fan');
    await queueState(show.id, { soldOut: true });
    await signInAs(fan.email, fan.password);
    const { router } = renderApp(`/compra/${show.slug}`);
    expect(await screen.findByRole('button', { name: 'Agregar una entrada' }, FIND)).toBeVisible();
    expect(router.state.location.pathname).toBe(`/compra/${show.slug}`);
    expect(screen.queryByText(ON_SALE_TEXTS.yourTurn)).toBeNull();
  });
});
