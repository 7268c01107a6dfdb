/**
 * Journey 15: funciones. An ORGANIZER creates a show on a Thursday and, in the
 * editor's "Fechas", adds a weekly run ("Cada semana hasta …") through addShowDates; a buyer opens
 * the first date's page, picks the second Thursday under "Fechas" and pays it through the Mercado
 * Pago stand-in: the ticket is for that date. The date picker is captured at 390 and 1280 px.
 * The buyer also holds a paid ticket of the third date; the organizer cancels that date through the
 * editor's "Cancelar función" dialog with a message, and the buyer sees the ticket cancelled in Mis
 * tickets (captured at 390 px) and gets the `ticket-<id>-event-cancelled` mail.
 */
import { randomUUID } from 'node:crypto';
import { expect, describe, onTestFinished, test } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import {
  bogotaDateString,
  bogotaInstant,
  CANCEL_REASON_TEXT,
  computeOrder,
  SHOW_DATES_MESSAGES,
} from '@carcajada/domain';
import { organizerDocument } from '@carcajada/domain/stored/organizer';
import {
  adminDb,
  createTestUser,
  deleteDocuments,
  deleteTestUser,
  storedPaymentsConfig,
  type TestUser,
} from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { expectAt, expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import {
  approvePreference,
  CALLABLE_TIMEOUT_MS,
  freshUser,
  payOnline,
  waitForTicket,
} from '../support/e2e/purchase.js';
import { deleteShowNamed, fillShowForm } from '../support/e2e/shows.js';
import { signIn } from '../support/fixtures/harness.js';
import {
  callCallable,
  callCreateTicketPreference,
  ticketPayload,
  type PaidPurchase,
} from '../support/services/callables.js';
import { MailCatcher } from '../support/services/mail-catcher.js';

const journey = useJourney('15 show dates');
const DAY_MS = 24 * 60 * 60 * 1000;
const PRICE = 30_000;
/** A cold Functions worker on a busy 2-core machine: headroom, not a target. */
const COLD_CALLABLE_TIMEOUT_MS = 120_000;
const JOURNEY_TIMEOUT_MS = 600_000;
/** The cancelled date's refund, webhook and mail run in the background: headroom on a busy machine. */
const CANCELLATION_TIMEOUT_MS = 240_000;
/** Between two nudges of reconciliation while the background task works (it may finish first). */
const RECONCILE_EVERY_MS = 20_000;
const CANCEL_MESSAGE = 'Nos vemos pronto en otra fecha.';

/** The next Thursday after today in Bogotá ("YYYY-MM-DD"), and the Thursdays after it. */
function thursdays(count: number, now = new Date()): string[] {
  const today = bogotaDateString(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const first = bogotaInstant(today, '12:00').getTime() + ((4 - weekday + 7) % 7 || 7) * DAY_MS;
  return Array.from({ length: count }, (_, week) => bogotaDateString(new Date(first + week * 7 * DAY_MS)));
}

/** A fresh organizer with one ORGANIZER account, both removed when the test ends. */
async function freshOrganizer() {
  const organizerId = `e2e-org-${randomUUID().slice(0, 8)}`;
  await adminDb()
    .doc(`organizers/${organizerId}`)
    .set(
      organizerDocument({
        name: `Funciones de Prueba ${organizerId.slice(-8)} SAS`,
        nit: '900123456-8',
        email: `${organizerId}@organizadores.test`,
        phone: '3014567890',
        commission_percent: 10,
        active: true,
      }),
    );
  onTestFinished(() => deleteDocuments([`organizers/${organizerId}`]));
  const account = await createTestUser('funciones', 'ORGANIZER');
  onTestFinished(() => deleteTestUser(account.uid));
  await adminDb().doc(`users/${account.uid}`).update({ organizerId });
  return { organizerId, account };
}

/**
 * A paid ticket of a date bought through the real flow (createTicketPreference, the stand-in
 * approves, the webhook issues it): the buyer's second ticket, cheaper than a second checkout.
 */
async function paidTicketOf(buyer: TestUser, eventId: string): Promise<string> {
  const idToken = await signIn(buyer.email, buyer.password);
  const { total } = computeOrder(PRICE, 1, await storedPaymentsConfig());
  const outcome = await callCreateTicketPreference<PaidPurchase>(
    idToken,
    ticketPayload({ uid: buyer.uid, email: buyer.email, name: buyer.name, idToken }, eventId, 1, total),
  );
  if (!outcome.ok) throw new Error(`purchase failed: ${outcome.status} ${outcome.message}`);
  await approvePreference(outcome.result.preferenceId);
  await expect
    .poll(() => storedTicket(outcome.result.ticketId).then((ticket) => ticket?.ticketStatus), {
      timeout: CALLABLE_TIMEOUT_MS,
    })
    .toBe('paid');
  return outcome.result.ticketId;
}

async function storedTicket(ticketId: string): Promise<DocumentData | undefined> {
  return (await adminDb().doc(`tickets/${ticketId}`).get()).data();
}

/**
 * Waits until the cancelled date's ticket is refunded and its holder mailed. The background task
 * does it; reconciliation (an ADMIN's reconcilePaymentsNow) is nudged now and then, as the
 * functions tests do, so a slow task queue on a busy machine only costs time.
 */
async function untilCancelledAndMailed(ticketId: string): Promise<DocumentData | undefined> {
  const admin = await freshUser('funciones-admin');
  await adminDb().doc(`users/${admin.uid}`).update({ role: 'ADMIN' });
  const adminToken = await signIn(admin.email, admin.password);
  const deadline = Date.now() + CANCELLATION_TIMEOUT_MS;
  let nudgeAt = Date.now() + RECONCILE_EVERY_MS;
  for (;;) {
    const ticket = await storedTicket(ticketId);
    if ((ticket?.ticketStatus === 'cancelled' && ticket.cancellationMailedAt) || Date.now() > deadline) return ticket;
    if (Date.now() >= nudgeAt) {
      await callCallable('reconcilePaymentsNow', adminToken, {});
      nudgeAt = Date.now() + RECONCILE_EVERY_MS;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** The show's dates as stored, by date. */
async function storedDates(seriesId: string) {
  const snapshot = await adminDb().collection('events').where('series_id', '==', seriesId).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, slug: String(doc.get('slug')), date: String(doc.get('date')) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

describe('funciones: one show, many dates', () => {
  test(
    "an organizer adds a weekly run; a buyer picks the second Thursday on the first date's page and pays it",
    async () => {
      const { page } = journey;
      const organizer = await freshOrganizer();
      const name = `Jueves de prueba ${randomUUID().slice(0, 6)}`;
      onTestFinished(() => deleteShowNamed(name));
      const buyer = await freshUser('funciones-comprador');
      const [first, second, third, fourth] = thursdays(4);

      // ---- the ORGANIZER creates the show on a Thursday … ----
      await logInThroughUi(page, organizer.account);
      await page.goto('/administrador/shows/nuevo');
      await fillShowForm(page, {
        name,
        description: 'Impro cada jueves, para probar las funciones de un show.',
        city: 'Bogotá',
        venue: 'Sala de las Funciones',
        address: 'Carrera 7 # 45-10',
        date: first!,
        price: PRICE,
        poster: 6,
      });
      await page.getByRole('button', { name: 'Crear show' }).click();
      await expectAt(page, '/administrador', COLD_CALLABLE_TIMEOUT_MS);
      const [stored] = (await adminDb().collection('events').where('name', '==', name).get()).docs;
      const firstId = String(stored?.id);

      // ---- … and adds a weekly run in the editor's "Fechas" ----
      await page.goto(`/administrador/shows/${firstId}`);
      const fechas = page.getByRole('region', { name: 'Fechas' });
      await expectVisible(fechas.getByRole('list', { name: 'Fechas del show' }), CALLABLE_TIMEOUT_MS);
      const form = fechas.getByRole('form', { name: 'Agregar fechas' });
      // the form starts a week after the show's last date, at its time
      await expect.poll(() => form.getByLabel(/^Fecha/).inputValue()).toBe(second);
      await form.getByRole('checkbox', { name: 'Cada semana hasta…' }).check();
      await form.getByLabel(/^Última fecha de la serie/).fill(fourth!);
      await form.getByRole('button', { name: 'Agregar fechas' }).click();
      await expectVisible(fechas.getByText('Agregamos 3 fechas.'), COLD_CALLABLE_TIMEOUT_MS);
      await expect
        .poll(() => fechas.getByRole('list', { name: 'Fechas del show' }).getByRole('listitem').count())
        .toBe(4);
      await expectVisible(fechas.getByText('Vendidas: 0 de 40').first());
      await journey.capture('editor fechas');

      const dates = await storedDates(firstId);
      expect(dates.map((date) => date.date)).toEqual([first, second, third, fourth]);
      expect(dates[0]!.id).toBe(firstId);
      expect(dates[1]!.slug).toBe(`${dates[0]!.slug}-${second}`);

      // ---- a buyer opens the first date, picks the second Thursday and pays it ----
      const buyerTab = await journey.otherPage({ timeoutMs: CALLABLE_TIMEOUT_MS });
      await logInThroughUi(buyerTab, buyer);
      await buyerTab.goto(`/evento/${dates[0]!.slug}`);
      const picker = buyerTab.getByRole('navigation', { name: 'Fechas' });
      const links = picker.getByRole('link');
      // the other dates are read after the page: on a loaded machine that took over poll's 5 s default
      await expect.poll(() => links.count(), { timeout: CALLABLE_TIMEOUT_MS }).toBe(4);
      expect(await links.nth(0).getAttribute('aria-current')).toBe('page');
      expect(await links.nth(1).innerText()).toMatch(/jueves/i);
      await journey.capture('date picker', { page: buyerTab });

      await links.nth(1).click();
      await expectAt(buyerTab, `/evento/${dates[1]!.slug}`);
      await expect.poll(() => picker.getByRole('link').nth(1).getAttribute('aria-current')).toBe('page');
      await buyerTab.getByRole('button', { name: 'Reservar entradas', exact: true }).click();
      await expectAt(buyerTab, `/compra/${dates[1]!.slug}?quantity=1`);
      await payOnline(buyerTab);
      await buyerTab.getByRole('button', { name: 'Aprobar pago' }).click();
      await expect.poll(() => new URL(buyerTab.url()).pathname, { timeout: 15_000 }).toBe('/compra-finalizada');
      const paid = await waitForTicket(buyer.uid, (ticket) => ticket.data.ticketStatus === 'paid');
      // checkout bought the date its page was
      expect(paid.data).toMatchObject({ eventId: dates[1]!.id, quantity: 1, paymentStatus: 'approved' });

      // ---- the seeded weekly show: a sold-out date and one with its last seats ----
      await buyerTab.goto('/evento/jueves-de-impro');
      const seeded = buyerTab.getByRole('navigation', { name: 'Fechas' });
      await expect.poll(() => seeded.getByRole('link').count()).toBe(4);
      await expectVisible(seeded.getByRole('link').nth(1).getByText('Agotado'));
      await expectVisible(seeded.getByRole('link').nth(2).getByText('Últimas entradas'));
      await journey.capture('date picker agotado', { page: buyerTab });

      // ---- the buyer also holds a paid ticket of the third Thursday … ----
      const thirdTicketId = await paidTicketOf(buyer, dates[2]!.id);
      onTestFinished(async () => {
        await adminDb().doc(`mail/ticket-${thirdTicketId}-event-cancelled`).delete();
      });

      // ---- … the organizer cancels that date in the editor's dialog, with a message … ----
      await page.goto(`/administrador/shows/${firstId}`);
      const thirdRow = fechas.getByRole('list', { name: 'Fechas del show' }).getByRole('listitem').nth(2);
      await thirdRow.getByRole('button', { name: /^Cancelar función/ }).click({ timeout: CALLABLE_TIMEOUT_MS });
      const dialog = page.getByRole('dialog', { name: 'Cancelar función' });
      await dialog.getByLabel(/^Mensaje para quienes tienen entradas/).fill(CANCEL_MESSAGE);
      await dialog.getByRole('button', { name: 'Sí, cancelar función' }).click();
      await expectVisible(fechas.getByText(SHOW_DATES_MESSAGES.cancelled(1)), COLD_CALLABLE_TIMEOUT_MS);
      await expectVisible(thirdRow.getByText('Cancelada', { exact: true }));

      // ---- … its ticket is refunded in the background and the buyer mailed once ----
      const cancelled = await untilCancelledAndMailed(thirdTicketId);
      expect(cancelled).toMatchObject({ ticketStatus: 'cancelled', cancelReason: 'event_cancelled' });
      expect(cancelled?.cancellationMailedAt).toBeTruthy();
      const mail = (await adminDb().doc(`mail/ticket-${thirdTicketId}-event-cancelled`).get()).data();
      expect(mail?.to).toBe(buyer.email);
      const inbox = new MailCatcher();
      let caught: Awaited<ReturnType<MailCatcher['mailTo']>>;
      await expect
        .poll(async () => (caught = await inbox.mailTo(buyer.email, `Función cancelada: ${name}`)), {
          timeout: 60_000,
        })
        .toBeDefined();
      expect(caught!.html).toContain(CANCEL_MESSAGE);

      // ---- the buyer sees it cancelled in Mis tickets, with why ----
      await buyerTab.goto('/tickets');
      const cancelledCard = buyerTab
        .getByRole('article', { name })
        .filter({ hasText: CANCEL_REASON_TEXT.event_cancelled });
      await expectVisible(cancelledCard, CALLABLE_TIMEOUT_MS);
      await expectVisible(cancelledCard.getByText('Cancelado', { exact: true }));
      await journey.capture('mis tickets funcion cancelada', { page: buyerTab, widths: [390] });
    },
    JOURNEY_TIMEOUT_MS,
  );
});
