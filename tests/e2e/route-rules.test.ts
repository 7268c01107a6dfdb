/** Journey 7: legacy redirects, unknown paths and the guarded routes. */
import { describe, test } from 'vitest';
import { useJourney } from '../support/e2e/browser.js';
import { expectAt, expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import { DEMO_ADMIN, DEMO_USER, seedEvent } from '../support/e2e/seed.js';

const journey = useJourney('7 route rules');
const event = seedEvent('gran-gala-del-humor');

describe('route rules', () => {
  test('legacy paths redirect to the Spanish routes and keep their query strings', async () => {
    const { page } = journey;
    const legacyRedirects: [from: string, to: string][] = [
      [`/event/${event.id}?quantity=3&utm_source=ig`, `/evento/${event.id}?quantity=3&utm_source=ig`],
      [`/checkout/${event.id}?quantity=2`, `/compra/${event.id}?quantity=2`],
      ['/login?next=%2Ftickets', '/iniciar-sesion?next=%2Ftickets'],
      ['/signup?ref=amigo', '/crear-cuenta?ref=amigo'],
      ['/forget-password?email=x', '/olvide-contrasena?email=x'],
      ['/profile?tab=1', '/perfil?tab=1'],
    ];
    for (const [from, to] of legacyRedirects) {
      await page.goto(from);
      await expectAt(page, to);
    }
    await page.goto(`/event/${event.id}?quantity=3`);
    await expectVisible(page.getByRole('heading', { name: event.name }));
    await journey.capture('legacy event link');
  });

  test('an unknown path goes home', async () => {
    const { page } = journey;
    await page.goto('/esta/ruta/no-existe?x=1');
    await expectAt(page, '/');
    await expectVisible(page.getByRole('heading', { name: 'Shows de comedia' }));
  });

  test('logged out: /editar-perfil → /iniciar-sesion, /administrador and /admin → /', async () => {
    const { page } = journey;
    await page.goto('/editar-perfil');
    await expectAt(page, '/iniciar-sesion');
    await journey.capture('login');
    await page.goto('/administrador');
    await expectAt(page, '/');
    await page.goto('/admin');
    await expectAt(page, '/');
  });

  test('a USER is sent from /administrador to /', async () => {
    const { page } = journey;
    await logInThroughUi(page, DEMO_USER);
    await page.goto('/administrador');
    await expectAt(page, '/');
    await expectVisible(page.getByRole('heading', { name: 'Shows de comedia' }));
  });

  test('an ADMIN sees the organizer dashboard, also through /admin', async () => {
    const { page } = journey;
    await logInThroughUi(page, DEMO_ADMIN);
    await page.goto('/administrador');
    await expectAt(page, '/administrador');
    await expectVisible(page.getByRole('heading', { name: 'Panel del organizador' }));
    await journey.capture('admin dashboard');
    await page.goto('/admin');
    await expectAt(page, '/administrador');
    await expectVisible(page.getByRole('heading', { name: 'Panel del organizador' }));
  });
});
