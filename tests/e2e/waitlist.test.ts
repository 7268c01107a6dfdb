/**
 * Journey: the waitlist of a sold-out date. A fan joins it on the event page, the holder of the
 * last seats cancels, the fan gets the offer mail in the inbox and reserves through its link.
 */
import { randomUUID } from 'node:crypto';
import { bogotaDateString, bogotaInstant, EVENT_STATUS_ACTIVE, seatInventory } from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { afterAll, describe, expect, test } from 'vitest';
import { adminDb, deleteDocuments } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { expectAt, expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import { CALLABLE_TIMEOUT_MS, freshUser, PURCHASE_TEST_TIMEOUT_MS, waitForTicket } from '../support/e2e/purchase.js';
import { signIn } from '../support/fixtures/harness.js';
import { callCancelTicket, callCreateTicketPreference, ticketPayload } from '../support/services/callables.js';
import { MailCatcher } from '../support/services/mail-catcher.js';

const journey = useJourney('waitlist');
const DAY_MS = 24 * 60 * 60 * 1000;
const created: string[] = [];

afterAll(async () => {
  const db = adminDb();
  for (const id of created) {
    const entries = await db.collection('waitlist').where('eventId', '==', id).get();
    await deleteDocuments(
      entries.docs.flatMap((entry) => [entry.ref.path, `waitlist_offers/${entry.id}`]),
      [`events/${id}`],
    );
  }
});

/** A free show two seats big, three days ahead. */
async function freeShow() {
  const ref = adminDb().collection('events').doc();
  const tag = randomUUID().slice(0, 8);
  const show = { id: ref.id, slug: `e2e-lista-${tag}`, name: `Show E2E lista de espera ${tag}` };
  const date = bogotaDateString(new Date(Date.now() + 3 * DAY_MS));
  const seats = seatInventory(2, 2);
  const batch = adminDb().batch();
  batch.set(ref, {
    ...eventDocument({
      slug: show.slug,
      name: show.name,
      description: 'Show creado por la prueba de la lista de espera',
      venue: { name: 'Teatro E2E', address: 'Carrera 7 # 12-34' },
      cover_image_url: '/images/events/poster-2.jpg',
      start: bogotaInstant(date, '20:00'),
      date,
      time: '20:00',
      ticket_price: 0,
      status: EVENT_STATUS_ACTIVE,
    }),
    ...seats.event,
  });
  for (const block of seats.blocks) batch.set(ref.collection('seat_blocks').doc(block.id), block.data);
  created.push(show.id);
  await batch.commit();
  return show;
}

describe('waitlist', () => {
  test(
    'a fan joins the waitlist of a sold-out date, a holder cancels, the offer mail arrives and the fan reserves',
    async () => {
      const { page } = journey;
      const show = await freeShow();
      const holder = await freshUser('lista-titular');
      const fan = await freshUser('lista-fan');
      const holderToken = await signIn(holder.email, holder.password);
      const held = await callCreateTicketPreference<{ ticketId: string }>(
        holderToken,
        ticketPayload({ ...holder, idToken: holderToken }, show.id, 2, 0),
      );
      if (!held.ok) throw new Error(`the holder's reservation failed: ${held.message}`);
      await expect
        .poll(async () => Number((await adminDb().doc(`events/${show.id}`).get()).get('seats_left')), {
          timeout: 20_000,
        })
        .toBe(0);

      await logInThroughUi(page, fan);
      await page.goto(`/evento/${show.slug}`);
      await expectVisible(page.getByText('Agotado', { exact: true }).first());
      await page.getByRole('button', { name: 'Avísame si se liberan entradas' }).click();
      await expectVisible(page.getByText('Estás en la lista de espera'), CALLABLE_TIMEOUT_MS);
      await expectVisible(page.getByRole('button', { name: 'Salir de la lista' }));
      await journey.capture('waitlist joined');

      expect(await callCancelTicket(holderToken, { ticketId: held.result.ticketId })).toMatchObject({ ok: true });
      const inbox = new MailCatcher();
      let mail: Awaited<ReturnType<MailCatcher['mailTo']>>;
      await expect
        .poll(async () => (mail = await inbox.mailTo(fan.email, 'Se liberaron entradas')), { timeout: 60_000 })
        .toBeDefined();
      const link = /href="([^"]*oferta=[^"]*)"/.exec(mail!.html)?.[1]?.replace(/&amp;/g, '&');
      expect(link).toBeDefined();
      const target = new URL(link!);
      expect(target.pathname).toBe(`/compra/${show.slug}`);
      await page.goto(`${target.pathname}${target.search}`);
      await expectVisible(page.getByText(/apartadas para ti/));
      await journey.capture('waitlist offer checkout');
      await page.getByRole('button', { name: 'Reservar ahora' }).click();
      await expectAt(page, '/tickets', CALLABLE_TIMEOUT_MS);
      const ticket = await waitForTicket(fan.uid);
      expect(ticket.data).toMatchObject({
        eventId: show.id,
        quantity: 1,
        ticketStatus: 'reserved',
        waitlistOfferId: `${show.id}_${fan.uid}`,
      });
    },
    PURCHASE_TEST_TIMEOUT_MS * 2,
  );
});
