/**
 * Journey 13: the organizer dashboard. The seeded ADMIN creates a show, it is on the home page;
 * a USER pays 2 tickets in one order through the Mercado Pago stand-in; the dashboard counts
 * them with their money; the ADMIN downloads the attendee CSV and refunds the ticket, and the
 * USER's Mis tickets shows it cancelled once the refund's webhook lands.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CANCEL_REASON_TEXT, computeOrder, formatCop } from '@carcajada/domain';
import { adminDb, storedPaymentsConfig } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { dashboardFigure, expectAt, expectVisible, logInThroughUi, normalizedSpaces } from '../support/e2e/pages.js';
import {
  CALLABLE_TIMEOUT_MS,
  PURCHASE_TEST_TIMEOUT_MS,
  bookFromEventPage,
  freshUser,
  payOnline,
  standIn,
  waitForTicket,
} from '../support/e2e/purchase.js';
import { DEMO_ADMIN } from '../support/e2e/seed.js';
import { deleteShowNamed, fillShowForm, showDay } from '../support/e2e/shows.js';

const journey = useJourney('13 admin dashboard');
const PRICE = 30_000;
const QUANTITY = 2;
const cop = (amount: number): string => normalizedSpaces(formatCop(amount));

/** Scrolls the home's infinite list until the card shows up. */
async function findOnHome(page: Page, chip: string, name: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: chip, exact: true }).click();
  const card = page.getByRole('list', { name: 'Eventos' }).getByRole('article', { name });
  for (let scroll = 0; scroll < 8 && !(await card.isVisible()); scroll += 1) {
    await page.getByRole('list', { name: 'Eventos' }).getByRole('article').last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
  }
  await expectVisible(card);
}

describe('organizer dashboard', () => {
  test(
    'create a show, sell 2 tickets, see the figures, download the CSV and refund',
    async () => {
      const { page } = journey;
      const name = `Risas del panel ${randomUUID().slice(0, 6)}`;
      onTestFinished(() => deleteShowNamed(name));
      const { date, chip } = showDay(new Date());

      await logInThroughUi(page, DEMO_ADMIN);
      await page.goto('/administrador');
      await expectVisible(page.getByRole('heading', { name: 'Panel del organizador' }));
      await expectVisible(page.getByRole('heading', { name: /Totales del periodo/ }));
      await journey.capture('overview');

      await page.getByRole('link', { name: 'Nuevo show' }).click();
      await expectAt(page, '/administrador/shows/nuevo');
      await fillShowForm(page, {
        name,
        description: 'Una hora de humor para probar el panel del organizador.',
        city: 'Cali',
        venue: 'Teatro de Pruebas',
        address: 'Calle 5 # 10-20',
        date,
        price: PRICE,
        poster: 5,
      });
      const preview = page.getByRole('complementary', { name: 'Vista previa de la tarjeta' });
      await expectVisible(preview.getByRole('heading', { name }));
      await journey.capture('new show form');
      await page.getByRole('button', { name: 'Crear show' }).click();
      await expectAt(page, '/administrador', CALLABLE_TIMEOUT_MS);
      await expectVisible(page.getByText('Evento creado.'));

      await findOnHome(page, chip, name);
      await journey.capture('new show on the home page');
      const [stored] = (await adminDb().collection('events').where('name', '==', name).get()).docs;
      expect(stored?.data()).toMatchObject({ status: 'active', capacity: 40, ticket_price: PRICE, city: 'Cali' });
      const slug = String(stored?.get('slug'));

      const buyer = await freshUser('panel');
      const buyerTab = await journey.otherPage({ timeoutMs: CALLABLE_TIMEOUT_MS });
      await logInThroughUi(buyerTab, buyer);
      await bookFromEventPage(buyerTab, slug, QUANTITY);
      await payOnline(buyerTab);
      await buyerTab.getByRole('button', { name: 'Aprobar pago' }).click();
      const paid = await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'paid');
      expect(paid.data.quantity).toBe(QUANTITY);
      const order = computeOrder(PRICE, QUANTITY, await storedPaymentsConfig());

      // seats_left is the server's display counter, which may lag a few seconds behind the sale
      const card = page.getByRole('article', { name });
      await expect
        .poll(
          async () => {
            await page.goto('/administrador');
            await expectVisible(card);
            return normalizedSpaces(await dashboardFigure(card, 'Disponibles').innerText());
          },
          { timeout: CALLABLE_TIMEOUT_MS },
        )
        .toBe('38');
      expect(normalizedSpaces(await dashboardFigure(card, 'Vendidas').innerText())).toBe('2');
      expect(normalizedSpaces(await dashboardFigure(card, 'Subtotal').innerText())).toBe(cop(order.subtotal));
      expect(normalizedSpaces(await dashboardFigure(card, 'IVA').innerText())).toBe(cop(order.tax));
      expect(normalizedSpaces(await dashboardFigure(card, 'Cargos por servicio').innerText())).toBe(
        cop(order.serviceFee),
      );
      expect(normalizedSpaces(await dashboardFigure(card, 'Total').innerText())).toBe(cop(order.total));
      await journey.capture('overview with the sale');

      await card.getByRole('link', { name: 'Asistentes' }).click();
      const row = page.getByRole('listitem').filter({ hasText: buyer.email });
      await expectVisible(row);
      await expectVisible(row.getByText('Pagado', { exact: true }));
      await expectVisible(row.getByText(buyer.phone, { exact: true }));

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`asistentes-${slug}.csv`);
      const file = path.join(os.tmpdir(), `${randomUUID()}.csv`);
      await download.saveAs(file);
      const csv = await readFile(file, 'utf8');
      expect(csv.startsWith('\uFEFF"Nombre";"Correo";')).toBe(true);
      expect(csv).toContain(`"${buyer.name}";"${buyer.email}";"${buyer.phone}";"2";"Pagado"`);
      await journey.capture('attendees');

      await row.getByRole('button', { name: /^Reembolsar/ }).click();
      const dialog = page.getByRole('dialog', { name: /Reembolsar ticket/ });
      await expectVisible(dialog);
      await journey.capture('refund confirmation');
      // Mercado Pago answers the webhook's payment look-up slowly, so the refund stays in progress a while
      await standIn.slowApi({ delayMs: 6000, count: 3, scope: { paymentId: String(paid.data.paymentId) } });
      onTestFinished(() => standIn.clearFaults());
      await dialog.getByRole('button', { name: 'Sí, reembolsar' }).click();
      await expectVisible(page.getByText(/Reembolso pedido a Mercado Pago/), CALLABLE_TIMEOUT_MS);
      await expectVisible(row.getByText('Reembolso en curso', { exact: true }));
      expect(await row.getByRole('button', { name: /^Reembolsar/ }).count()).toBe(0);
      await journey.capture('refund in progress');
      // then the refund's webhook cancels the ticket, live on this page
      await expectVisible(row.getByText('Reembolsado', { exact: true }), CALLABLE_TIMEOUT_MS);
      await journey.capture('refunded');
      const refunded = await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'cancelled');
      expect(refunded.data.cancelReason).toBe('refunded');

      await buyerTab.goto('/tickets');
      const ticketCard = buyerTab.getByRole('article', { name });
      await expectVisible(ticketCard.getByText('Cancelado', { exact: true }));
      await expectVisible(ticketCard.getByText(CANCEL_REASON_TEXT.refunded));
      await journey.capture('buyer sees the refund', { page: buyerTab });
    },
    PURCHASE_TEST_TIMEOUT_MS * 2,
  );
});
