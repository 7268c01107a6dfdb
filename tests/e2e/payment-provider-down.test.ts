/** Journey 3b: Mercado Pago is down; the buyer is told so in Spanish and no ticket is left pending. */
import { PURCHASE_ERROR_MESSAGES } from '@carcajada/domain';
import { describe, expect, onTestFinished, test } from 'vitest';
import { useJourney } from '../support/e2e/browser.js';
import { expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import {
  bookFromEventPage,
  freshUser,
  payOnline,
  PURCHASE_TEST_TIMEOUT_MS,
  standIn,
  waitForTicket,
} from '../support/e2e/purchase.js';
import { seedEvent } from '../support/e2e/seed.js';

const journey = useJourney('3b payment provider down');
const show = seedEvent('carnaval-de-risas');

describe('payment provider down', () => {
  test(
    'the checkout shows the Spanish error and the ticket ends cancelled, never pending',
    async () => {
      const { page } = journey;
      const buyer = await freshUser('mp-down');
      // Scoped to this buyer, so nobody else's purchases fail meanwhile.
      const scope = { payerEmail: buyer.email };
      await standIn.failApi({ scope });
      onTestFinished(() => standIn.clearFaults(scope));

      await logInThroughUi(page, buyer);
      await bookFromEventPage(page, show.slug, 1);
      await expect(payOnline(page)).rejects.toThrow(PURCHASE_ERROR_MESSAGES.paymentProviderUnavailable);
      await expectVisible(page.getByRole('alert').getByText(PURCHASE_ERROR_MESSAGES.paymentProviderUnavailable));
      expect(await page.getByRole('button', { name: 'Pagar en línea' }).isEnabled()).toBe(true);
      await journey.capture('checkout payment provider down');

      const ticket = await waitForTicket(buyer.uid);
      expect(ticket.data).toMatchObject({ ticketStatus: 'cancelled', paymentStatus: 'rejected' });
    },
    PURCHASE_TEST_TIMEOUT_MS,
  );
});
