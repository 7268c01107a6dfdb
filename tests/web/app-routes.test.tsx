import { describe, expect, it } from 'vitest';
import { createMemoryRouter, matchRoutes } from 'react-router-dom';
import { DRAWN_PAGE_MODULES, FIRST_PAGE_MODULES } from '../../web/first-page-modules';
import { routes } from '../../web/src/app/routes';

/** Lets the data router run its loaders (redirects) and lazy route modules, without rendering. */
async function settledLocation(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        unsubscribe();
        resolve();
      }
    });
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

const PAGE_MODULES = import.meta.glob('../../web/src/features/*/pages/*.tsx');

describe('routes', () => {
  it.each([
    '/',
    '/911',
    '/evento/gran-gala-del-humor',
    '/compra/gran-gala-del-humor?quantity=2',
    '/compra-finalizada?event=gran-gala-del-humor&value=100',
    '/perfil',
    '/editar-perfil',
    '/tickets',
    '/iniciar-sesion',
    '/crear-cuenta',
    '/olvide-contrasena',
    '/demo-design-system',
    '/administrador',
  ])('%s is a page of its own', async (path) => {
    await expect(settledLocation(path)).resolves.toBe(path);
  });

  it.each([
    ['/login', '/iniciar-sesion'],
    ['/signup', '/crear-cuenta'],
    ['/forget-password', '/olvide-contrasena'],
    ['/profile', '/perfil'],
    ['/edit-profile', '/editar-perfil'],
    ['/admin', '/administrador'],
    ['/event/abc123', '/evento/abc123'],
    ['/event/abc123?quantity=2&utm_source=ig', '/evento/abc123?quantity=2&utm_source=ig'],
    ['/checkout/abc123?quantity=3', '/compra/abc123?quantity=3'],
  ])('legacy %s redirects to %s', async (legacy, target) => {
    await expect(settledLocation(legacy)).resolves.toBe(target);
  });

  it.each(['/no-existe', '/evento/a/b', '/tickets/123', '/EVENTOS?x=1'])('unknown %s redirects to /', async (path) => {
    await expect(settledLocation(path)).resolves.toBe('/');
  });

  // the shell preloads these chunks by path, and eventPage links the drawn pages' by prefix
  // (web/first-page-modules.ts): each must be that path's page
  it.each([
    ...Object.entries(FIRST_PAGE_MODULES),
    ...Object.entries(DRAWN_PAGE_MODULES).map(([prefix, pageModule]) => [`${prefix}un-show`, pageModule]),
  ])('%s is drawn by %s, whose chunk the page preloads', async (path, pageModule) => {
    const route = matchRoutes(routes, path)?.at(-1)?.route;
    const lazy = route?.lazy;
    if (typeof lazy !== 'function') throw new Error(`${path} has no lazily loaded page`);
    const loaded = (await lazy()) as { Component?: unknown };
    const load = PAGE_MODULES[`../../web/${pageModule}`];
    if (!load) throw new Error(`${pageModule} is no page module`);
    const page = (await load()) as { default: unknown };
    expect(loaded.Component).toBe(page.default);
  });
});
