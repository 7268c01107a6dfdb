/**
 * Journey 14: organizers and door staff. An ORGANIZER creates a show in the editor
 * and adds a door person by email; a buyer pays 2 tickets through the Mercado Pago stand-in; the
 * organizer sees the buyer (with their phone) in the attendee list and its CSV; the door person,
 * who lands on the scanner whatever dashboard page they open, admits the ticket by reference; the
 * other organizer sees none of it; the settlement shows the show's exact figures.
 *
 * The organizer is fresh (its own organizer document) so its settlement holds this show only;
 * the other organizer is the seeded Caribe Stand Up SAS (caribe@carcajada.test).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished, test } from 'vitest';
import { computeOrder, formatCop, mercadoPagoFee, settlementFigures, ticketReference } from '@carcajada/domain';
import { checkoutProFee } from '@carcajada/mp-standin';
import { SEED_USERS } from '../../emulator-data/catalog.js';
import { adminDb, storedPaymentsConfig } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import {
  dashboardFigure,
  expectAt,
  expectHidden,
  expectVisible,
  logInThroughUi,
  normalizedSpaces,
} from '../support/e2e/pages.js';
import {
  CALLABLE_TIMEOUT_MS,
  PURCHASE_TEST_TIMEOUT_MS,
  bookFromEventPage,
  freshUser,
  payOnline,
  waitForTicket,
} from '../support/e2e/purchase.js';
import { freshOrganizer, settlementRow } from '../support/e2e/organizer.js';
import { deleteShowNamed, fillShowForm, showDay } from '../support/e2e/shows.js';

const journey = useJourney('14 organizer journey');
const PRICE = 40_000;
const QUANTITY = 2;
/** Not the seeded organizers' 10 % or 12 %: the settlement must take the organizer's own. */
const COMMISSION_PERCENT = 15;
const OTHER_ORGANIZER = SEED_USERS.find((user) => user.email === 'caribe@carcajada.test')!;
const cop = (amount: number): string => normalizedSpaces(formatCop(amount));
/**
 * The journey's first saveEvent, setDoorStaff and checkInTicket may each wait for a cold Functions worker while
 * another run shares the 2 cores: one took over 45 s once. Headroom, not a target.
 */
const COLD_CALLABLE_TIMEOUT_MS = 120_000;

/** The dashboard's overview once it has loaded (its shows, or the empty-period message). */
async function overviewLoaded(page: Page): Promise<void> {
  await expectVisible(
    page.getByRole('heading', { name: /^Totales del periodo/ }).or(page.getByText('No hay shows para este filtro.')),
    CALLABLE_TIMEOUT_MS,
  );
}

