/**
 * Journey 8: counted seats and payment holds. The last two seats of a show are bought and the
 * show reads "Agotado" for the next visitor; an abandoned checkout is finished from Mis tickets
 * while its hold still runs.
 */
import { randomUUID } from 'node:crypto';
import { bogotaDateString, bogotaInstant, EVENT_STATUS_ACTIVE, parseQrCode, seatInventory } from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { Timestamp } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { adminDb, deleteDocuments } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { MERCADO_PAGO_URL } from '../support/e2e/env.js';
import { expectAt, expectHidden, expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import {
  freshUser,
  payOnline,
  PURCHASE_TEST_TIMEOUT_MS,
  waitForTicket,
  webhookOutcomes,
} from '../support/e2e/purchase.js';
import { holdSeconds } from '../support/services/env.js';

const journey = useJourney('8 seats and holds');
const DAY_MS = 24 * 60 * 60 * 1000;
/** seats_left on the event is a copy a trigger keeps: give it a few seconds to catch up. */
const SEATS_COPY_TIMEOUT_MS = 20_000;

interface SeatedShow {
  id: string;
  slug: string;
  name: string;
  capacity: number;
}

const createdEventIds: string[] = [];

afterAll(async () => {
  // The event with its seat blocks and hold counters; tickets go with their fresh users.
  await deleteDocuments(
    [],
    createdEventIds.map((id) => `events/${id}`),
  );
});

/** An active paid show three days ahead with `seatsLeft` of `capacity` seats free, uniquely named. */
async function createSeatedShow(label: string, capacity: number, seatsLeft: number): Promise<SeatedShow> {
  const db = adminDb();
  const eventRef = db.collection('events').doc();
  const tag = randomUUID().slice(0, 8);
  const show = { id: eventRef.id, slug: `e2e-${label}-${tag}`, name: `Show E2E ${label} ${tag}`, capacity };
  const date = bogotaDateString(new Date(Date.now() + 3 * DAY_MS));
  const time = '20:00';
  const seats = seatInventory(capacity, seatsLeft);
  const batch = db.batch();
  batch.set(eventRef, {
    ...eventDocument({
      slug: show.slug,
      name: show.name,
      description: 'Show creado por las pruebas de extremo a extremo de cupos',
      venue: { name: 'Teatro E2E', address: 'Carrera 7 # 12-34' },
      cover_image_url: '/images/events/poster-2.jpg',
      start: bogotaInstant(date, time),
      date,
      time,
      ticket_price: 40_000,
      status: EVENT_STATUS_ACTIVE,
    }),
    ...seats.event,
  });
  for (const block of seats.blocks) batch.set(eventRef.collection('seat_blocks').doc(block.id), block.data);
  createdEventIds.push(show.id);
  await batch.commit();
  return show;
}

/** Free seats as the blocks hold them (the real inventory). */
async function seatsInBlocks(eventId: string): Promise<number> {
  const blocks = await adminDb().collection(`events/${eventId}/seat_blocks`).get();
  return blocks.docs.reduce((sum, block) => sum + Number(block.get('seats_left')), 0);
}

/** The event's seats_left copy, once it equals `expected` (or whatever it is at the deadline). */
async function seatsLeftCopy(eventId: string, expected: number): Promise<number> {
  const deadline = Date.now() + SEATS_COPY_TIMEOUT_MS;
  for (;;) {
    const seatsLeft = Number((await adminDb().doc(`events/${eventId}`).get()).get('seats_left'));
    if (seatsLeft === expected || Date.now() > deadline) return seatsLeft;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Reloads the page until the locator shows (the page reads the event once per load). */
async function reloadUntilVisible(page: Page, locator: Locator, timeout = SEATS_COPY_TIMEOUT_MS): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await locator.first().isVisible()) return true;
        await page.reload();
        return locator
          .first()
          .waitFor({ state: 'visible', timeout: 3_000 })
          .then(() => true)
          .catch(() => false);
      },
      { timeout, interval: 500 },
    )
    .toBe(true);
}

/** Scrolls the home grid (infinite scroll) until the show's card is there. */
async function scrollToCard(page: Page, name: string): Promise<Locator> {
  const list = page.getByRole('list', { name: 'Eventos' });
  const card = list.getByRole('article', { name, exact: true });
  await expectVisible(list.getByRole('article'));
  await expect
    .poll(
      async () => {
        if ((await card.count()) > 0) return true;
        await list.getByRole('article').last().scrollIntoViewIfNeeded();
        return false;
      },
      { timeout: 15_000, interval: 500, message: `card of ${name} in the home grid` },
    )
    .toBe(true);
  await card.scrollIntoViewIfNeeded();
  return card;
}

