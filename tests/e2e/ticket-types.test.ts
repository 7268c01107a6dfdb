/**
 * Journey: ticket types and a promo code. A buyer picks Preferencial on the event
 * page, enters a code at checkout, sees the discount, pays through the Mercado Pago stand-in and
 * gets the ticket with its type on it. The ADMIN gives a show its types and a code through the
 * dashboard.
 */
import { randomUUID } from 'node:crypto';
import {
  bogotaDateString,
  bogotaInstant,
  computeOrder,
  EVENT_STATUS_ACTIVE,
  formatCop,
  promoCodeDocument,
  promoDiscountPerTicket,
  seatInventory,
} from '@carcajada/domain';
import { ticketTypeDocument } from '@carcajada/domain/stored/ticket-type';
import { eventDocument } from '@carcajada/domain/stored/event';
import { afterAll, describe, expect, test } from 'vitest';
import { adminDb, deleteDocuments, storedPaymentsConfig } from '../support/e2e/admin.js';
import { DEMO_ADMIN } from '../support/e2e/seed.js';
import { useJourney } from '../support/e2e/browser.js';
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

const journey = useJourney('ticket types and promo code');
const DAY_MS = 24 * 60 * 60 * 1000;
const cop = (amount: number): string => normalizedSpaces(formatCop(amount));
const created: { eventIds: string[]; codes: string[] } = { eventIds: [], codes: [] };

afterAll(async () => {
  const db = adminDb();
  for (const eventId of created.eventIds) {
    const slugs = await db.collection('event_slugs').where('eventId', '==', eventId).get();
    await deleteDocuments(
      slugs.docs.map((doc) => doc.ref.path),
      [`events/${eventId}`],
    );
  }
  await deleteDocuments(created.codes.map((code) => `promo_codes/${code}`));
});

/** A one-price show of 60 seats, as the seed writes them. */
async function createPlainShow() {
  const db = adminDb();
  const eventRef = db.collection('events').doc();
  const tag = randomUUID().slice(0, 8);
  const show = { id: eventRef.id, name: `Show E2E panel tipos ${tag}`, tag };
  const date = bogotaDateString(new Date(Date.now() + 6 * DAY_MS));
  const seats = seatInventory(60);
  const batch = db.batch();
  batch.set(eventRef, {
    ...eventDocument({
      slug: `e2e-panel-tipos-${tag}`,
      name: show.name,
      description: 'Show al que el panel le pone tipos de entrada',
      venue: { name: 'Teatro E2E', address: 'Carrera 7 # 12-34' },
      start: bogotaInstant(date, '20:00'),
      date,
      time: '20:00',
      ticket_price: 45_000,
      pulep_code: 'E2E-PANEL',
      status: EVENT_STATUS_ACTIVE,
    }),
    ...seats.event,
  });
  for (const block of seats.blocks) batch.set(eventRef.collection('seat_blocks').doc(block.id), block.data);
  created.eventIds.push(show.id);
  await batch.commit();
  return show;
}

/** A show with General and Preferencial (a quota of 20) and a 25 % code for Preferencial. */
async function createTypedShow() {
  const db = adminDb();
  const eventRef = db.collection('events').doc();
  const tag = randomUUID().slice(0, 8);
  const show = { id: eventRef.id, slug: `e2e-tipos-${tag}`, name: `Show E2E tipos ${tag}` };
  const code = `RISAS${tag}`.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const date = bogotaDateString(new Date(Date.now() + 4 * DAY_MS));
  const seats = seatInventory(80);
  const batch = db.batch();
  batch.set(eventRef, {
    ...eventDocument({
      slug: show.slug,
      name: show.name,
      description: 'Show creado por las pruebas de tipos de entrada',
      venue: { name: 'Teatro E2E', address: 'Carrera 7 # 12-34' },
      start: bogotaInstant(date, '20:00'),
      date,
      time: '20:00',
      ticket_price: 45_000,
      status: EVENT_STATUS_ACTIVE,
    }),
    ...seats.event,
    price_from: true,
  });
  for (const block of seats.blocks) batch.set(eventRef.collection('seat_blocks').doc(block.id), block.data);
  batch.set(eventRef.collection('ticket_types').doc('general'), ticketTypeDocument({ name: 'General', price: 45_000 }));
  const preferencial = eventRef.collection('ticket_types').doc('preferencial');
  batch.set(preferencial, ticketTypeDocument({ name: 'Preferencial', price: 80_000, quota: 20, sort: 1 }));
  for (const block of seatInventory(20).blocks)
    batch.set(preferencial.collection('quota_blocks').doc(block.id), block.data);
  batch.set(
    db.doc(`promo_codes/${code}`),
    promoCodeDocument({ eventId: show.id, kind: 'percent', value: 25, ticketTypeIds: ['preferencial'] }),
  );
  created.eventIds.push(show.id);
  created.codes.push(code);
  await batch.commit();
  return { ...show, code };
}

