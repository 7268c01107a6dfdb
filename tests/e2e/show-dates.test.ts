/**
 * Journey 15: funciones (contract v4). An ORGANIZER creates a show on a Thursday and, in the
 * editor's "Fechas", adds a weekly run ("Cada semana hasta …") through addShowDates; a buyer opens
 * the first date's page, picks the second Thursday under "Fechas" and pays it through the Mercado
 * Pago stand-in: the ticket is for that date. The date picker is captured at 390 and 1280 px.
 */
import { randomUUID } from 'node:crypto';
import { expect, describe, onTestFinished, test } from 'vitest';
import { bogotaDateString, bogotaInstant, organizerDocument } from '@carcajada/domain';
import { adminDb, createTestUser, deleteTestUser } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { expectAt, expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import { CALLABLE_TIMEOUT_MS, freshUser, payOnline, waitForTicket } from '../support/e2e/purchase.js';
import { deleteShowNamed, fillShowForm } from '../support/e2e/shows.js';

const journey = useJourney('15 show dates');
const DAY_MS = 24 * 60 * 60 * 1000;
const PRICE = 30_000;
/** A cold Functions worker on a busy 2-core machine: headroom, not a target. */
const COLD_CALLABLE_TIMEOUT_MS = 120_000;
const JOURNEY_TIMEOUT_MS = 300_000;

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
  onTestFinished(async () => {
    await adminDb().doc(`organizers/${organizerId}`).delete();
  });
  const account = await createTestUser('funciones', 'ORGANIZER');
  onTestFinished(() => deleteTestUser(account.uid));
  await adminDb().doc(`users/${account.uid}`).update({ organizerId });
  return { organizerId, account };
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
      await expect.poll(() => links.count()).toBe(4);
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
    },
    JOURNEY_TIMEOUT_MS,
  );
});
