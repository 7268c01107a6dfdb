/** Journey: a buyer picks Efecty in the Mercado Pago stand-in, sees the voucher on Mis tickets, pays at the counter, gets the QR. */
import { CASH_TEXTS, parseQrCode, ticketReference } from '@carcajada/domain';
import { describe, expect, test } from 'vitest';
import { useJourney } from '../support/e2e/browser.js';
import { expectAt, expectVisible, logInThroughUi, reloadPage } from '../support/e2e/pages.js';
import {
  bookFromEventPage,
  freshUser,
  payOnline,
  PURCHASE_TEST_TIMEOUT_MS,
  standIn,
  waitForTicket,
} from '../support/e2e/purchase.js';
import { seedEvent } from '../support/e2e/seed.js';

const journey = useJourney('efecty purchase');
// 20 days away: far enough for cash (72 hours), and no other journey buys it
const show = seedEvent('comedia-en-la-castellana');

describe('cash purchase (Efecty)', () => {
  test(
    'voucher from the checkout, shown on Mis tickets, paid at the counter, then the QR',
    async () => {
      const { page } = journey;
      const buyer = await freshUser('efecty');
      await logInThroughUi(page, buyer);
      await bookFromEventPage(page, show.slug, 1);
      await payOnline(page);
      await expectVisible(page.getByRole('heading', { name: 'Pagar con Mercado Pago' }));
      await expectVisible(page.getByRole('heading', { name: 'PSE (transferencia bancaria)' }));
      const efecty = page.getByRole('button', { name: 'Pagar en efectivo con Efecty' });
      await expectVisible(efecty);
      await journey.capture('checkout with efecty');

      await efecty.click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/compra-finalizada');
      expect(new URL(page.url()).searchParams.get('status')).toBe('pending');

      // only the stand-in's signed webhook can have made the cash hold
      const hold = await waitForTicket(buyer.uid, (ticket) => ticket.data.paymentMethod === 'efecty');
      expect(hold.data).toMatchObject({ ticketStatus: 'reserved', paymentStatus: 'pending', qrCode: null });
      const voucherUrl = String(hold.data.cashVoucherUrl);
      const paymentId = Number(hold.data.paymentId);

      // back from Mercado Pago: the purchase page shows the voucher too
      await reloadPage(page);
      expect(await page.getByRole('link', { name: CASH_TEXTS.voucherLink }).getAttribute('href')).toBe(voucherUrl);
      await journey.capture('purchase finished cash pending');

      await page.goto('/tickets');
      const card = page.getByRole('article', { name: show.name });
      await expectVisible(card.getByText(CASH_TEXTS.cashPending));
      await expectVisible(card.getByText(CASH_TEXTS.cashDeadline));
      const voucherLink = card.getByRole('link', { name: CASH_TEXTS.voucherLink });
      expect(await voucherLink.getAttribute('href')).toBe(voucherUrl);
      expect(await card.getByRole('button', { name: 'No disponible' }).isEnabled()).toBe(false);
      await journey.capture('tickets cash pending');

      const voucher = await fetch(voucherUrl);
      expect(voucher.status).toBe(200);
      expect(await voucher.text()).toContain(String(paymentId));

      // the buyer pays at an Efecty counter: Mercado Pago approves the voucher and notifies
      await standIn.settlePayment(paymentId, 'approved');
      const paid = await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'paid');
      expect(parseQrCode(String(paid.data.qrCode))?.ticketId).toBe(paid.id);

      await reloadPage(page);
      await expectVisible(card.getByText('Pagado', { exact: true }));
      const qrButton = card.getByRole('button', { name: 'Ver QR' });
      await expect.poll(() => qrButton.isEnabled(), { timeout: 15_000 }).toBe(true);
      await qrButton.click();
      const dialog = page.getByRole('dialog', { name: show.name });
      await expectVisible(dialog.getByRole('img', { name: `Código QR del ticket ${ticketReference(paid.id)}` }));
      await journey.capture('qr after cash payment');
      await expectAt(page, '/tickets');
    },
    PURCHASE_TEST_TIMEOUT_MS,
  );
});
