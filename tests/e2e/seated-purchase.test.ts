/**
 * A seated date bought and scanned (issue 62, docs/seated-dates.md): on a copy of the seed's theatre,
 * buyer A chooses two seats on the map at a phone's width (one by a finger's tap, one by a click)
 * and pays through the Mercado Pago stand-in; buyer B chooses on the list with the keyboard alone and pays; the door types A's
 * reference and its verdict names A's seats. On an arena's plan, painted rather than drawn seat
 * by seat, a click and a finger's tap still choose their seats, a finger's pan chooses none,
 * zooming in brings the seats in view, and the keyboard path goes on from the chosen seat.
 */
import { computeOrder, ticketReference } from '@carcajada/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { seedSeatingPlan } from '../../emulator-data/seating.js';
import { adminDb, storedPaymentsConfig, type TestUser } from '../support/e2e/admin.js';
import { createSeatedShow, deleteSeatedShows } from '../support/e2e/seated-show.js';
import { signIn } from '../support/fixtures/harness.js';
import { callCreateTicketPreference, ticketPayload, type PaidPurchase } from '../support/services/callables.js';
import { useJourney } from '../support/e2e/browser.js';
import { expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import { generateRows, type SeatingPlan } from '@carcajada/domain/seating';
import {
  CALLABLE_TIMEOUT_MS,
  freshUser,
  payOnline,
  PURCHASE_TEST_TIMEOUT_MS,
  waitForTicket,
} from '../support/e2e/purchase.js';
import { DEMO_ADMIN } from '../support/e2e/seed.js';

const journey = useJourney('seated purchase');
let seatedShow: { id: string; slug: string } | undefined;
const PLATEA_PRICE = 80_000;

/** Another buyer takes a seat through createTicketPreference (a hold, as any checkout makes). */
async function takeSeat(eventId: string, seatId: string): Promise<void> {
  const rival = await freshUser('sentado-rival');
  const idToken = await signIn(rival.email, rival.password);
  const { total } = computeOrder(PLATEA_PRICE, 1, await storedPaymentsConfig());
  const outcome = await callCreateTicketPreference<PaidPurchase>(idToken, {
    ...ticketPayload({ uid: rival.uid, email: rival.email, name: rival.name, idToken }, eventId, 1, total),
    seats: [seatId],
  });
  if (!outcome.ok) throw new Error(`the rival's purchase failed: ${outcome.status} ${outcome.message}`);
}

afterAll(deleteSeatedShows);

const createShow = () =>
  createSeatedShow({
    slugPrefix: 'e2e-sentados',
    name: 'Especial sentado',
    description: 'Show con sillas numeradas comprado de extremo a extremo',
  });

/** Mercado Pago's stand-in approves; the buyer lands on the thank-you page and the webhook pays the ticket. */
async function approveAndWait(page: Page, buyer: TestUser): Promise<{ id: string; seats: string[] }> {
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: CALLABLE_TIMEOUT_MS }).toBe('/compra-finalizada');
  await expectVisible(page.getByRole('heading', { name: 'Gracias por tu compra' }), CALLABLE_TIMEOUT_MS);
  const paid = await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'paid');
  const seats = (paid.data.seats as { label: string }[]).map((seat) => seat.label);
  return { id: paid.id, seats };
}

async function openSeatMap(page: Page, buyer: TestUser, slug: string) {
  await logInThroughUi(page, buyer);
  await page.goto(`/compra/${slug}`);
  const map = page.getByRole('group', { name: /^Mapa de sillas/ });
  await expectVisible(map, CALLABLE_TIMEOUT_MS);
  return map;
}

/** An arena's Platea of 26 rows of 70 (1,820 seats): past the size the map draws seat by seat. */
function arenaPlan(): SeatingPlan {
  const seed = seedSeatingPlan();
  const rows = generateRows({
    zoneId: 'platea',
    rows: 26,
    seatsPerRow: 70,
    rowLabels: 'letters',
    numbering: 'left-to-right',
    category: 'platea',
  });
  return {
    ...seed,
    name: 'Arena Carcajada',
    size: { width: 1_900, height: 800 },
    zones: [{ id: 'platea', name: 'Platea', position: { x: 40, y: 60 }, rows }],
  };
}

