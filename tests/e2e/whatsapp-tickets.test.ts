/**
 * Tickets by WhatsApp (contract v6): a buyer checks "Quiero recibir mis entradas… por WhatsApp" at
 * checkout (a number that is not a Colombian mobile refused in the form), pays through the Mercado
 * Pago stand-in, and the WhatsApp stand-in's chat shows the ticket with its QR; the organizer moves
 * the date and a second message arrives. Mis tickets says it went by WhatsApp.
 */
import { randomInt } from 'node:crypto';
import { onTestFinished, describe, expect, test } from 'vitest';
import { addCalendarDays, WHATSAPP_CONSENT_TEXTS, type EventFormInput, type SaveEventResult } from '@carcajada/domain';
import { adminDb, deleteDocuments } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { freshOrganizer } from '../support/e2e/organizer.js';
import { expectAt, expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import {
  bookFromEventPage,
  freshUser,
  payOnline,
  PURCHASE_TEST_TIMEOUT_MS,
  waitForTicket,
} from '../support/e2e/purchase.js';
import { signIn } from '../support/fixtures/harness.js';
import { showForm } from '../support/fixtures/show-form.js';
import { callCallable } from '../support/services/callables.js';

const journey = useJourney('whatsapp tickets');
const WHATSAPP_URL = process.env.E2E_WHATSAPP_URL ?? 'http://127.0.0.1:8097';
/** A send goes through a trigger, a task and the stand-in's callbacks: seconds, more on a loaded machine. */
const MESSAGE_TIMEOUT_MS = 60_000;

async function saveShow(idToken: string, form: EventFormInput): Promise<SaveEventResult> {
  const outcome = await callCallable<SaveEventResult>('saveEvent', idToken, { event: form });
  if (!outcome.ok) throw new Error(`saveEvent failed: ${outcome.status} ${outcome.message}`);
  return outcome.result;
}

describe('tickets by WhatsApp', () => {
  test(
    'a consenting buyer pays, the chat shows the QR; the date moves and a second message arrives',
    async () => {
      const { page } = journey;
      const { account } = await freshOrganizer(10);
      const organizerToken = await signIn(account.email, account.password);
      const form = showForm({ ticketPrice: 30_000, capacity: 20 });
      const { eventId } = await saveShow(organizerToken, form);
      onTestFinished(async () => {
        const slugs = await adminDb().collection('event_slugs').where('eventId', '==', eventId).get();
        await deleteDocuments(
          slugs.docs.map((doc) => doc.ref.path),
          [`events/${eventId}`],
        );
      });
      const slug = String((await adminDb().doc(`events/${eventId}`).get()).get('slug'));
      const buyer = await freshUser('whatsapp');
      const phone = `3${String(randomInt(100_000_000, 999_999_999))}`;

      await logInThroughUi(page, buyer);
      await bookFromEventPage(page, slug, 1);
      const box = page.getByRole('checkbox', { name: WHATSAPP_CONSENT_TEXTS.label });
      expect(await box.isChecked()).toBe(false);
      await box.check();
      const number = page.getByLabel(WHATSAPP_CONSENT_TEXTS.phoneLabel);
      await number.fill('601 234 5678');
      await page.getByRole('button', { name: 'Pagar en línea' }).click();
      await expectVisible(page.getByText(WHATSAPP_CONSENT_TEXTS.invalidPhone));
      expect(new URL(page.url()).pathname).toBe(`/compra/${slug}`);
      await number.fill(`+57 ${phone}`);
      await journey.capture('checkout whatsapp consent');

      await payOnline(page);
      await page.getByRole('button', { name: 'Aprobar pago' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/compra-finalizada');
      await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'paid');
      expect((await adminDb().doc(`users/${buyer.uid}`).get()).get('whatsapp_consent')).toMatchObject({
        phone: `57${phone}`,
      });

      // the buyer's phone: the ticket with its QR as the header image
      const chat = await journey.otherPage({ width: 390 });
      const bubbles = chat.locator('li.bubble');
      await expect
        .poll(
          async () => {
            await chat.goto(`${WHATSAPP_URL}/chat/57${phone}`);
            return bubbles.count();
          },
          { timeout: MESSAGE_TIMEOUT_MS, interval: 1_000 },
        )
        .toBe(1);
      const ticketMessage = chat.locator('li[data-template="entrada_confirmada"]');
      await expectVisible(ticketMessage.getByText(form.name));
      const qr = ticketMessage.getByRole('img', { name: 'Imagen del mensaje (código QR)' });
      await expect
        .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
          timeout: 15_000,
        })
        .toBeGreaterThan(200);
      expect(await ticketMessage.getByRole('link', { name: /Ver mis tickets/ }).getAttribute('href')).toBe(
        `${new URL(page.url()).origin}/tickets`,
      );
      await journey.capture('whatsapp chat with the ticket', { page: chat, widths: [390] });

      // the organizer moves the date: a second message, with the new day
      await saveShow(organizerToken, { ...form, id: eventId, date: addCalendarDays(form.date, 2), time: '21:30' });
      await expect
        .poll(
          async () => {
            await chat.goto(`${WHATSAPP_URL}/chat/57${phone}`);
            return bubbles.count();
          },
          { timeout: MESSAGE_TIMEOUT_MS, interval: 1_000 },
        )
        .toBe(2);
      await expectVisible(chat.locator('li[data-template="funcion_movida"]').getByText('21:30'));
      await journey.capture('whatsapp chat after the move', { page: chat, widths: [390] });

      await page.goto('/tickets');
      await expectAt(page, '/tickets');
      const card = page.getByRole('article', { name: form.name });
      await expectVisible(card.getByText(/(Enviada|Entregada) por WhatsApp|Leída en WhatsApp/));
    },
    PURCHASE_TEST_TIMEOUT_MS * 2,
  );
});
