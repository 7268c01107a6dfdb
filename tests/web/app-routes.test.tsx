import { describe, expect, it } from 'vitest';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import {
  drawnHeadPageModules,
  PAGES,
  shellPreloadedPageModules,
  type PageId,
  type PageManifestEntry,
} from '@carcajada/domain';
import { routePageLoaders, routes, type PageRouteHandle } from '../../web/src/app/routes';

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
  // (the page manifest, packages/domain): each must be that path's page
  it.each([
    ...Object.entries(shellPreloadedPageModules()),
    ...Object.entries(drawnHeadPageModules()).map(([prefix, pageModule]) => [`${prefix}un-show`, pageModule]),
  ])('%s is drawn by %s, whose chunk the page preloads', async (path, pageModule) => {
    const route = matchRoutes(routes, path)?.at(-1)?.route;
    const lazy = route?.lazy;
    if (typeof lazy !== 'function') throw new Error(`${path} has no lazily loaded page`);
    const loaded = (await lazy()) as { Component?: unknown };
    expect(loaded.Component).toBe(await pageExport(pageModule));
  });
});

/** The default export of a page module (a path under web/, as the manifest names it). */
async function pageExport(pageModule: string): Promise<unknown> {
  const load = PAGE_MODULES[`../../web/${pageModule}`];
  if (!load) throw new Error(`${pageModule} is no page module`);
  return ((await load()) as { default: unknown }).default;
}

/** Every route under the root layout, with its path from the root (`/evento/:slug`). */
function pageRoutes(): { path: string; route: RouteObject }[] {
  return (routes[0]?.children ?? []).map((route) => ({ path: route.index ? '/' : `/${route.path}`, route }));
}

/** The manifest page a route draws (its handle names it), if any. */
const manifestPageOf = (route: RouteObject): PageId | undefined => (route.handle as PageRouteHandle | undefined)?.page;

describe('the page manifest and the routes agree', () => {
  const manifest = Object.entries(PAGES) as [PageId, PageManifestEntry][];

  it.each(manifest)('%s has a route at its path that loads its module', async (id, page) => {
    const found = pageRoutes().filter(({ route }) => manifestPageOf(route) === id);
    expect(found.map(({ path }) => path)).toEqual([page.path]);
    const load = routePageLoaders[id];
    if (!load) throw new Error(`the route of ${id} has no page loader`);
    expect((await load()).default).toBe(await pageExport(page.module));
  });

  it('every route that draws a page (not a redirect) is a manifest page', () => {
    const drawing = pageRoutes().filter(({ route }) => route.lazy || (route.Component && !route.loader));
    expect(drawing.length).toBeGreaterThan(0);
    for (const { path, route } of drawing) {
      const id = manifestPageOf(route);
      expect(id, `${path} names no manifest page`).toBeDefined();
      expect(PAGES[id!].path).toBe(path);
    }
  });

  it('a page the server draws is one the router draws at the same path', () => {
    for (const page of Object.values(PAGES).filter((entry) => entry.drawn)) {
      const sample = page.path.replace(/:\w+/g, 'un-show');
      const route = matchRoutes(routes, sample)?.at(-1)?.route;
      expect(route && manifestPageOf(route), sample).toBe(
        (Object.entries(PAGES) as [PageId, PageManifestEntry][]).find(([, entry]) => entry === page)?.[0],
      );
    }
  });
});
