/** Journey 1: an anonymous visitor browses, filters, scrolls, opens a show and reaches checkout. */
import {
  bogotaDateString,
  bogotaInstant,
  EVENTS_PAGE_SIZE,
  eventFilterWindow,
  formatCop,
  formatEventDate,
  PARTNER_VENUE_NAME,
  type EventFilter,
} from '@carcajada/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { adminDb } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { expectAt, expectVisible, listedEventNames, normalizedSpaces } from '../support/e2e/pages.js';
import { activeEventsIn, isSeededEventName, seedEvent } from '../support/e2e/seed.js';

const journey = useJourney('1 anonymous visitor');
const LIST_TIMEOUT = { timeout: 15_000 };

async function expectedNames(filter: EventFilter, venueName?: string): Promise<string[]> {
  const events = await activeEventsIn(eventFilterWindow(filter, new Date()), venueName);
  return events.map((event) => event.name);
}

function startsWith(list: string[], prefix: string[]): boolean {
  return prefix.every((name, index) => list[index] === name);
}

/**
 * The grid shows `pages` pages of the filter's window in date order. Other engineers' tests may
 * add and remove their own events meanwhile, so the count covers every card and the order is
 * checked on the seeded shows.
 */
async function expectListing(filter: EventFilter, pages = 1, venueName?: string): Promise<void> {
  const expected = await expectedNames(filter, venueName);
  const count = Math.min(expected.length, pages * EVENTS_PAGE_SIZE);
  const seededOrder = expected.filter(isSeededEventName);
  await expect
    .poll(() => listedEventNames(journey.page), {
      ...LIST_TIMEOUT,
      message: `${count} cards, seeded shows in this order: ${seededOrder.join(' | ')}`,
    })
    .toSatisfy((shown: string[]) => shown.length === count && startsWith(seededOrder, shown.filter(isSeededEventName)));
}

