/**
 * `/`, `/911`, `/evento/{slug}`, `/compra/{slug}` and the legal pages arrive with their content in the HTML, drawn by
 * the web app's own components (its server renderer, built into the functions). Fetched from the
 * Hosting emulator (its rewrites to eventPage) with no JavaScript run, as a phone's first paint or
 * a crawler sees them; the same data rides along as JSON for hydration (tests/web/hydration.test.tsx).
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunkGroupModules,
  bogotaDateString,
  DATA_CONSENT_TEXTS,
  DATA_POLICY_PATH,
  DEFAULT_LEGAL_CONFIG,
  EMBEDDED_KEYS,
  LEGAL_CONFIG_PATH,
  legalConfigFrom,
  formatCop,
  formatEventDate,
  formatEventTime,
  ON_SALE_TEXTS,
  PAGE_MARKERS,
  PAGES,
  PARTNER_VENUE_NAME,
  previousDates,
} from '@carcajada/domain';
import { ticketTypeDocument } from '@carcajada/domain/stored/ticket-type';
import { eventDocument } from '@carcajada/domain/stored/event';
import { PROJECT_ID } from '../support/services/env.js';

const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5002';
const CACHE = /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/;

const app = initializeApp({ projectId: PROJECT_ID }, `prerender-tests-${randomUUID()}`);
const db = getFirestore(app);
const runId = randomUUID().slice(0, 8);
const eventIds: string[] = [];

/**
 * A show at `venue` starting in five minutes (first in the listing, and not started while the file
 * runs), or `startsIn` from now.
 */
async function createEvent(
  venueName: string,
  startsIn = 5 * 60_000,
): Promise<{ id: string; slug: string; name: string }> {
  const id = `prerender${runId}${eventIds.length}`;
  const slug = `show-prerender-${runId}-${eventIds.length}`;
  const name = `Show en el HTML ${runId} ${eventIds.length} <b>&</b>`;
  const start = new Date(Date.now() + startsIn);
  eventIds.push(id);
  await db.doc(`events/${id}`).set(
    eventDocument({
      slug,
      name,
      description: 'Una noche de stand up para leer sin JavaScript.',
      city: 'Bogotá',
      venue: { name: venueName, address: 'Calle 85 # 11-53' },
      start,
      // Bogotá's date and time: at night UTC is already the next day
      date: bogotaDateString(start),
      time: formatEventTime(start),
      ticket_price: 38_000,
      // the PULEP code and the producer are drawn with the show
      pulep_code: 'ABC123',
      producer: { legal_name: 'Risas Producciones S.A.S.', nit: '900123456-8' },
    }),
  );
  return { id, slug, name };
}

