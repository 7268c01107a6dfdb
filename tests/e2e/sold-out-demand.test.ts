/**
 * Journey: sold out is a beginning (contract v6). A sold-out Thursday's organizer sees its demand
 * and opens another date from it; the fan on the waitlist gets "Nueva función" and reserves it in
 * the priority window while a stranger is refused. And a group of four buys with a 4x3 type.
 */
import { randomUUID } from 'node:crypto';
import {
  addCalendarDays,
  bogotaDateString,
  bogotaInstant,
  computeOrder,
  EVENT_STATUS_ACTIVE,
  formatCop,
  PRIORITY_TEXTS,
  PURCHASE_ERROR_MESSAGES,
  seatInventory,
  type TicketPromotion,
} from '@carcajada/domain';
import { ticketTypeDocument } from '@carcajada/domain/stored/ticket-type';
import { eventDocument } from '@carcajada/domain/stored/event';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, test } from 'vitest';
import { adminDb, deleteDocuments, storedPaymentsConfig } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { freshOrganizer } from '../support/e2e/organizer.js';
import { expectAt, expectVisible, logInThroughUi, normalizedSpaces } from '../support/e2e/pages.js';
import {
  CALLABLE_TIMEOUT_MS,
  freshUser,
  lineAmount,
  orderLines,
  payOnline,
  PURCHASE_TEST_TIMEOUT_MS,
  waitForTicket,
} from '../support/e2e/purchase.js';
import { MailCatcher } from '../support/services/mail-catcher.js';

const journey = useJourney('sold out is a beginning');
const DAY_MS = 24 * 60 * 60 * 1000;
const created: string[] = [];
const cop = (amount: number): string => normalizedSpaces(formatCop(amount));

afterAll(async () => {
  const db = adminDb();
  for (const eventId of created) {
    const related = await Promise.all(
      ['waitlist', 'priority_offers', 'event_slugs'].map((collection) =>
        db.collection(collection).where('eventId', '==', eventId).get(),
      ),
    );
    await deleteDocuments(
      related.flatMap((snap) => snap.docs.map((doc) => doc.ref.path)),
      [`events/${eventId}`],
    );
  }
});

/** The first Thursday at least two days ahead, as Bogotá counts days. */
function nextThursday(): string {
  let day = addCalendarDays(bogotaDateString(new Date()), 2);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 4) day = addCalendarDays(day, 1);
  return day;
}

/** A free Thursday of the organizer, two seats, both taken, with a fan waiting for two. */
async function soldOutThursday(organizerId: string, fanUid: string) {
  const ref = adminDb().collection('events').doc();
  const tag = randomUUID().slice(0, 8);
  const show = { id: ref.id, name: `Jueves de risa ${tag}`, date: nextThursday() };
  const seats = seatInventory(2, 0);
  const batch = adminDb().batch();
  batch.set(ref, {
    ...eventDocument({
      slug: `e2e-jueves-${tag}`,
      name: show.name,
      description: 'Un jueves que se agotó',
      venue: { name: 'Teatro E2E', address: 'Carrera 7 # 12-34' },
      cover_image_url: '/images/events/poster-2.jpg',
      start: bogotaInstant(show.date, '20:00'),
      date: show.date,
      time: '20:00',
      ticket_price: 0,
      pulep_code: 'E2E-JUEVES',
      organizerId,
      status: EVENT_STATUS_ACTIVE,
    }),
    ...seats.event,
    // the organizer's count, as joinWaitlist keeps it
    waitlist: { people: 1, seats: 2 },
  });
  for (const block of seats.blocks) batch.set(ref.collection('seat_blocks').doc(block.id), block.data);
  batch.set(adminDb().doc(`waitlist/${ref.id}_${fanUid}`), {
    eventId: ref.id,
    ticketTypeId: null,
    userId: fanUid,
    quantity: 2,
    status: 'waiting',
    createdAt: Timestamp.fromMillis(Date.now() - 60 * 60_000),
    offerExpiresAt: null,
  });
  created.push(show.id);
  await batch.commit();
  return show;
}