/** A finger pressed at `from`, moved to `to` and lifted: a pan, which chooses no seat. */
async function panWithOneFinger(page: Page, from: Point, to: Point): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const STEPS = 6;
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= STEPS; step++) {
    const x = from.x + ((to.x - from.x) * step) / STEPS;
    const y = from.y + ((to.y - from.y) * step) / STEPS;
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

interface Point {
  x: number;
  y: number;
}

/** Where a seat of `plan` is on the screen now: its centre through the map's transform. */
async function seatOnScreen(page: Page, plan: SeatingPlan, seatId: string): Promise<Point> {
  const [zone] = plan.zones;
  const row = zone!.rows.find((candidate) => candidate.seats.some((seat) => seat.id === seatId))!;
  const seat = row.seats.find((candidate) => candidate.id === seatId)!;
  const at = {
    x: zone!.position.x + row.position.x + seat.position.x,
    y: zone!.position.y + row.position.y + seat.position.y,
  };
  return page
    .locator('svg[aria-label^="Mapa de sillas"]')
    .evaluate((svg: SVGSVGElement, point) => new DOMPoint(point.x, point.y).matrixTransform(svg.getScreenCTM()!), at);
}

describe('a seated date', () => {
  test(
    'two buyers choose their seats, on the map and on the list, pay, and the door names the seats',
    async () => {
      const show = await createShow();
      seatedShow = show;

      const buyerA = await freshUser('sentado-a');
      const pageA = await journey.otherPage({ width: 390, timeoutMs: CALLABLE_TIMEOUT_MS, touch: true });
      const map = await openSeatMap(pageA, buyerA, show.slug);
      await map.getByRole('checkbox', { name: /^Platea, fila F, silla 12,/ }).tap();
      await expectVisible(pageA.getByText('Platea · Fila F · Silla 12'));
      await map.getByRole('checkbox', { name: /^Platea, fila F, silla 13,/ }).click();
      await expectVisible(pageA.getByText('Platea · Fila F · Silla 13'));
      await journey.capture('seats chosen on the map', { page: pageA, widths: [390] });
      await payOnline(pageA);
      await expectVisible(pageA.getByRole('heading', { name: 'Pagar con Mercado Pago' }), CALLABLE_TIMEOUT_MS);
      const ticketA = await approveAndWait(pageA, buyerA);
      expect(ticketA.seats).toEqual(['Platea · Fila F · Silla 12', 'Platea · Fila F · Silla 13']);
      await journey.capture('map purchase finished', { page: pageA, widths: [390] });

      const buyerB = await freshUser('sentado-b');
      const pageB = await journey.otherPage({ width: 390, timeoutMs: CALLABLE_TIMEOUT_MS });
      await openSeatMap(pageB, buyerB, show.slug);
      await pageB.getByRole('button', { name: 'Ver como lista' }).focus();
      await pageB.keyboard.press('Enter');
      const row = pageB.getByRole('group', { name: 'Platea, fila G' });
      await expectVisible(row, CALLABLE_TIMEOUT_MS);
      await row.getByRole('checkbox', { name: /^Platea, fila G, silla 4,/ }).focus();
      await pageB.keyboard.press('Space');
      await pageB.keyboard.press('Tab');
      await pageB.keyboard.press('Space');
      // Tab goes to the next seat in the row's order (odd-even from the centre), whichever it is
      await expect.poll(() => row.getByRole('checkbox', { checked: true }).count()).toBe(2);
      await expectVisible(pageB.getByText('Platea · Fila G · Silla 4'));
      await journey.capture('seats chosen on the list', { page: pageB, widths: [390] });
      await payOnline(pageB);
      await expectVisible(pageB.getByRole('heading', { name: 'Pagar con Mercado Pago' }), CALLABLE_TIMEOUT_MS);
      const ticketB = await approveAndWait(pageB, buyerB);
      expect(ticketB.seats).toHaveLength(2);
      expect(ticketB.seats).toContain('Platea · Fila G · Silla 4');
      expect(ticketB.seats.every((seat) => seat.startsWith('Platea · Fila G · '))).toBe(true);

      const door = await journey.otherPage({ width: 390, timeoutMs: CALLABLE_TIMEOUT_MS });
      await logInThroughUi(door, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
      await door.goto(`/administrador/ingreso?evento=${show.id}`);
      await expectVisible(door.getByTestId('checkin-list-ready'), CALLABLE_TIMEOUT_MS);
      await door.getByLabel('Referencia del ticket').fill(ticketReference(ticketA.id));
      await door.getByRole('button', { name: 'Validar' }).click();
      const verdict = door.getByTestId('checkin-result');
      await expectVisible(verdict.getByText('Adelante', { exact: true }), CALLABLE_TIMEOUT_MS);
      for (const seat of ticketA.seats) await expectVisible(verdict.getByText(seat, { exact: true }));
      await journey.capture('door names the seats', { page: door, widths: [390] });
      await expect
        .poll(async () => (await adminDb().doc(`tickets/${ticketA.id}`).get()).data(), { timeout: CALLABLE_TIMEOUT_MS })
        .toMatchObject({ admittedCount: 2, ticketStatus: 'redeemed' });
    },
    PURCHASE_TEST_TIMEOUT_MS * 3,
  );

  test(
    'a seat taken first by another buyer: seatTaken, the suggestion chosen, and it is paid',
    async () => {
      const show = seatedShow ?? (await createShow());
      const buyer = await freshUser('sentado-c');
      const page = await journey.otherPage({ width: 390, timeoutMs: CALLABLE_TIMEOUT_MS });
      const map = await openSeatMap(page, buyer, show.slug);
      await map.getByRole('checkbox', { name: /^Platea, fila J, silla 10,/ }).click();
      await expectVisible(page.getByText('Platea · Fila J · Silla 10'));
      // offline while the rival takes the seat, so the map cannot learn it from the views first
      await page.context().setOffline(true);
      await takeSeat(show.id, 'platea-J-10');
      await page.context().setOffline(false);
      await page.getByRole('button', { name: 'Pagar en línea' }).click();
      await expectVisible(
        page.getByText(/^Alguien tomó una de tus sillas antes que tú\. Te proponemos otra silla cerca/),
        CALLABLE_TIMEOUT_MS,
      );
      await expect.poll(() => map.getByRole('checkbox', { checked: true }).count()).toBe(1);
      await journey.capture('seat taken, suggestion chosen', { page, widths: [390] });
      await payOnline(page);
      await expectVisible(page.getByRole('heading', { name: 'Pagar con Mercado Pago' }), CALLABLE_TIMEOUT_MS);
      const ticket = await approveAndWait(page, buyer);
      expect(ticket.seats).toHaveLength(1);
      expect(ticket.seats).not.toContain('Platea · Fila J · Silla 10');
    },
    PURCHASE_TEST_TIMEOUT_MS * 2,
  );

  test(
    'an arena’s plan: a tap on the painted map chooses its seat, zooming in draws the seats in view',
    async () => {
      const plan = arenaPlan();
      const show = await createSeatedShow({
        slugPrefix: 'e2e-arena',
        name: 'Especial de arena',
        description: 'Show con un plano grande',
        plan,
      });
      const buyer = await freshUser('sentado-arena');
      const page = await journey.otherPage({ width: 390, timeoutMs: CALLABLE_TIMEOUT_MS, touch: true });
      const map = await openSeatMap(page, buyer, show.slug);
      const seats = map.locator('[data-seat]');
      // zoomed out, the seats are paint: only the one the keyboard starts on is an element
      await expect.poll(() => seats.count()).toBeLessThan(5);

      const target = await seatOnScreen(page, plan, 'platea-M-35');
      await page.mouse.click(target.x, target.y);
      const chosen = map.getByRole('checkbox', { name: /^Platea, fila M, silla 35,/ });
      await expect.poll(() => chosen.getAttribute('aria-checked'), { timeout: CALLABLE_TIMEOUT_MS }).toBe('true');
      await expectVisible(page.getByText('Platea · Fila M · Silla 35'));

      const tapped = await seatOnScreen(page, plan, 'platea-M-38');
      await page.touchscreen.tap(tapped.x, tapped.y);
      await expectVisible(page.getByText('Platea · Fila M · Silla 38'), CALLABLE_TIMEOUT_MS);
      const panFrom = await seatOnScreen(page, plan, 'platea-M-41');
      await panWithOneFinger(page, panFrom, { x: panFrom.x - 60, y: panFrom.y });
      await page.waitForTimeout(600);
      expect(await map.getByRole('checkbox', { checked: true }).count()).toBe(2);

      for (let step = 0; step < 6 && (await seats.count()) < 20; step++) {
        await page.getByRole('button', { name: 'Acercar el mapa' }).click();
        await page.waitForTimeout(600);
      }
      await expect.poll(() => seats.count(), { timeout: CALLABLE_TIMEOUT_MS }).toBeGreaterThan(20);
      expect(await seats.count()).toBeLessThanOrEqual(410);
      await journey.capture('arena map zoomed in', { page, widths: [390] });

      await chosen.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      await expect.poll(() => map.getByRole('checkbox', { checked: true }).count()).toBe(3);
      await expectVisible(page.getByText('Platea · Fila M · Silla 36'));
    },
    PURCHASE_TEST_TIMEOUT_MS,
  );
});