async function page(path: string): Promise<{ response: Response; body: string }> {
  const response = await fetch(`${HOSTING_URL}${path}`);
  return { response, body: await response.text() };
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The JSON block the page carries for the app's first render. */
function embeddedData(body: string): Record<string, unknown> {
  const json = new RegExp(
    `<script type="application/json" id="${PAGE_MARKERS.embeddedData}">([\\s\\S]*?)</script>`,
  ).exec(body)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as Record<string, unknown>;
}

/**
 * What is inside #root before any JavaScript runs, marked for hydration; React's `<!-- -->`
 * between neighbouring texts left out.
 */
function rootContent(body: string): string {
  const root = /<div id="root" data-server-rendered="">([\s\S]*?)<\/div>\s*<script/.exec(body)?.[1] ?? '';
  return root.replace(/<!-- -->/g, '');
}

let home: { id: string; slug: string; name: string };
let partner: { id: string; slug: string; name: string };

beforeAll(async () => {
  home = await createEvent('Teatro de Pruebas');
  partner = await createEvent(PARTNER_VENUE_NAME);
});
afterAll(async () => {
  await Promise.all(eventIds.map((id) => db.doc(`events/${id}`).delete()));
  await deleteApp(app);
});

describe('pages that arrive with their shows', () => {
  it('/ has the first page of shows as the app draws its cards: name, date, venue, price, "Reservar"', async () => {
    const { response, body } = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(CACHE);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const root = rootContent(body);
    expect(root).toContain('aria-label="Eventos"');
    expect(root).toContain('<h1 class="');
    expect(root).toContain('Shows de comedia</h1>');
    expect(root).toContain(`>${escaped(home.name)}</h3>`);
    expect(root).not.toContain('<b>&</b>');
    expect(root).toContain('Teatro de Pruebas · Bogotá');
    expect(root).toContain(escaped(formatCop(38_000)));
    expect(root).toContain(`href="/evento/${home.slug}"`);
    expect(root).toContain('>Reservar</span></a>');
    // the app's own navigation, drawn as for a visitor nobody knows yet
    expect(root).toContain('aria-label="Navegación inferior"');
    const data = embeddedData(body);
    const [key] = Object.keys(data);
    expect(key).toMatch(/^carcajada:events-page:/);
    expect((data[key!] as { id: string }[]).map((event) => event.id)).toContain(home.id);
  });

  it('/911 lists only the partner venue', async () => {
    const { response, body } = await page('/911');
    expect(response.status).toBe(200);
    const root = rootContent(body);
    expect(root).toContain(escaped(partner.name));
    expect(root).not.toContain(escaped(home.name));
  });

  it('a show that started an hour ago is in neither list, nor in their data', async () => {
    const started = await Promise.all([
      createEvent('Teatro de Pruebas', -60 * 60_000),
      createEvent(PARTNER_VENUE_NAME, -60 * 60_000),
    ]);
    for (const [path, listed] of [
      ['/', home],
      ['/911', partner],
    ] as const) {
      const { body } = await page(path);
      const root = rootContent(body);
      expect(root).toContain(escaped(listed.name));
      const events = Object.values(embeddedData(body))[0] as { id: string }[];
      expect(events.map((event) => event.id)).toContain(listed.id);
      for (const show of started) {
        expect(root).not.toContain(escaped(show.name));
        expect(root).not.toContain(`href="/evento/${show.slug}"`);
        expect(events.map((event) => event.id)).not.toContain(show.id);
      }
    }
  });

  it('/evento/{slug} has the detail above the fold and "Acerca del evento", with its preview head', async () => {
    const { response, body } = await page(`/evento/${home.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(CACHE);
    const root = rootContent(body);
    expect(root).toContain(`">${escaped(home.name)}</h1>`);
    expect(root).toContain('Acerca del evento');
    expect(root).toContain('Una noche de stand up para leer sin JavaScript.');
    expect(root).toContain('Calle 85 # 11-53');
    expect(root).toContain('>Reservar entradas<');
    expect(root).toContain('>PULEP: ABC123<');
    expect(root).toContain('>Organiza: Risas Producciones S.A.S. · NIT 900123456-8<');
    expect(body).toContain('<meta property="og:title"');
    expect(embeddedData(body)).toMatchObject({ [`carcajada:event-by-slug:${home.slug}`]: { id: home.id } });
  });

  it('a show without an organizer names the operator of config/legal as its producer, and embeds it', async () => {
    const own = await createEvent('Teatro de Pruebas');
    await db.doc(`events/${own.id}`).update({ producer: FieldValue.delete() });
    const stored = await db.doc(LEGAL_CONFIG_PATH).get();
    const { operator } = stored.exists ? legalConfigFrom(stored.data()) : DEFAULT_LEGAL_CONFIG;
    const { body } = await page(`/evento/${own.slug}`);
    expect(rootContent(body)).toContain(`>Organiza: ${escaped(operator.legal_name)} · NIT ${operator.nit}<`);
    expect(embeddedData(body)).toMatchObject({ [EMBEDDED_KEYS.legalConfig]: { operator } });
    // a show with its own producer reads no config/legal
    expect(embeddedData((await page(`/evento/${home.slug}`)).body)).not.toHaveProperty(EMBEDDED_KEYS.legalConfig);
  });

  it('a show with ticket types arrives with its picker and embeds the visible types only', async () => {
    const typed = await createEvent('Teatro de Pruebas');
    const types = db.collection(`events/${typed.id}/ticket_types`);
    await Promise.all([
      types.doc('general').set(ticketTypeDocument({ name: 'General', price: 38_000 })),
      types.doc('palco').set(ticketTypeDocument({ name: 'Palco', price: 90_000, sort: 1 })),
      types.doc('cortesia').set(ticketTypeDocument({ name: 'Invitado', price: 0, hidden: true, sort: 2 })),
    ]);
    try {
      const { body } = await page(`/evento/${typed.slug}`);
      const root = rootContent(body);
      expect(root).toContain('Tipo de entrada</legend>');
      expect(root).toContain('Palco');
      expect(root).not.toContain('Invitado');
      const embedded = embeddedData(body)[`carcajada:ticket-types-or-none:${typed.id}`] as { id: string }[];
      expect(embedded.map((type) => type.id)).toEqual(['general', 'palco']);
    } finally {
      await db.recursiveDelete(db.doc(`events/${typed.id}`));
    }
  });

  it('/compra/{slug} arrives with its order card for the quantity asked, read now and never cached', async () => {
    const { response, body } = await page(`/compra/${home.slug}?quantity=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const root = rootContent(body);
    expect(root).toContain('Resumen de compra</h1>');
    expect(root).toContain(escaped(home.name));
    expect(root).toContain('Tu pedido</h2>');
    expect(root).toContain('value="2"');
    expect(root).toContain(escaped(formatCop(2 * 38_000)));
    expect(embeddedData(body)).toMatchObject({
      [`carcajada:event-by-slug:${home.slug}`]: { id: home.id },
      [`carcajada:ticket-types:${home.id}`]: [],
      'carcajada:payments-config': { fees: expect.any(Number), taxes: expect.any(Number) },
    });
    // an unknown show: the plain shell, and the app says so
    const unknown = await page(`/compra/no-existe-${runId}`);
    expect(unknown.response.status).toBe(200);
    expect(unknown.body).toContain('<p class="boot" role="status">');
    expect(unknown.body).not.toContain(PAGE_MARKERS.embeddedData);
  });

  it("a drawn page has one script, which loads the app and the page's chunk once it has painted; other pages do not", async () => {
    /** The drawn pages' script (web/src/hydrate-after-paint.ts): what it loads, or null. */
    const afterPaint = (body: string) => {
      const tag = /<script type="module" crossorigin src="(\/assets\/hydrate-after-paint-[\w-]+\.js)"([^>]*)>/.exec(
        body,
      );
      if (!tag) return null;
      const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag[2]!)?.[1]?.replace(/&quot;/g, '"');
      return {
        entry: attribute('data-app-entry'),
        preload: JSON.parse(attribute('data-app-preload') ?? '[]') as string[],
      };
    };
    const scriptTags = (body: string) => body.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    const [event, checkout, listing, unknown, shell] = await Promise.all([
      page(`/evento/${home.slug}`),
      page(`/compra/${home.slug}?quantity=1`),
      page('/'),
      page(`/evento/no-existe-${runId}`),
      page('/tickets'),
    ]);
    // the attendee's pages build into one chunk (the page manifest's `attendee` chunk group)
    expect(chunkGroupModules('attendee')).toEqual(
      expect.arrayContaining([PAGES.event.module, PAGES.checkout.module, PAGES.tickets.module]),
    );
    // the shell's own scripts, which a page drawn in the browser loads at once
    const shellEntry = /<script type="module" crossorigin src="([^"]+)">/.exec(shell.body)?.[1];
    const shellPreloads = [...shell.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1]!,
    );
    expect(shellEntry).toMatch(/^\/assets\/index-/);
    expect(shellPreloads.length).toBeGreaterThan(0);
    for (const other of [unknown, shell]) expect(afterPaint(other.body)).toBeNull();
    for (const drawn of [event, checkout, listing]) {
      // nothing else fetches a script before the paint
      expect(scriptTags(drawn.body)).toHaveLength(1);
      const loads = afterPaint(drawn.body);
      expect(loads?.entry).toBe(shellEntry);
      expect(loads?.preload).toEqual(expect.arrayContaining(shellPreloads));
    }
    const attendeeChunk = (files: string[] | undefined) =>
      (files ?? []).some((file) => /^\/assets\/attendee-/.test(file));
    expect(attendeeChunk(afterPaint(event.body)?.preload)).toBe(true);
    expect(attendeeChunk(afterPaint(checkout.body)?.preload)).toBe(true);
    expect(attendeeChunk(afterPaint(listing.body)?.preload)).toBe(false);
  });

  it('pages go out compressed as the browser accepts (Brotli, else gzip), 33 kB of home in about 5 kB', async () => {
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${HOSTING_URL}/`, { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      // fetch decodes it: the same page either way
      expect(rootContent(await response.text())).toContain(`>${escaped(home.name)}</h3>`);
    }
  });

  it('any other path is the plain app shell, from app.html', async () => {
    const { response, body } = await page('/tickets');
    expect(response.status).toBe(200);
    expect(body).toContain('<p class="boot" role="status">');
    expect(body).not.toContain(PAGE_MARKERS.embeddedData);
    expect(body).not.toContain('data-server-rendered');
  });

  it('an unknown show is a 404 with the plain shell: nothing drawn, nothing embedded', async () => {
    const { response, body } = await page(`/evento/no-existe-${runId}`);
    expect(response.status).toBe(404);
    expect(body).toContain('<p class="boot" role="status">');
    expect(body).not.toContain('data-server-rendered');
  });
});

describe('funciones: the dates of one show', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const seriesName = `Impro semanal ${runId}`;
  /** Four active dates a week apart (the second sold out, the third with its last seats) and a cancelled fifth. */
  const dates = [
    { week: 0, seatsLeft: 100 },
    { week: 1, seatsLeft: 0 },
    { week: 2, seatsLeft: 8 },
    { week: 3, seatsLeft: 100 },
    { week: 4, seatsLeft: 100, status: 'cancelled' },
  ].map(({ week, seatsLeft, status }) => ({
    id: `serie${runId}${week}`,
    slug: week === 0 ? `impro-semanal-${runId}` : `impro-semanal-${runId}-semana-${week}`,
    // the first date must not start while the file runs: a started date leaves the list
    start: new Date(Date.now() + 10 * 60_000 + week * 7 * DAY_MS),
    seatsLeft,
    status: status ?? 'active',
  }));
  const seriesId = dates[0]!.id;
  // as refreshPreviousDates keeps it: the lists keep each show's first date by it
  const previous = previousDates(
    dates.map((date) => ({ id: date.id, event_date: date.start, active: date.status === 'active' })),
  );

  beforeAll(async () => {
    await Promise.all(
      dates.map((date) => {
        eventIds.push(date.id);
        return db.doc(`events/${date.id}`).set({
          ...eventDocument({
            slug: date.slug,
            name: seriesName,
            venue: { name: PARTNER_VENUE_NAME, address: 'Calle 85 # 11-53' },
            start: date.start,
            date: bogotaDateString(date.start),
            time: formatEventTime(date.start),
            status: date.status,
            previous_date: previous.get(date.id),
          }),
          capacity: 100,
          seats_left: date.seatsLeft,
          series_id: seriesId,
        });
      }),
    );
  });

  it('a date\'s page lists the show\'s upcoming active dates under "Fechas", the open one marked, with no JavaScript', async () => {
    const open = dates[1]!;
    const { response, body } = await page(`/evento/${open.slug}`);
    expect(response.status).toBe(200);
    const root = rootContent(body);
    expect(root).toContain('>Fechas</h2>');
    for (const date of dates.slice(0, 4)) {
      expect(root).toContain(`href="/evento/${date.slug}"`);
      expect(root).toContain(formatEventDate(date.start).split(', ')[1]);
    }
    // the cancelled date is not offered
    expect(root).not.toContain(`href="/evento/${dates[4]!.slug}"`);
    expect(root).toMatch(
      new RegExp(
        `href="/evento/${open.slug}"[^>]*aria-current="page"|aria-current="page"[^>]*href="/evento/${open.slug}"`,
      ),
    );
    expect(root.match(/aria-current="page"/g)).toHaveLength(1);
    expect(root).toContain('Agotado');
    expect(root).toContain('Últimas entradas');
    const embedded = embeddedData(body)[`carcajada:show-dates:${seriesId}`] as { id: string }[];
    expect(embedded.map((date) => date.id)).toEqual(dates.slice(0, 4).map((date) => date.id));
  });

  it('a cancelled date\'s page says "Función cancelada" and offers no purchase', async () => {
    const { response, body } = await page(`/evento/${dates[4]!.slug}`);
    expect(response.status).toBe(200);
    const root = rootContent(body);
    expect(root).toContain('Función cancelada');
    expect(root).not.toContain('>Reservar entradas<');
    expect(root).toContain('>Fechas</h2>');
    expect(body).toContain('https://schema.org/EventCancelled');
  });

  it('/911 lists the show once, at its first date, with "+3 fechas"', async () => {
    const root = rootContent((await page('/911')).body);
    expect(root.split(`>${seriesName}</h3>`)).toHaveLength(2);
    expect(root).toContain('+3 fechas');
    expect(root).toContain(`href="/evento/${dates[0]!.slug}"`);
    expect(root).not.toContain(`href="/evento/${dates[1]!.slug}"`);
  });
});

describe('the on-sale', () => {
  it('a date whose sale has not opened says "Venta desde …" in Bogotá and offers no purchase, with no JavaScript', async () => {
    const id = `prerender${runId}opening`;
    const slug = `show-prerender-${runId}-apertura`;
    const start = new Date(Date.now() + 5 * 24 * 60 * 60_000);
    const opensAt = new Date(Date.now() + 2 * 24 * 60 * 60_000);
    eventIds.push(id);
    await db.doc(`events/${id}`).set({
      ...eventDocument({
        slug,
        name: `Especial con apertura ${runId}`,
        description: 'El especial del año.',
        city: 'Bogotá',
        venue: { name: 'Teatro Colsubsidio', address: 'Calle 26 # 25-40' },
        start,
        date: start.toISOString().slice(0, 10),
        time: '20:00',
        ticket_price: 120_000,
      }),
      sale_opens_at: Timestamp.fromDate(opensAt),
      queue: true,
    });
    const { response, body } = await page(`/evento/${slug}`);
    expect(response.status).toBe(200);
    const root = rootContent(body);
    expect(root).toContain(escaped(ON_SALE_TEXTS.saleOpens(opensAt)));
    expect(root).toContain(ON_SALE_TEXTS.queueBadge);
    expect(root).not.toContain('>Reservar entradas<');
    // the app reads the opening back as a date from the embedded data
    expect(embeddedData(body)).toMatchObject({
      [`carcajada:event-by-slug:${slug}`]: { sale_opens_at: opensAt.toISOString() },
    });
  });
});

describe('the legal pages (Ley 1581 de 2012)', () => {
  const CHANGED = {
    data_policy_version: DEFAULT_LEGAL_CONFIG.data_policy_version,
    whatsapp_consent_version: DEFAULT_LEGAL_CONFIG.whatsapp_consent_version,
    operator: {
      legal_name: `Risas Operadora ${runId} S.A.S.`,
      nit: '900765432-1',
      email: `legal-${runId}@carcajada.test`,
      phone: '6015550000',
      address: 'Carrera 7 # 71-21, Bogotá',
    },
  };

  it.each([
    ['/politica-de-datos', DATA_CONSENT_TEXTS.policyTitle],
    ['/terminos', DATA_CONSENT_TEXTS.termsTitle],
  ])('%s arrives with its title and the operator of config/legal, then a changed one', async (path, title) => {
    const stored = await db.doc(LEGAL_CONFIG_PATH).get();
    const { operator } = stored.exists ? (stored.data() as typeof CHANGED) : DEFAULT_LEGAL_CONFIG;
    const before = await page(path);
    expect(before.response.status).toBe(200);
    expect(before.response.headers.get('cache-control')).toMatch(CACHE);
    let root = rootContent(before.body);
    expect(root).toContain(`${escaped(title)}</h1>`);
    expect(root).toContain(escaped(operator.legal_name));
    expect(root).toContain(`>${operator.nit}<`);
    // the policy says where the rights are exercised: Perfil → "Mis datos"
    if (path === DATA_POLICY_PATH) expect(root).toMatch(/href="\/perfil"[^>]*>Perfil</);
    expect(embeddedData(before.body)).toMatchObject({ [EMBEDDED_KEYS.legalConfig]: { operator } });

    await db.doc(LEGAL_CONFIG_PATH).set(CHANGED);
    try {
      const after = await page(path);
      root = rootContent(after.body);
      expect(root).toContain(escaped(CHANGED.operator.legal_name));
      expect(root).toContain(`>${CHANGED.operator.nit}<`);
      expect(root).toContain(`href="mailto:${CHANGED.operator.email}"`);
      expect(root).not.toContain(escaped(operator.legal_name));
      expect(embeddedData(after.body)).toEqual({ [EMBEDDED_KEYS.legalConfig]: CHANGED });
    } finally {
      await (stored.exists ? db.doc(LEGAL_CONFIG_PATH).set(stored.data()!) : db.doc(LEGAL_CONFIG_PATH).delete());
    }
  });
});
