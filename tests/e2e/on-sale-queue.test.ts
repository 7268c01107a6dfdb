/**
 * The on-sale: a buyer opens a queued date before its opening ("Venta desde …" and a
 * countdown), enters the waiting room, gets a place at the opening's draw, sees the people ahead
 * go, is admitted ("Es tu turno…") and pays through the Mercado Pago stand-in. Screens of the
 * waiting room at 390 and 1280 px.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { bogotaDateString, ON_SALE_TEXTS, queueDrawDocument, queueEntryId, seatInventory } from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { queueEntryDocument } from '@carcajada/domain/stored/queue-entry';
import { afterAll, describe, expect, test } from 'vitest';
import { adminDb, createTestUser, deleteDocuments, deleteTestUser } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { expectAt, expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import { freshUser, payOnline, PURCHASE_TEST_TIMEOUT_MS, waitForTicket } from '../support/e2e/purchase.js';
import { signIn } from '../support/fixtures/harness.js';
import { callCallable } from '../support/services/callables.js';

const journey = useJourney('on-sale queue');
const BOTH_WIDTHS = [390, 1280] as const;
const MINUTE_MS = 60_000;
const id = `fila${randomUUID().slice(0, 8)}`;
const slug = `especial-con-fila-${id}`;
const name = 'Especial con fila virtual';
const ahead = ['delante-1', 'delante-2'].map((label) => `${id}-${label}`);
const cleanup: string[] = [];

afterAll(async () => {
  // the server's own documents of the date: the drawn ranks and the addresses' places
  for (const collection of ['queue_draw', 'queue_addresses'])
    for (const doc of (await adminDb().collection(collection).where('eventId', '==', id).get()).docs)
      cleanup.push(doc.ref.path);
  await deleteDocuments([...cleanup, `queues/${id}`, `queue_steps/${id}`], [`events/${id}`]);
});

async function queuedDate() {
  const start = new Date(Date.now() + 4 * 24 * 60 * MINUTE_MS);
  const seats = seatInventory(50);
  await adminDb()
    .doc(`events/${id}`)
    .set({
      ...eventDocument({
        slug,
        name,
        description: 'El especial del año, con fila virtual.',
        city: 'Bogotá',
        venue: { name: 'Teatro de Pruebas', address: 'Calle 1 # 2-3' },
        start,
        date: bogotaDateString(start),
        time: '20:00',
        ticket_price: 60_000,
      }),
      ...seats.event,
      sale_opens_at: Timestamp.fromMillis(Date.now() + 20 * MINUTE_MS),
      queue: true,
      queue_rate: 1,
    });
  for (const block of seats.blocks) await adminDb().doc(`events/${id}/seat_blocks/${block.id}`).set(block.data);
}

/** Two people joined before the buyer and drew the lowest ranks (kept by the server until the draw). */
async function peopleAhead() {
  for (const [index, uid] of ahead.entries()) {
    const place = { eventId: id, userId: uid, rank: index * 1e-12 };
    await adminDb()
      .doc(`queue/${queueEntryId(id, uid)}`)
      .set(queueEntryDocument(place));
    await adminDb()
      .doc(`queue_draw/${queueEntryId(id, uid)}`)
      .set(queueDrawDocument(place));
  }
}

describe('the big on-sale', () => {
  test(
    'a buyer waits for the opening, takes a place, is admitted and pays',
    async () => {
      const { page } = journey;
      await queuedDate();
      await peopleAhead();
      const buyer = await freshUser('fila');
      cleanup.push(`queue/${queueEntryId(id, buyer.uid)}`);
      const admin = await createTestUser('fila-admin', 'ADMIN');
      const adminToken = await signIn(admin.email, admin.password);
      const step = async () => {
        const outcome = await callCallable('admitFromQueueNow', adminToken, { eventId: id });
        expect(outcome.ok).toBe(true);
      };

      try {
        await logInThroughUi(page, buyer);
        await page.goto(`/evento/${slug}`);
        await expectVisible(page.getByText(/^Venta desde el /));
        await expectVisible(page.getByRole('timer'));
        await journey.capture('date before the opening', { widths: BOTH_WIDTHS });

        await page.getByRole('link', { name: ON_SALE_TEXTS.joinQueue }).click();
        await expectAt(page, `/fila/${slug}`);
        await expectVisible(page.getByText(ON_SALE_TEXTS.inQueue));
        await expectVisible(page.getByText(ON_SALE_TEXTS.waitingForDraw));
        await journey.capture('waiting room before the draw', { widths: BOTH_WIDTHS });

        // the opening: the first step draws the places and admits the first rank
        await adminDb()
          .doc(`events/${id}`)
          .update({ sale_opens_at: Timestamp.fromMillis(Date.now() - 1000) });
        await step();
        await expectVisible(page.getByText('Hay 1 persona delante de ti'));
        await expectVisible(page.getByText(/Tiempo estimado: unos 2 minutos/));
        await journey.capture('waiting room with the place', { widths: BOTH_WIDTHS });

        // the second goes; then the buyer's turn
        await step();
        await expectVisible(page.getByText('Sigues tú en la fila'));
        await step();
        await expectVisible(page.getByText(ON_SALE_TEXTS.yourTurn));
        await journey.capture('the turn', { widths: BOTH_WIDTHS });

        await page.getByRole('link', { name: ON_SALE_TEXTS.goToCheckout }).click();
        await expectAt(page, `/compra/${slug}?quantity=1`);
        await expectVisible(page.getByText(ON_SALE_TEXTS.yourTurn));
        await payOnline(page);
        const pending = await waitForTicket(buyer.uid);
        expect(pending.data).toMatchObject({ eventId: id, paymentStatus: 'pending' });
        const place = await adminDb()
          .doc(`queue/${queueEntryId(id, buyer.uid)}`)
          .get();
        expect(place.get('status')).toBe('done');
        await page.getByRole('button', { name: 'Aprobar pago' }).click();
        await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/compra-finalizada');
        const paid = await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'paid');
        expect(paid.data.paymentStatus).toBe('approved');
      } finally {
        await deleteTestUser(admin.uid);
      }
    },
    PURCHASE_TEST_TIMEOUT_MS * 2,
  );
});