describe('sold out is a beginning', () => {
  test(
    "a sold-out Thursday's waitlisted fan reserves the new date in its window; a stranger is refused",
    async () => {
      const { page } = journey;
      const organizer = await freshOrganizer(10);
      const fan = await freshUser('prioridad-fan');
      const stranger = await freshUser('prioridad-otro');
      const thursday = await soldOutThursday(organizer.organizerId, fan.uid);

      await logInThroughUi(page, organizer.account);
      await page.goto(`/administrador/shows/${thursday.id}/ventas`);
      await expectVisible(page.getByRole('heading', { name: PRIORITY_TEXTS.demandTitle }), CALLABLE_TIMEOUT_MS);
      await expectVisible(page.getByText(PRIORITY_TEXTS.demandWaitlist(1, 2)), CALLABLE_TIMEOUT_MS);
      await journey.capture('demand panel');
      await page.getByRole('link', { name: PRIORITY_TEXTS.openAnother }).click();
      await expectVisible(page.getByRole('heading', { name: PRIORITY_TEXTS.editorTitle }));
      await expect.poll(() => page.getByLabel('Nombre del show').inputValue()).toBe(thursday.name);
      // the same show a week later; its own PULEP, as any date that sells
      await page.getByLabel(/^Fecha$|^Fecha \*/).fill(addCalendarDays(thursday.date, 7));
      await page.getByLabel(/^Código PULEP/).fill('E2E-JUEVES-2');
      await page.getByRole('button', { name: 'Crear show' }).click();
      await expectAt(page, '/administrador', CALLABLE_TIMEOUT_MS);
      const [opened] = (await adminDb().collection('events').where('priority.fromEventId', '==', thursday.id).get())
        .docs;
      expect(opened).toBeDefined();
      created.push(opened!.id);
      const slug = String(opened!.get('slug'));

      // the stranger is refused during the window, in Spanish, on the checkout itself
      const strangerPage = await journey.otherPage();
      await logInThroughUi(strangerPage, stranger);
      await strangerPage.goto(`/compra/${slug}?quantity=1`);
      await strangerPage.getByRole('button', { name: 'Reservar ahora' }).click();
      await expectVisible(strangerPage.getByText(PURCHASE_ERROR_MESSAGES.priorityWindow), CALLABLE_TIMEOUT_MS);

      // the fan's mail links to the new date's checkout with the seats it asked for
      const inbox = new MailCatcher();
      let mail: Awaited<ReturnType<MailCatcher['mailTo']>>;
      await expect
        .poll(async () => (mail = await inbox.mailTo(fan.email, PRIORITY_TEXTS.mailKind)), { timeout: 60_000 })
        .toBeDefined();
      const link = /href="([^"]*\/compra\/[^"]*)"/.exec(mail!.html)?.[1]?.replace(/&amp;/g, '&');
      expect(link).toBeDefined();
      const target = new URL(link!);
      expect(target.pathname).toBe(`/compra/${slug}`);
      const fanPage = await journey.otherPage();
      await logInThroughUi(fanPage, fan);
      await fanPage.goto(`${target.pathname}${target.search}`);
      await expect.poll(() => fanPage.getByLabel('Cantidad de entradas').inputValue()).toBe('2');
      await fanPage.getByRole('button', { name: 'Reservar ahora' }).click();
      await expectAt(fanPage, '/tickets', CALLABLE_TIMEOUT_MS);
      const ticket = await waitForTicket(fan.uid);
      expect(ticket.data).toMatchObject({ eventId: opened!.id, quantity: 2, ticketStatus: 'reserved' });
    },
    PURCHASE_TEST_TIMEOUT_MS * 2,
  );

  test(
    'a group of four buys with 4x3: the card says it, the checkout charges three',
    async () => {
      const { page } = journey;
      const buyer = await freshUser('parche');
      const config = await storedPaymentsConfig();
      const parche: TicketPromotion = { kind: 'buy_x_pay_y', x: 4, y: 3 };
      const pareja: TicketPromotion = { kind: 'buy_x_pay_y', x: 2, y: 1 };
      const ref = adminDb().collection('events').doc();
      const tag = randomUUID().slice(0, 8);
      const show = { id: ref.id, slug: `e2e-parche-${tag}`, name: `Martes de parche ${tag}` };
      const date = bogotaDateString(new Date(Date.now() + 5 * DAY_MS));
      const seats = seatInventory(40);
      const batch = adminDb().batch();
      batch.set(ref, {
        ...eventDocument({
          slug: show.slug,
          name: show.name,
          description: 'Un martes para ir en grupo',
          venue: { name: 'Teatro E2E', address: 'Carrera 7 # 12-34' },
          cover_image_url: '/images/events/poster-3.jpg',
          start: bogotaInstant(date, '20:00'),
          date,
          time: '20:00',
          ticket_price: 40_000,
          pulep_code: 'E2E-PARCHE',
          status: EVENT_STATUS_ACTIVE,
        }),
        ...seats.event,
        price_from: true,
        promotion_labels: ['4x3', '2x1'],
      });
      for (const block of seats.blocks) batch.set(ref.collection('seat_blocks').doc(block.id), block.data);
      batch.set(
        ref.collection('ticket_types').doc('parche'),
        ticketTypeDocument({ name: 'Parche', price: 40_000, promotion: parche }),
      );
      batch.set(
        ref.collection('ticket_types').doc('pareja'),
        ticketTypeDocument({ name: 'Pareja', price: 40_000, promotion: pareja, sort: 1 }),
      );
      created.push(show.id);
      await batch.commit();

      await logInThroughUi(page, buyer);
      await page.goto(`/evento/${show.slug}`);
      await expectVisible(page.getByRole('radio', { name: /Parche/ }));
      await expectVisible(page.getByText('2x1', { exact: true }).first());
      await journey.capture('group prices on the show');
      await page.getByRole('radio', { name: /Parche/ }).check();
      for (let added = 1; added < 4; added += 1)
        await page.getByRole('button', { name: 'Agregar una entrada' }).click();
      await page.getByRole('button', { name: 'Reservar entradas', exact: true }).click();
      await expectAt(page, `/compra/${show.slug}?quantity=4&tipo=parche`);
      const order = computeOrder(40_000, 4, config, 0, parche);
      expect(order.subtotal).toBe(120_000);
      await expect.poll(async () => lineAmount(await orderLines(page), 'Total')).toBe(cop(order.total));
      await expectVisible(page.getByText('4x3').first());
      await journey.capture('checkout with 4x3');

      await payOnline(page);
      const pending = await waitForTicket(buyer.uid);
      expect(pending.data).toMatchObject({ quantity: 4, amount: order.total, ticketTypeId: 'parche' });
      await page.getByRole('button', { name: 'Aprobar pago' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/compra-finalizada');
      await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'paid');
    },
    PURCHASE_TEST_TIMEOUT_MS,
  );
});