describe('ticket types and promo codes', () => {
  test(
    'Preferencial with a code: the discount before paying, the stand-in approves, the ticket shows its type',
    async () => {
      const { page } = journey;
      const show = await createTypedShow();
      const buyer = await freshUser('tipos');
      const config = await storedPaymentsConfig();
      const discount = promoDiscountPerTicket(80_000, { kind: 'percent', value: 25 });
      const order = computeOrder(80_000, 2, config, discount);

      await logInThroughUi(page, buyer);
      await page.goto(`/evento/${show.slug}`);
      await expectVisible(page.getByRole('radio', { name: /Preferencial/ }));
      await page.getByRole('radio', { name: /Preferencial/ }).check();
      await page.getByRole('button', { name: 'Agregar una entrada' }).click();
      await page.getByRole('button', { name: 'Reservar entradas', exact: true }).click();
      await expectAt(page, `/compra/${show.slug}?quantity=2&tipo=preferencial`);
      await expectVisible(page.getByText('Entrada Preferencial'));

      // a wrong code is refused in Spanish under the field; the right one (any case) gives the discount line
      await page.getByLabel('¿Tienes un código?').fill('NOEXISTE');
      await page.getByRole('button', { name: 'Aplicar' }).click();
      await expectVisible(page.getByText('Este código no existe o no es válido para este show.'));
      await page.getByLabel('¿Tienes un código?').fill(show.code.toLowerCase());
      await page.getByRole('button', { name: 'Aplicar' }).click();
      await expectVisible(page.getByText(`Código ${show.code} aplicado.`, { exact: false }));
      const lines = await orderLines(page);
      expect(lineAmount(lines, 'Descuento')).toBe(normalizedSpaces(`−${formatCop(discount * 2)}`));
      expect(lineAmount(lines, 'Total')).toBe(cop(order.total));
      await journey.capture('checkout with a code');

      await payOnline(page);
      const pending = await waitForTicket(buyer.uid);
      expect(pending.data).toMatchObject({
        ticketTypeId: 'preferencial',
        ticketTypeName: 'Preferencial',
        unitPrice: 80_000,
        discountPerTicket: discount,
        promoCode: show.code,
        amount: order.total,
      });
      await page.getByRole('button', { name: 'Aprobar pago' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/compra-finalizada');
      await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'paid');

      await page.goto('/tickets');
      const card = page.getByRole('article', { name: show.name });
      await expectVisible(card.getByText('Preferencial'));
      await expectVisible(card.getByText('Pagado'));
      await journey.capture('ticket with its type');
    },
    PURCHASE_TEST_TIMEOUT_MS,
  );

  test(
    'the ADMIN adds General and Preferencial to a show and a code for Preferencial through the dashboard',
    async () => {
      const { page } = journey;
      const show = await createPlainShow();
      const code = `PANEL${show.tag}`.toUpperCase().replace(/[^A-Z0-9]/g, '');
      created.codes.push(code);

      await logInThroughUi(page, DEMO_ADMIN);
      await page.goto(`/administrador/shows/${show.id}`);
      await expectVisible(page.getByRole('heading', { name: 'Editar show' }));
      await expectVisible(page.getByLabel(/^Precio por entrada/));
      for (const [place, name, price] of [
        [1, 'General', '45000'],
        [2, 'Preferencial', '80.000'],
      ] as const) {
        await page.getByRole('button', { name: 'Agregar tipo de entrada' }).click();
        const type = page.getByRole('group', { name: new RegExp(`^Tipo ${place}`) });
        await type.getByLabel(/^Nombre del tipo/).fill(name);
        await type.getByLabel(/^Precio \(COP\)/).fill(price);
      }
      const preferencial = page.getByRole('group', { name: 'Tipo 2: Preferencial' });
      // a quota above the capacity is the domain's message, before anything is sent
      await preferencial.getByLabel(/^Cupo/).fill('500');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expectVisible(preferencial.getByText('El cupo no puede superar la capacidad del show'));
      await preferencial.getByLabel(/^Cupo/).fill('20');
      await journey.capture('types in the show form');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expectAt(page, '/administrador', CALLABLE_TIMEOUT_MS);
      await expectVisible(page.getByText('Cambios guardados.'));

      const types = await adminDb().collection(`events/${show.id}/ticket_types`).orderBy('sort').get();
      expect(types.docs.map((doc) => doc.data())).toMatchObject([
        { name: 'General', price: 45_000, quota: null, hidden: false },
        { name: 'Preferencial', price: 80_000, quota: 20, hidden: false },
      ]);
      const preferencialId = types.docs[1]!.id;
      expect((await adminDb().doc(`events/${show.id}`).get()).data()).toMatchObject({
        ticket_price: 45_000,
        price_from: true,
      });

      await page.goto(`/administrador/shows/${show.id}/ventas`);
      const sales = page.getByRole('table', { name: 'Ventas por tipo de entrada' });
      await expectVisible(sales.getByRole('rowheader', { name: 'Preferencial' }));
      const form = page.getByRole('form', { name: 'Nuevo código' });
      await form.getByLabel(/^Código/).fill(code.toLowerCase());
      await form.getByLabel(/^Descuento \(%\)/).fill('25');
      await form.getByLabel('Preferencial').check();
      await form.getByRole('button', { name: 'Crear código' }).click();
      await expectVisible(page.getByText(`Código ${code} creado.`), CALLABLE_TIMEOUT_MS);
      const listed = page
        .getByRole('table', { name: 'Códigos de descuento del show' })
        .getByRole('row', { name: code });
      await expectVisible(listed.getByText('25 %'));
      await journey.capture('code created');
      expect((await adminDb().doc(`promo_codes/${code}`).get()).data()).toMatchObject({
        eventId: show.id,
        kind: 'percent',
        value: 25,
        ticketTypeIds: [preferencialId],
        active: true,
      });

      // the show's page offers the types it was given
      const slug = String((await adminDb().doc(`events/${show.id}`).get()).get('slug'));
      await page.goto(`/evento/${slug}`);
      await expectVisible(page.getByRole('radio', { name: /Preferencial/ }));
      await expectVisible(page.getByRole('radio', { name: /General/ }));
    },
    PURCHASE_TEST_TIMEOUT_MS,
  );
});