describe.sequential('the last seats of a show', () => {
  let lastSeats: SeatedShow | undefined;
  let soldOutByBuyer = false;

  test(
    'a buyer sees "¡Últimas 2 entradas!", books both and pays them',
    async () => {
      const { page } = journey;
      const show = await createSeatedShow('ultimas', 40, 2);
      lastSeats = show;
      const buyer = await freshUser('last-seats');

      await logInThroughUi(page, buyer);
      await page.goto(`/evento/${show.slug}`);
      await expectVisible(page.getByRole('heading', { name: show.name, level: 1 }));
      const booking = page.getByRole('complementary', { name: 'Reserva' });
      await expectVisible(booking.getByText('¡Últimas 2 entradas!', { exact: true }));
      await expectVisible(booking.getByText('Máximo 2 entradas'));

      // The quantity stops at the seats left.
      const quantity = page.getByLabel('Cantidad de entradas');
      const plus = page.getByRole('button', { name: 'Agregar una entrada' });
      await expect.poll(() => quantity.inputValue()).toBe('1');
      await plus.click();
      await expect.poll(() => quantity.inputValue()).toBe('2');
      expect(await plus.isDisabled()).toBe(true);
      await journey.capture('last two seats');

      await page.getByRole('button', { name: 'Reservar entradas', exact: true }).click();
      await expectAt(page, `/compra/${show.slug}?quantity=2`);
      await expectVisible(page.getByRole('button', { name: 'Pagar en línea' }));
      await journey.capture('checkout last two seats');

      await payOnline(page);
      await expectVisible(page.getByRole('heading', { name: 'Pagar con Mercado Pago' }));
      const held = await waitForTicket(buyer.uid);
      expect(held.data).toMatchObject({
        ticketStatus: 'reserved',
        paymentStatus: 'pending',
        quantity: 2,
        eventId: show.id,
      });
      // The checkout took the seats when it created the ticket, before any payment.
      expect(await seatsInBlocks(show.id)).toBe(0);

      await page.getByRole('button', { name: 'Aprobar pago' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/compra-finalizada');
      expect(new URL(page.url()).searchParams.get('status')).toBe('approved');
      expect(new URL(page.url()).searchParams.get('external_reference')).toBe(held.id);
      await expectVisible(page.getByRole('heading', { name: 'Gracias por tu compra' }));
      await journey.capture('last seats purchase finished');

      const paid = await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'paid');
      expect(paid.data.paymentStatus).toBe('approved');
      expect(parseQrCode(String(paid.data.qrCode))?.ticketId).toBe(paid.id);
      expect(await webhookOutcomes(paid.id)).toContain('applied');
      expect(await seatsInBlocks(show.id)).toBe(0);
      expect(await seatsLeftCopy(show.id, 0)).toBe(0);
      soldOutByBuyer = true;
    },
    PURCHASE_TEST_TIMEOUT_MS,
  );

  test('the next visitor sees "Agotado" and no way to book, on the page and in the list', async () => {
    const { page } = journey;
    expect(soldOutByBuyer, 'needs the purchase of the test above').toBe(true);
    const show = lastSeats!;

    // Anonymous visitor in a fresh browser context.
    await page.goto(`/evento/${show.slug}`);
    await expectVisible(page.getByRole('heading', { name: show.name, level: 1 }));
    const booking = page.getByRole('complementary', { name: 'Reserva' });
    await reloadUntilVisible(page, booking.getByText('Agotado', { exact: true }));
    await expectVisible(booking.getByText('Ya no quedan entradas para este show.'));
    expect(await page.getByRole('button', { name: /^Reservar/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Reservar/ }).count()).toBe(0);
    expect(await page.getByLabel('Cantidad de entradas').count()).toBe(0);
    expect(await page.getByText(/¡Últimas? /).count()).toBe(0);
    await journey.capture('event sold out');

    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Shows de comedia' }));
    const weekChip = page.getByRole('button', { name: 'Esta semana', exact: true });
    await weekChip.click();
    await expect.poll(() => weekChip.getAttribute('aria-pressed')).toBe('true');
    const card = await scrollToCard(page, show.name);
    await expectVisible(card.getByText('Agotado', { exact: true }));
    expect(await card.getByRole('link').count()).toBe(0);
    expect(await page.getByRole('link', { name: `Reservar: ${show.name}` }).count()).toBe(0);
    await journey.capture('home card sold out');
  });
});

describe('an abandoned checkout', () => {
  test(
    'Mis tickets counts the hold down and "Completar pago" finishes the payment',
    async () => {
      const { page } = journey;
      const show = await createSeatedShow('retomar', 40, 40);
      const buyer = await freshUser('abandoned');
      const holdMs = holdSeconds() * 1000;

      await logInThroughUi(page, buyer);
      await page.goto(`/evento/${show.slug}`);
      await page.getByRole('button', { name: 'Reservar entradas', exact: true }).click();
      await expectAt(page, `/compra/${show.slug}?quantity=1`);
      await payOnline(page);
      await expectVisible(page.getByRole('heading', { name: 'Pagar con Mercado Pago' }));
      const held = await waitForTicket(buyer.uid);
      expect(held.data).toMatchObject({ ticketStatus: 'reserved', paymentStatus: 'pending', quantity: 1 });
      const holdExpiresAt = (held.data.holdExpiresAt as Timestamp).toMillis();
      const initPoint = String(held.data.initPoint);
      expect(initPoint.startsWith(`${MERCADO_PAGO_URL}/`)).toBe(true);
      // HOLD_SECONDS from the moment the checkout was created (createdAt is written a little later).
      const holdFromCreation = holdExpiresAt - (held.data.createdAt as Timestamp).toMillis();
      expect(holdFromCreation).toBeGreaterThan(holdMs - 10_000);
      expect(holdFromCreation).toBeLessThanOrEqual(holdMs + 1_000);
      expect(await seatsInBlocks(show.id)).toBe(show.capacity - 1);

      // The buyer leaves Mercado Pago without paying and opens Mis tickets.
      await page.goto('/tickets');
      await expectAt(page, '/tickets');
      const card = page.getByRole('article', { name: show.name });
      await expectVisible(card.getByText('Reservado', { exact: true }));
      const countdown = card.getByRole('timer');
      await expectVisible(countdown);
      const countdownText = await countdown.innerText();
      const [, minutes = '', seconds = ''] = /^Tienes (\d+):(\d{2}) para completar el pago$/.exec(countdownText) ?? [];
      expect(countdownText).toMatch(/^Tienes \d+:\d{2} para completar el pago$/);
      const shownSeconds = Number(minutes) * 60 + Number(seconds);
      expect(shownSeconds).toBeGreaterThan(0);
      expect(shownSeconds).toBeLessThanOrEqual(holdSeconds());
      const completePayment = card.getByRole('link', { name: 'Completar pago' });
      expect(await completePayment.getAttribute('href')).toBe(initPoint);
      await expectVisible(card.getByRole('button', { name: 'Cancelar' }));
      expect(await card.getByRole('button', { name: 'Ver QR' }).count()).toBe(0);
      await journey.capture('tickets hold countdown');

      expect(Date.now(), 'the hold ran out before the buyer could go back to pay').toBeLessThan(holdExpiresAt - 2_000);
      await completePayment.click();
      await page.waitForURL((url) => url.href === initPoint);
      await expectVisible(page.getByRole('heading', { name: 'Pagar con Mercado Pago' }));
      await journey.capture('mercado pago checkout reopened');
      await page.getByRole('button', { name: 'Aprobar pago' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/compra-finalizada');
      expect(new URL(page.url()).searchParams.get('status')).toBe('approved');
      expect(new URL(page.url()).searchParams.get('external_reference')).toBe(held.id);
      await expectVisible(page.getByRole('heading', { name: 'Gracias por tu compra' }));
      // Approved before the hold ran out, so the expiry task found nothing to cancel.
      expect(Date.now()).toBeLessThan(holdExpiresAt);

      const paid = await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'paid');
      expect(paid.id).toBe(held.id);
      expect(paid.data.paymentStatus).toBe('approved');
      expect(await webhookOutcomes(paid.id)).toContain('applied');

      await page.getByRole('link', { name: 'Ver mis tickets' }).click();
      await expectAt(page, '/tickets');
      const paidCard = page.getByRole('article', { name: show.name });
      await expectVisible(paidCard.getByText('Pagado', { exact: true }));
      await expectVisible(paidCard.getByText('Aprobado'));
      const qrButton = paidCard.getByRole('button', { name: 'Ver QR' });
      await expectVisible(qrButton);
      expect(await qrButton.isEnabled()).toBe(true);
      await expectHidden(paidCard.getByRole('timer'));
      expect(await paidCard.getByRole('link', { name: 'Completar pago' }).count()).toBe(0);
      await journey.capture('tickets hold paid');

      // Paying kept the held seat: it never went back to the show.
      expect(await seatsInBlocks(show.id)).toBe(show.capacity - 1);
      expect(await seatsLeftCopy(show.id, show.capacity - 1)).toBe(show.capacity - 1);
    },
    PURCHASE_TEST_TIMEOUT_MS,
  );
});
