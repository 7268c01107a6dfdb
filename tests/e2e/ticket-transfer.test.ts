/**
 * Ticket transfer (contract "Transfer"): a holder of 2 paid tickets sends one to a friend from
 * Mis tickets; the friend sees it in their Mis tickets and enters with the new QR, played to the
 * door scanner by a fake camera; the QR from before the transfer is refused as transferred.
 */
import { describe, expect, test } from 'vitest';
import { parseQrCode, ticketReference, TRANSFER_TEXTS, type CheckInResult } from '@carcajada/domain';
import { callCallable } from '../support/services/callables.js';
import { signIn } from '../support/fixtures/harness.js';
import { adminDb, type TestUser } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import { CALLABLE_TIMEOUT_MS, freshUser, paidThroughApi, PURCHASE_TEST_TIMEOUT_MS } from '../support/e2e/purchase.js';
import { useDoorCamera } from '../support/e2e/qr-camera.js';
import { DEMO_ADMIN, seedEvent } from '../support/e2e/seed.js';

const journey = useJourney('ticket transfer');
// days ahead, as the door journey's show: a show of today would stop selling late at night
const show = seedEvent('el-show-de-los-viernes');

/** A paid ticket of this journey's show (createTicketPreference, the stand-in approves, the webhook signs the QR). */
async function paidTicket(buyer: TestUser, quantity: number): Promise<{ id: string; qrCode: string }> {
  const ticket = await paidThroughApi(buyer, show, quantity);
  expect(ticket.data).toMatchObject({ ticketStatus: 'paid', quantity });
  return ticket;
}

const doorCamera = useDoorCamera('transfer');

describe('ticket transfer', () => {
  test(
    'a holder of 2 sends one to a friend, who sees it in Mis tickets and enters with the new QR',
    async () => {
      const { page } = journey;
      const holder = await freshUser('transfer-holder');
      const friend = await freshUser('transfer-friend');
      const bought = await paidTicket(holder, 2);

      await logInThroughUi(page, holder);
      await page.goto('/tickets');
      const card = page.getByRole('article', { name: show.name });
      await card.getByRole('button', { name: TRANSFER_TEXTS.action }).click();
      const form = card.getByRole('form', { name: TRANSFER_TEXTS.title });
      await form.getByLabel(TRANSFER_TEXTS.emailLabel).fill(friend.email);
      await form.getByLabel(TRANSFER_TEXTS.quantityLabel).selectOption('1');
      await journey.capture('transfer form', { widths: [390] });
      await form.getByRole('button', { name: TRANSFER_TEXTS.submit }).click();
      await expectVisible(card.getByText(TRANSFER_TEXTS.done(1, friend.email)), CALLABLE_TIMEOUT_MS);
      const friendTickets = () => adminDb().collection('tickets').where('userId', '==', friend.uid).get();
      await expect.poll(async () => (await friendTickets()).size, { timeout: CALLABLE_TIMEOUT_MS }).toBe(1);
      const [received] = (await friendTickets()).docs;
      expect(received?.data()).toMatchObject({ quantity: 1, ticketStatus: 'paid', eventId: show.id });
      expect((await adminDb().doc(`tickets/${bought.id}`).get()).data()).toMatchObject({ quantity: 1, qrVersion: 1 });
      // the holder's card now says 1 entrada (the list is read again for its new QR)
      await expectVisible(card.getByText('1', { exact: true }));

      const friendPage = await journey.otherPage();
      await logInThroughUi(friendPage, friend);
      await friendPage.goto('/tickets');
      const friendCard = friendPage.getByRole('article', { name: show.name });
      await expectVisible(friendCard.getByText(TRANSFER_TEXTS.receivedFrom));
      await friendCard.getByRole('button', { name: 'Ver QR' }).click();
      // the QR the friend's phone draws is the one of the ticket received, signed anew for them
      await expectVisible(
        friendPage.getByRole('img', { name: `Código QR del ticket ${ticketReference(received!.id)}` }),
      );
      const newCode = String(received?.get('qrCode'));
      expect(parseQrCode(newCode)?.ticketId).toBe(received?.id);
      await journey.capture('received ticket QR', { page: friendPage, widths: [390] });

      // the door: the friend's new QR in front of the scanner's camera
      const door = await doorCamera.contextShowing(newCode);
      const doorPage = await door.newPage();
      await logInThroughUi(doorPage, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
      await doorPage.goto(`/administrador/ingreso?evento=${show.id}`);
      await expectVisible(doorPage.getByTestId('checkin-list-ready'));
      const result = doorPage.getByTestId('checkin-result');
      await expectVisible(result.getByText('Adelante', { exact: true }), CALLABLE_TIMEOUT_MS);
      await expect(result.innerText()).resolves.toContain(friend.name);
      await journey.capture('door admits the new QR', { page: doorPage, widths: [390] });
      await expect
        .poll(async () => (await adminDb().doc(`tickets/${received!.id}`).get()).data(), {
          timeout: CALLABLE_TIMEOUT_MS,
        })
        .toMatchObject({ admittedCount: 1, ticketStatus: 'redeemed' });

      // the code the holder had before the transfer no longer enters
      const adminToken = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const old = await callCallable<CheckInResult>('checkInTicket', adminToken, {
        eventId: show.id,
        code: bought.qrCode,
      });
      expect(old).toMatchObject({ ok: true, result: { outcome: 'not_admissible', reason: 'transferred' } });
    },
    PURCHASE_TEST_TIMEOUT_MS * 2,
  );
});
