/** Journey 4: Mercado Pago rejects the payment; the ticket ends cancelled with no usable QR. */
import { computeOrder } from '@carcajada/domain';
import { describe, expect, test } from 'vitest';
import { storedPaymentsConfig } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { expectAt, expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import {
  bookFromEventPage,
  PURCHASE_TEST_TIMEOUT_MS,
  freshUser,
  payOnline,
  standInDeliveries,
  waitForTicket,
  webhookOutcomes,
} from '../support/e2e/purchase.js';
import { seedEvent } from '../support/e2e/seed.js';

const journey = useJourney('4 rejected payment');
const show = seedEvent('mujeres-al-microfono');

describe('rejected payment', () => {
  test(
    'a rejected payment leaves a cancelled ticket whose QR button is disabled',
    async () => {
      const { page } = journey;
      const buyer = await freshUser('rejected');
      const order = computeOrder(show.ticket_price, 1, await storedPaymentsConfig());

      await logInThroughUi(page, buyer);
      await bookFromEventPage(page, show.slug, 1);
      await payOnline(page);
      const pending = await waitForTicket(buyer.uid);
      expect(pending.data).toMatchObject({ ticketStatus: 'reserved', paymentStatus: 'pending', amount: order.total });

      await page.getByRole('button', { name: 'Rechazar pago' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/compra-finalizada');
      expect(new URL(page.url()).searchParams.get('status')).toBe('rejected');
      await expectVisible(page.getByRole('heading', { name: 'Tu compra no se completó' }));
      // Mercado Pago's word first, the ticket's reason once the webhook has landed
      await expectVisible(page.getByText(/no aprobó el pago|El pago fue rechazado/));
      expect(await page.getByText('Gracias por tu compra').count()).toBe(0);
      await journey.capture('purchase finished rejected');

      const cancelled = await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'cancelled');
      expect(cancelled.data).toMatchObject({ paymentStatus: 'rejected', qrCode: null });
      expect((await standInDeliveries(cancelled.id)).map((delivery) => delivery.responseStatus)).toContain(200);
      expect(await webhookOutcomes(cancelled.id)).toContain('applied');

      await page.goto('/tickets');
      await expectAt(page, '/tickets');
      const card = page.getByRole('article', { name: show.name });
      await expectVisible(card.getByText('Cancelado', { exact: true }));
      await expectVisible(card.getByText('Rechazado'));
      const qrButton = card.getByRole('button', { name: 'No disponible' });
      await expectVisible(qrButton);
      expect(await qrButton.isDisabled()).toBe(true);
      await journey.capture('tickets rejected');
    },
    PURCHASE_TEST_TIMEOUT_MS,
  );
});