describe('anonymous visitor', () => {
  test('home lists the upcoming shows in date order, and the chips filter them', async () => {
    const { page } = journey;
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Shows de comedia' }));
    await expectVisible(page.getByRole('heading', { name: 'Destacados' }));
    expect((await expectedNames('proximamente')).length).toBeGreaterThan(EVENTS_PAGE_SIZE);
    await expectListing('proximamente');
    await journey.capture('home');

    const today = (await expectedNames('hoy')).filter(isSeededEventName);
    if (today.length === 0) {
      // rightly none after 23:30 in Bogotá, when the seed's last show of today has begun
      const tonightsLast = await adminDb()
        .doc(`events/${seedEvent('micro-abierto-casa-comedia').id}`)
        .get();
      const seedsToday = bogotaDateString((tonightsLast.get('event_date') as Timestamp).toDate());
      expect(seedsToday, 'no show left today: the seed was loaded another day (npm run seed)').toBe(
        bogotaDateString(new Date()),
      );
    }
    const todayChip = page.getByRole('button', { name: 'Hoy', exact: true });
    await todayChip.click();
    await expect.poll(() => todayChip.getAttribute('aria-pressed')).toBe('true');
    await expectListing('hoy');
    if ((await listedEventNames(page)).length === 0)
      await expectVisible(page.getByText('No hay eventos disponibles para el filtro seleccionado.'));
    await journey.capture('home today');

    await page.getByRole('button', { name: 'Esta semana', exact: true }).click();
    await expectListing('semana');
  });

  test('scrolling to the last card loads the next page', async () => {
    const { page } = journey;
    await page.goto('/');
    await expectListing('proximamente');
    await page.getByRole('list', { name: 'Eventos' }).getByRole('article').last().scrollIntoViewIfNeeded();
    await expectListing('proximamente', 2);
    await journey.capture('home second page');
  });

  test('/911 lists only the partner venue’s shows', async () => {
    const { page } = journey;
    expect((await expectedNames('proximamente', PARTNER_VENUE_NAME)).length).toBeGreaterThan(1);
    await page.goto('/911');
    await expectVisible(page.getByRole('heading', { name: PARTNER_VENUE_NAME, level: 1 }));
    await expectListing('proximamente', 1, PARTNER_VENUE_NAME);
    await journey.capture('partner venue');
  });

  test('event detail, quantity − and +, then checkout asks for an account', async () => {
    const { page } = journey;
    // A paid show of this week, so its card is on the first page.
    const show = seedEvent('la-chiva-del-humor');
    await page.goto('/');
    await page.getByRole('link', { name: `Reservar: ${show.name}` }).click();
    await expectAt(page, `/evento/${show.slug}`);
    await expectVisible(page.getByRole('heading', { name: show.name, level: 1 }));
    await expectVisible(page.getByRole('heading', { name: 'Acerca del evento' }));
    await expectVisible(page.getByText(show.venue.address));
    // The browser runs in a zone on another calendar day: the label must still be Bogotá's.
    const stored = await adminDb().doc(`events/${show.id}`).get();
    const bogotaDate = formatEventDate(bogotaInstant(String(stored.get('date')), show.time));
    await expectVisible(page.getByText(`${bogotaDate} - ${show.time}`));
    const booking = page.getByRole('complementary', { name: 'Reserva' });
    expect(normalizedSpaces(await booking.innerText())).toContain(normalizedSpaces(formatCop(show.ticket_price)));
    await journey.capture('event detail');

    const quantity = page.getByLabel('Cantidad de entradas');
    const minus = page.getByRole('button', { name: 'Quitar una entrada' });
    const plus = page.getByRole('button', { name: 'Agregar una entrada' });
    await expect.poll(() => quantity.inputValue()).toBe('1');
    expect(await minus.isDisabled()).toBe(true);
    await plus.click();
    await plus.click();
    await expect.poll(() => quantity.inputValue()).toBe('3');
    expect(await minus.isDisabled()).toBe(false);
    await minus.click();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    await quantity.fill('');
    await expectVisible(page.getByRole('button', { name: 'Reservar entradas (1)' }));
    await quantity.fill('2');
    await quantity.pressSequentially('x');
    await expect.poll(() => quantity.inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Reservar entradas', exact: true }).click();

    await expectAt(page, `/compra/${show.slug}?quantity=2`);
    await expectVisible(page.getByRole('heading', { name: 'Resumen de compra' }));
    await expectVisible(page.getByRole('heading', { name: 'Necesitas una cuenta' }));
    await expectVisible(page.getByRole('link', { name: 'Crear cuenta gratis' }));
    await expectVisible(page.getByRole('link', { name: 'Ya tengo cuenta' }));
    await expectVisible(page.getByRole('button', { name: '¡Crea tu cuenta y paga!' }));
    await journey.capture('checkout anonymous');
  });

  test('account screens invite the visitor; an unknown show reads as an error', async () => {
    const { page } = journey;
    for (const [path, title] of [
      ['/tickets', 'Mis tickets'],
      ['/perfil', 'Tu perfil'],
    ] as const) {
      await page.goto(path);
      await expectVisible(page.getByRole('heading', { name: title, level: 1 }));
      await expectVisible(page.getByRole('link', { name: 'Crear cuenta gratis' }));
      await expectVisible(page.getByRole('link', { name: 'Iniciar sesión' }).last());
      await journey.capture(`${title} invitation`);
    }
    await page.goto('/olvide-contrasena');
    await expectVisible(page.getByRole('heading', { name: 'Recuperar contraseña' }));
    await journey.capture('forgot password');
    await page.goto('/evento/este-show-no-existe');
    await expectVisible(page.getByRole('alert').getByText('Evento no encontrado'));
    await expectVisible(page.getByRole('heading', { name: 'Error', level: 1 }));
    await journey.capture('event not found');
    await page.goto('/demo-design-system');
    await expectVisible(page.getByRole('heading', { name: 'Sistema de diseño', level: 1 }));
    await journey.capture('design system');
  });
});
