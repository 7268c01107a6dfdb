/** Journey 3: a logged-in buyer pays two tickets through the Mercado Pago stand-in and gets a QR. */
import { computeOrder, formatCop, parseQrCode, ticketReference } from '@carcajada/domain';
import { describe, expect, test } from 'vitest';
import { storedPaymentsConfig } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { expectAt, expectVisible, logInThroughUi, normalizedSpaces } from '../support/e2e/pages.js';
import {
  bookFromEventPage,
  PURCHASE_TEST_TIMEOUT_MS,
  freshUser,
  lineAmount,
  orderLines,
  payOnline,
  standInDeliveries,
  waitForTicket,
  webhookOutcomes,
} from '../support/e2e/purchase.js';
import { seedEvent } from '../support/e2e/seed.js';

const journey = useJourney('3 paid purchase');
const show = seedEvent('costenos-sin-filtro');
const QUANTITY = 2;
const cop = (amount: number): string => normalizedSpaces(formatCop(amount));

describe('paid purchase', () => {
  test(
    'two tickets: checkout lines, Mercado Pago approval, webhook, paid ticket with its QR',
    async () => {
      const { page } = journey;
      const buyer = await freshUser('paid');
      const order = computeOrder(show.ticket_price, QUANTITY, await storedPaymentsConfig());
      expect(order.tax).toBeGreaterThan(0);
      expect(order.serviceFee).toBeGreaterThan(0);

      await logInThroughUi(page, buyer);
      await bookFromEventPage(page, show.slug, QUANTITY);
      await expectVisible(page.getByRole('heading', { name: 'Resumen de compra' }));
      await expectVisible(page.getByRole('button', { name: 'Pagar en línea' }));
      const lines = await orderLines(page);
      expect(lineAmount(lines, show.name)).toBe(cop(order.subtotal));
      expect(lineAmount(lines, 'Subtotal')).toBe(cop(order.subtotal));
      expect(lineAmount(lines, 'Impuestos')).toBe(cop(order.tax));
      expect(lineAmount(lines, 'Tarifa de servicio')).toBe(cop(order.serviceFee));
      expect(lineAmount(lines, 'Total')).toBe(cop(order.total));
      await journey.capture('checkout signed in');

      await payOnline(page);
      await expectVisible(page.getByRole('heading', { name: 'Pagar con Mercado Pago' }));
      expect(normalizedSpaces(await page.getByTestId('checkout-total').innerText())).toBe(cop(order.total));
      const pending = await waitForTicket(buyer.uid);
      expect(pending.data).toMatchObject({
        ticketStatus: 'reserved',
        paymentStatus: 'pending',
        amount: order.total,
        quantity: QUANTITY,
        eventId: show.id,
        buyerEmail: buyer.email,
        qrCode: null,
      });
      await journey.capture('mercado pago checkout');

      await page.getByRole('button', { name: 'Aprobar pago' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/compra-finalizada');
      const backUrl = new URL(page.url());
      expect(backUrl.searchParams.get('event')).toBe(show.slug);
      expect(backUrl.searchParams.get('value')).toBe(String(order.total));
      expect(backUrl.searchParams.get('status')).toBe('approved');
      expect(backUrl.searchParams.get('external_reference')).toBe(pending.id);
      await expectVisible(page.getByRole('heading', { name: 'Gracias por tu compra' }));
      await journey.capture('purchase finished');

      // Only the stand-in's signed webhook can have moved the ticket: the test never writes it.
      const paid = await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'paid');
      expect(paid.data.paymentStatus).toBe('approved');
      expect(parseQrCode(String(paid.data.qrCode))?.ticketId).toBe(paid.id);
      const deliveries = await standInDeliveries(paid.id);
      expect(deliveries.map((delivery) => delivery.responseStatus)).toContain(200);
      expect(await webhookOutcomes(paid.id)).toContain('applied');

      await page.getByRole('link', { name: 'Ver mis tickets' }).click();
      await expectAt(page, '/tickets');
      const card = page.getByRole('article', { name: show.name });
      await expectVisible(card.getByText('Pagado', { exact: true }));
      await expectVisible(card.getByText('Aprobado'));
      const qrButton = card.getByRole('button', { name: 'Ver QR' });
      expect(await qrButton.isEnabled()).toBe(true);
      await journey.capture('tickets paid');

      await qrButton.click();
      const dialog = page.getByRole('dialog', { name: show.name });
      const qrImage = dialog.getByRole('img', { name: `Código QR del ticket ${ticketReference(paid.id)}` });
      await expectVisible(qrImage);
      const drawnPath = await qrImage.locator('path').getAttribute('d');
      expect(drawnPath?.length ?? 0).toBeGreaterThan(500);
      expect(await qrImage.boundingBox()).toMatchObject({ width: 200, height: 200 });
      await journey.capture('qr modal');
    },
    PURCHASE_TEST_TIMEOUT_MS,
  );
});
