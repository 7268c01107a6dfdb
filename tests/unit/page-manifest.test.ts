/**
 * The page manifest (packages/domain, PAGES) is what the routes, the build and eventPage derive
 * from; firebase.json's rewrites are the one copy that cannot import it, so this checks they agree:
 * every page eventPage draws has a rewrite to it, and nothing else is rewritten to it.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  chunkGroupModules,
  drawnHeadPageModules,
  drawnPageFor,
  drawnPages,
  hostingRewriteSource,
  PAGE_MARKERS,
  PAGES,
  shellPreloadedPageModules,
} from '@carcajada/domain';

interface HostingRewrite {
  source: string;
  function?: { functionId: string; region?: string };
  destination?: string;
}

const firebaseJson = JSON.parse(fs.readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { rewrites: HostingRewrite[] };
};
const rewrites = firebaseJson.hosting.rewrites;

describe("firebase.json's rewrites and the page manifest", () => {
  it('rewrite to eventPage exactly the paths of the pages it draws', () => {
    const toEventPage = rewrites.filter((rewrite) => rewrite.function?.functionId === 'eventPage');
    const drawn = drawnPages().map(([, page]) => hostingRewriteSource(page.path));
    expect(toEventPage.map((rewrite) => rewrite.source).sort()).toEqual([...drawn].sort());
  });

  it("send every other page to the app shell (the last rewrite, after every drawn page's)", () => {
    expect(rewrites.at(-1)).toEqual({ source: '**', destination: '/app.html' });
  });

  it('derive a rewrite source from a path pattern', () => {
    expect(hostingRewriteSource('/')).toBe('/');
    expect(hostingRewriteSource('/911')).toBe('/911');
    expect(hostingRewriteSource('/evento/:slug')).toBe('/evento/**');
  });
});

describe('the page manifest', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/911', 'partnerVenue'],
    ['/911/', 'partnerVenue'],
    ['/evento/gran-gala', 'event'],
    ['/evento/a/b', 'event'],
    ['/compra/gran-gala', 'checkout'],
    ['/compra/', 'checkout'],
    ['/politica-de-datos', 'dataPolicy'],
    ['/terminos', 'terms'],
    ['/compra-finalizada', undefined],
    ['/tickets', undefined],
    ['/9110', undefined],
  ])("sends %s to eventPage's answer for %s, as Hosting's rewrites do", (path, page) => {
    expect(drawnPageFor(path)).toBe(page);
  });

  it('gives every drawn page the data it embeds, and a page drawn in the browser none', () => {
    for (const page of Object.values(PAGES)) {
      if (page.drawn) expect(page.embeddedKeys.length, page.path).toBeGreaterThan(0);
      else expect(page.embeddedKeys, page.path).toEqual([]);
    }
  });

  it("preloads a shell page's chunk by exact path, and links a drawn page's by prefix", () => {
    expect(shellPreloadedPageModules()).toEqual({
      '/tickets': PAGES.tickets.module,
      '/compra-finalizada': PAGES.purchaseFinished.module,
      '/perfil': PAGES.profile.module,
    });
    expect(drawnHeadPageModules()).toEqual({ '/evento/': PAGES.event.module, '/compra/': PAGES.checkout.module });
    for (const page of Object.values(PAGES)) {
      if (page.preload === 'drawn-head') expect(page.drawn, page.path).toBe(true);
      if (page.preload === 'shell') expect(page.drawn, page.path).toBe(false);
    }
  });

  it("builds the event, checkout and Mis tickets pages into the attendee's chunk group", () => {
    expect(chunkGroupModules('attendee').sort()).toEqual(
      [PAGES.event.module, PAGES.checkout.module, PAGES.tickets.module].sort(),
    );
  });

  it('names each HTML marker once, differently', () => {
    const names = Object.values(PAGE_MARKERS);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^carcajada-[a-z-]+$/);
  });
});
