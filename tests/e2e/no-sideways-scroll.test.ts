/**
 * No page of the page manifest scrolls sideways on a phone: at 320 and 390 px wide the document is
 * never wider than the window. Every page is visited as the person who uses it (a visitor, a buyer,
 * the organizer), once its content has loaded.
 */
import { PAGES, type PageId } from '@carcajada/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useJourney } from '../support/e2e/browser.js';
import { expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import { DEMO_ADMIN, DEMO_USER, seedEvent } from '../support/e2e/seed.js';

const journey = useJourney('no sideways scroll');
const PHONE_WIDTHS = [320, 390] as const;
const PHONE_HEIGHT = 720;
/** A page's data on a busy 2-core machine: headroom, not a target. */
const LOAD_TIMEOUT_MS = 30_000;
const show = seedEvent('gran-gala-del-humor');

type Visitor = 'anyone' | 'buyer' | 'organizer';

interface Visit {
  as: Visitor;
  path: string;
  /** Spinners that stay (samples), so the page is not waited on for them to go. */
  sampleSpinners?: boolean;
}

/** Who opens each manifest page, and where (a parameter filled with a seeded show): one entry per page. */
const VISITS: Record<PageId, Visit> = {
  home: { as: 'anyone', path: '/' },
  partnerVenue: { as: 'anyone', path: '/911' },
  event: { as: 'anyone', path: `/evento/${show.slug}` },
  eventWithoutSlug: { as: 'anyone', path: '/evento' },
  login: { as: 'anyone', path: '/iniciar-sesion' },
  signUp: { as: 'anyone', path: '/crear-cuenta' },
  forgotPassword: { as: 'anyone', path: '/olvide-contrasena' },
  dataPolicy: { as: 'anyone', path: '/politica-de-datos' },
  terms: { as: 'anyone', path: '/terminos' },
  designSystem: { as: 'anyone', path: '/demo-design-system', sampleSpinners: true },
  checkout: { as: 'buyer', path: `/compra/${show.slug}?quantity=2` },
  queue: { as: 'buyer', path: `/fila/${show.slug}` },
  purchaseFinished: { as: 'buyer', path: `/compra-finalizada?event=${show.slug}&status=approved` },
  profile: { as: 'buyer', path: '/perfil' },
  editProfile: { as: 'buyer', path: '/editar-perfil' },
  tickets: { as: 'buyer', path: '/tickets' },
  admin: { as: 'organizer', path: '/administrador' },
  newShow: { as: 'organizer', path: '/administrador/shows/nuevo' },
  editShow: { as: 'organizer', path: `/administrador/shows/${show.id}` },
  attendees: { as: 'organizer', path: `/administrador/shows/${show.id}/asistentes` },
  showSales: { as: 'organizer', path: `/administrador/shows/${show.id}/ventas` },
  checkIn: { as: 'organizer', path: '/administrador/ingreso' },
  settlement: { as: 'organizer', path: '/administrador/liquidacion' },
  organizers: { as: 'organizer', path: '/administrador/organizadores' },
  seatingPlans: { as: 'organizer', path: '/administrador/salas' },
};

/** Waits for the page's first heading and, unless they are its content, for its spinners ("Cargando…") to go. */
async function loaded(page: Page, { sampleSpinners = false }: Visit): Promise<void> {
  await expectVisible(page.locator('h1, h2'), LOAD_TIMEOUT_MS);
  if (sampleSpinners) return;
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"]')].some((status) => /Cargando/.test(status.textContent ?? '')),
    null,
    { timeout: LOAD_TIMEOUT_MS },
  );
}

/** How much wider than the window the document is at `width` (0: no sideways scroll), and what sticks out. */
async function overflowAt(page: Page, width: number): Promise<{ overflow: number; culprits: string[] }> {
  await page.setViewportSize({ width, height: PHONE_HEIGHT });
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const { scrollWidth } = document.documentElement;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} (${Math.round(element.getBoundingClientRect().right)} px)`;
    // the deepest elements reaching past the window's right edge: what to fix
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter(
        (element) =>
          ![...element.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 0.5),
      )
      .slice(0, 5)
      .map(describe);
    return { overflow: scrollWidth - window.innerWidth, culprits };
  });
}

/** Visits every page `visitor` opens and answers one line per page and width that scrolls sideways. */
async function sidewaysPages(visitor: Visitor): Promise<string[]> {
  const { page } = journey;
  await page.setViewportSize({ width: PHONE_WIDTHS[1], height: PHONE_HEIGHT });
  if (visitor !== 'anyone') await logInThroughUi(page, visitor === 'buyer' ? DEMO_USER : DEMO_ADMIN);
  const found: string[] = [];
  for (const [id, visit] of Object.entries(VISITS) as [PageId, Visit][]) {
    if (visit.as !== visitor) continue;
    await page.goto(visit.path);
    await loaded(page, visit);
    for (const width of PHONE_WIDTHS) {
      const { overflow, culprits } = await overflowAt(page, width);
      if (overflow > 0)
        found.push(`${id} (${PAGES[id].path}) at ${width} px: ${overflow} px too wide: ${culprits.join(', ')}`);
    }
  }
  return found;
}

describe('no page scrolls sideways at 320 or 390 px', () => {
  test.each<Visitor>(['anyone', 'buyer', 'organizer'])('the pages %s opens', async (visitor) => {
    expect(await sidewaysPages(visitor)).toEqual([]);
  });
});