describe('organizers and door staff', () => {
  test(
    'an organizer sells a show, its door person admits the buyer, the other organizer sees nothing, the settlement adds up',
    async () => {
      const { page } = journey;
      const organizer = await freshOrganizer(COMMISSION_PERCENT);
      const name = `Risas del organizador ${randomUUID().slice(0, 6)}`;
      onTestFinished(() => deleteShowNamed(name));
      const doorPerson = await freshUser('portero');
      const buyer = await freshUser('org-comprador');
      const config = await storedPaymentsConfig();

      // ---- the ORGANIZER creates the show in the editor ----
      await logInThroughUi(page, organizer.account);
      await page.goto('/administrador');
      await expectVisible(page.getByRole('heading', { name: 'Panel del organizador' }));
      await overviewLoaded(page);
      await expectVisible(page.getByRole('link', { name: 'Liquidación' }));
      expect(await page.getByRole('link', { name: 'Organizadores' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Nuevo show' }).click();
      await expectAt(page, '/administrador/shows/nuevo');
      await fillShowForm(page, {
        name,
        description: 'Una noche de humor para probar el panel de un organizador.',
        city: 'Medellín',
        venue: 'Teatro del Organizador',
        address: 'Carrera 43A # 1-50',
        date: showDay(new Date()).date,
        price: PRICE,
        poster: 3,
      });
      await page.getByRole('button', { name: 'Crear show' }).click();
      await expectAt(page, '/administrador', COLD_CALLABLE_TIMEOUT_MS);
      await expectVisible(page.getByText('Evento creado.'));
      const [stored] = (await adminDb().collection('events').where('name', '==', name).get()).docs;
      // saveEvent gives an ORGANIZER's new show to its own organizer
      expect(stored?.data()).toMatchObject({
        organizerId: organizer.organizerId,
        status: 'active',
        capacity: 40,
        ticket_price: PRICE,
      });
      const eventId = String(stored?.id);
      const slug = String(stored?.get('slug'));

      // ---- … and adds a door person by email (setDoorStaff) ----
      const card = page.getByRole('article', { name });
      await expectVisible(card, CALLABLE_TIMEOUT_MS);
      await card.getByRole('link', { name: 'Asistentes' }).click();
      await expectAt(page, `/administrador/shows/${eventId}/asistentes`);
      await expectVisible(page.getByText('Aún no hay tickets para este show.'), CALLABLE_TIMEOUT_MS);
      const door = page.getByRole('region', { name: 'Personal de puerta' });
      await door.getByLabel('Correo de la cuenta').fill(doorPerson.email);
      await door.getByRole('button', { name: 'Agregar a la puerta' }).click();
      await expectVisible(
        door.getByText(`Agregamos a ${doorPerson.email} y le enviamos un correo.`),
        COLD_CALLABLE_TIMEOUT_MS,
      );
      await expectVisible(door.getByRole('listitem').filter({ hasText: doorPerson.email }));
      expect((await adminDb().doc(`events/${eventId}/door_staff/${doorPerson.uid}`).get()).data()).toMatchObject({
        uid: doorPerson.uid,
        eventId,
        email: doorPerson.email,
        addedBy: organizer.account.uid,
      });

      // ---- a buyer pays 2 tickets through the Mercado Pago stand-in ----
      const buyerTab = await journey.otherPage({ timeoutMs: CALLABLE_TIMEOUT_MS });
      await logInThroughUi(buyerTab, buyer);
      await bookFromEventPage(buyerTab, slug, QUANTITY);
      await payOnline(buyerTab);
      await buyerTab.getByRole('button', { name: 'Aprobar pago' }).click();
      const paid = await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'paid');
      const order = computeOrder(PRICE, QUANTITY, config);
      const expectedMpFee = mercadoPagoFee(checkoutProFee(order.total));
      // written by the webhook: the show's organizer, the account's phone, Mercado Pago's fee
      expect(paid.data).toMatchObject({
        organizerId: organizer.organizerId,
        buyerPhone: buyer.phone,
        amount: order.total,
        mpFee: expectedMpFee,
      });

      // ---- the organizer's attendee list (live) shows the buyer with their phone, and so does the CSV ----
      const attendee = page
        .getByRole('list', { name: 'Asistentes' })
        .getByRole('listitem')
        .filter({ hasText: buyer.email });
      await expectVisible(attendee, CALLABLE_TIMEOUT_MS);
      await expectVisible(attendee.getByText('Pagado', { exact: true }));
      await expectVisible(attendee.getByText(buyer.phone, { exact: true }));
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`asistentes-${slug}.csv`);
      const file = path.join(os.tmpdir(), `${randomUUID()}.csv`);
      await download.saveAs(file);
      const csv = await readFile(file, 'utf8');
      expect(csv.startsWith('\uFEFF"Nombre";"Correo";"Teléfono";')).toBe(true);
      expect(csv).toContain(
        `"${buyer.name}";"${buyer.email}";"${buyer.phone}";"${QUANTITY}";"Pagado";"0";"${ticketReference(paid.id)}";"${order.total}"`,
      );
      await journey.capture('organizer attendees');

      // ---- the door person: the scanner and nothing else of the dashboard ----
      const doorTab = await journey.otherPage({ timeoutMs: CALLABLE_TIMEOUT_MS });
      await logInThroughUi(doorTab, doorPerson);
      await doorTab.goto('/administrador');
      await expectAt(doorTab, '/administrador/ingreso', CALLABLE_TIMEOUT_MS);
      await expectVisible(doorTab.getByTestId('checkin-list-ready'), CALLABLE_TIMEOUT_MS);
      const showChoices = await doorTab.getByRole('combobox').locator('option').allTextContents();
      expect(showChoices.map(normalizedSpaces)).toEqual([expect.stringContaining(name)]);
      // no way from the scanner into the dashboard
      expect(await doorTab.locator('a[href^="/administrador"]').count()).toBe(0);
      await doorTab.getByLabel('Referencia del ticket').fill(ticketReference(paid.id));
      await doorTab.getByRole('button', { name: 'Validar' }).click();
      const result = doorTab.getByTestId('checkin-result');
      await expectVisible(result.getByText('Adelante', { exact: true }), CALLABLE_TIMEOUT_MS);
      await expect(result.innerText()).resolves.toContain(buyer.name);
      await expect(result.innerText()).resolves.toContain('2 de 2 personas');
      await expect
        .poll(async () => (await adminDb().doc(`tickets/${paid.id}`).get()).data(), {
          timeout: COLD_CALLABLE_TIMEOUT_MS,
        })
        .toMatchObject({ admittedCount: QUANTITY, ticketStatus: 'redeemed' });
      await expectVisible(
        doorTab.getByTestId('checkin-history').getByText('Confirmado').first(),
        COLD_CALLABLE_TIMEOUT_MS,
      );
      await journey.capture('door person scanner', { page: doorTab });
      for (const refused of [
        '/administrador/liquidacion',
        `/administrador/shows/${eventId}/asistentes`,
        `/administrador/shows/${eventId}`,
        '/administrador/shows/nuevo',
      ]) {
        await doorTab.goto(refused);
        await expectAt(doorTab, '/administrador/ingreso', CALLABLE_TIMEOUT_MS);
      }
      await doorTab.goto('/administrador/organizadores');
      await expectAt(doorTab, '/', CALLABLE_TIMEOUT_MS);

      // ---- the organizer's dashboard: the sale and the people admitted ----
      await expect
        .poll(
          async () => {
            await page.goto('/administrador');
            await expectVisible(card, CALLABLE_TIMEOUT_MS);
            const texts: string[] = [];
            for (const term of ['Vendidas', 'Ingresaron', 'Disponibles'])
              texts.push(normalizedSpaces(await dashboardFigure(card, term).innerText()));
            return texts;
          },
          { timeout: CALLABLE_TIMEOUT_MS },
        )
        .toEqual(['2', '2', '38']);
      expect(normalizedSpaces(await dashboardFigure(card, 'Subtotal').innerText())).toBe(cop(order.subtotal));
      expect(normalizedSpaces(await dashboardFigure(card, 'IVA').innerText())).toBe(cop(order.tax));
      expect(normalizedSpaces(await dashboardFigure(card, 'Cargos por servicio').innerText())).toBe(
        cop(order.serviceFee),
      );
      expect(normalizedSpaces(await dashboardFigure(card, 'Total').innerText())).toBe(cop(order.total));
      await journey.capture('organizer dashboard');

      // ---- the settlement: this show's exact figures (its only show, so the total too) ----
      const expected = settlementFigures(
        {
          tickets: QUANTITY,
          courtesyTickets: 0,
          subtotal: order.subtotal,
          tax: order.tax,
          serviceFee: order.serviceFee,
          mpFee: expectedMpFee,
          refundedTickets: 0,
          refunds: 0,
        },
        COMMISSION_PERCENT,
      );
      const expectedCells = {
        'Entradas vendidas': String(expected.tickets),
        Cortesías: '0',
        'Subtotal entradas': cop(expected.subtotal),
        IVA: cop(expected.tax),
        'Cargos por servicio': cop(expected.serviceFee),
        'Comisión Mercado Pago': cop(expected.mpFee),
        Reembolsos: cop(expected.refunds),
        'Comisión Carcajada': cop(expected.commission),
        'A pagar al organizador': cop(expected.owed),
      };
      await page.getByRole('link', { name: 'Liquidación' }).click();
      await expectAt(page, '/administrador/liquidacion');
      const showRow = await settlementRow(page, { show: name });
      expect(showRow).toMatchObject(expectedCells);
      expect(showRow.Show).toContain(`${organizer.name} (${COMMISSION_PERCENT} %)`);
      expect(await settlementRow(page, 'total')).toMatchObject(expectedCells);
      await journey.capture('organizer settlement');
      console.log(
        `[e2e] organizer settlement (${QUANTITY} × ${cop(PRICE)}, ${COMMISSION_PERCENT} %): ` +
          Object.entries(expectedCells)
            .map(([column, value]) => `${column} ${value}`)
            .join(' · '),
      );

      // ---- the other organizer sees none of it ----
      const otherTab = await journey.otherPage({ width: 1280, timeoutMs: CALLABLE_TIMEOUT_MS });
      await logInThroughUi(otherTab, OTHER_ORGANIZER);
      await otherTab.goto('/administrador');
      await overviewLoaded(otherTab);
      expect(await otherTab.getByRole('article', { name }).count()).toBe(0);
      await otherTab.goto(`/administrador/shows/${eventId}/asistentes`);
      await expectVisible(otherTab.getByText('Evento no encontrado'), CALLABLE_TIMEOUT_MS);
      await expectHidden(otherTab.getByText(buyer.email));
      expect(await otherTab.getByRole('region', { name: 'Personal de puerta' }).count()).toBe(0);
      await otherTab.goto('/administrador/liquidacion');
      await expectVisible(otherTab.getByRole('table', { name: 'Liquidación por show' }), CALLABLE_TIMEOUT_MS);
      expect(normalizedSpaces(await otherTab.locator('main').innerText())).not.toContain(name);
      await journey.capture('other organizer settlement', { page: otherTab });
    },
    PURCHASE_TEST_TIMEOUT_MS * 4,
  );
});
