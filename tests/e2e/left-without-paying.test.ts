/**
 * Journey 9: a buyer leaves Mercado Pago without paying; the app says the purchase is not complete
 * (not 'Gracias por tu compra') and offers to finish it. The pixel side is in the web tests.
 */
import { describe, expect, test } from 'vitest';
import { useJourney } from '../support/e2e/browser.js';
import { expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import {
  bookFromEventPage,
  freshUser,
  payOnline,
  PURCHASE_TEST_TIMEOUT_MS,
  waitForTicket,
} from '../support/e2e/purchase.js';
import { seedEvent } from '../support/e2e/seed.js';

const journey = useJourney('9 left without paying');
const show = seedEvent('medellin-de-risa');

describe('left without paying', () => {
  test(
    '"Volver al sitio" at Mercado Pago: the purchase is not complete, "Completar pago" takes the buyer back',
    async () => {
      const { page } = journey;
      const buyer = await freshUser('left');
      await logInThroughUi(page, buyer);
      await bookFromEventPage(page, show.slug, 1);
      await payOnline(page);
      await expectVisible(page.getByRole('heading', { name: 'Pagar con Mercado Pago' }));
      const { id: ticketId, data: ticket } = await waitForTicket(buyer.uid);

      await page.getByRole('link', { name: 'Volver al sitio sin pagar' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/compra-finalizada');
      expect(new URL(page.url()).searchParams.get('external_reference')).toBe(ticketId);
      await expectVisible(page.getByRole('heading', { name: 'Tu compra no se completó' }));
      await expectVisible(page.getByText(/No recibimos tu pago/));
      expect(await page.getByText('Gracias por tu compra').count()).toBe(0);
      await journey.capture('purchase not completed');

      const completePayment = page.getByRole('link', { name: 'Completar pago' });
      expect(await completePayment.getAttribute('href')).toBe(ticket.initPoint);
      await completePayment.click();
      await expectVisible(page.getByRole('heading', { name: 'Pagar con Mercado Pago' }));
    },
    PURCHASE_TEST_TIMEOUT_MS,
  );
});
