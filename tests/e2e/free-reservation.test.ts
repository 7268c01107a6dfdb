/** Journey 5: a free show is reserved straight away, without any payment step. */
import { formatCop } from '@carcajada/domain';
import { describe, expect, test } from 'vitest';
import { useJourney } from '../support/e2e/browser.js';
import { MERCADO_PAGO_URL } from '../support/e2e/env.js';
import { expectAt, expectHidden, expectVisible, logInThroughUi, normalizedSpaces } from '../support/e2e/pages.js';
import {
  bookFromEventPage,
  CALLABLE_TIMEOUT_MS,
  freshUser,
  lineAmount,
  orderLines,
  PURCHASE_TEST_TIMEOUT_MS,
  waitForTicket,
} from '../support/e2e/purchase.js';
import { seedEvent } from '../support/e2e/seed.js';

const journey = useJourney('5 free reservation');
const show = seedEvent('humor-salsero');

describe('free reservation', () => {
  test(
    "'Reservar ahora' creates a 'Reservado' ticket and never visits Mercado Pago",
    async () => {
      const { page } = journey;
      expect(show.ticket_price).toBe(0);
      const buyer = await freshUser('free');
      const paymentRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(MERCADO_PAGO_URL)) paymentRequests.push(request.url());
      });

      await logInThroughUi(page, buyer);
      await page.goto('/tickets');
      await expectVisible(page.getByRole('heading', { name: 'Aún no tienes tickets' }));
      await expectVisible(page.getByRole('link', { name: 'Explorar eventos' }));
      await journey.capture('tickets empty');
      await bookFromEventPage(page, show.slug, 2);
      await expectVisible(page.getByRole('button', { name: 'Reservar ahora' }));
      await expectHidden(page.getByText('Pago en línea'));
      const lines = await orderLines(page);
      expect(lineAmount(lines, 'Total')).toBe(normalizedSpaces(formatCop(0)));
      expect(lineAmount(lines, 'Impuestos')).toBeUndefined();
      expect(lineAmount(lines, 'Tarifa de servicio')).toBeUndefined();
      await journey.capture('checkout free');

      await page.getByRole('button', { name: 'Reservar ahora' }).click();
      await expectAt(page, '/tickets', CALLABLE_TIMEOUT_MS);
      const card = page.getByRole('article', { name: show.name });
      await expectVisible(card.getByText('Reservado', { exact: true }));
      // Spec: the QR is only for paid tickets.
      expect(await card.getByRole('button', { name: 'No disponible' }).isDisabled()).toBe(true);
      await journey.capture('tickets reserved');

      const ticket = await waitForTicket(buyer.uid);
      expect(ticket.data).toMatchObject({
        ticketStatus: 'reserved',
        paymentStatus: 'approved',
        paymentMethod: 'free',
        amount: 0,
        quantity: 2,
        eventId: show.id,
      });
      expect(paymentRequests).toEqual([]);
    },
    PURCHASE_TEST_TIMEOUT_MS,
  );
});
