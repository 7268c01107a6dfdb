/**
 * The security headers of firebase.json as Firebase Hosting sends them: the built app (web/dist)
 * served by the Hosting emulator, which applies the same `headers` and `rewrites` as production.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5002';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The emulators' origins, which the local Hosting config (firebase.local.json) alone adds to connect-src. */
const EMULATOR_ORIGINS = ['http://127.0.0.1:9099', 'http://127.0.0.1:8080', 'http://127.0.0.1:5001'];

/** Features the app never uses: each must be off (`feature=()`). */
const FEATURES_OFF = ['microphone', 'geolocation', 'payment', 'usb', 'serial', 'fullscreen', 'display-capture'];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** 'sha256-…' of every inline <script> and <style> body of the page. */
function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const bodies = [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))]
    // data blocks (the page's embedded shows, JSON-LD) run nothing: the CSP does not apply to them
    .filter((match) => !/type="application\/(ld\+)?json"/.test(match[1]!))
    .map((match) => match[2]!)
    .filter((body) => body.trim() !== '');
  return bodies.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

async function get(path: string): Promise<{ response: Response; body: string }> {
  const response = await fetch(`${HOSTING_URL}${path}`);
  return { response, body: await response.text() };
}

/** What every response carries, a page or a file. */
function expectTransportHeaders(headers: Headers): void {
  const hsts = headers.get('strict-transport-security') ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(ONE_YEAR_SECONDS);
  expect(hsts).toMatch(/(^|;\s*)includeSubDomains(;|$)/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

/** A page's own policies (and the service worker's: a worker runs under its script's CSP). */
function expectSecurityHeaders(headers: Headers): Map<string, string[]> {
  expectTransportHeaders(headers);
  const permissions = new Map(
    (headers.get('permissions-policy') ?? '').split(',').map((entry) => entry.trim().split('=') as [string, string]),
  );
  expect(permissions.get('camera')).toBe('(self)');
  for (const feature of FEATURES_OFF) expect(permissions.get(feature), feature).toBe('()');
  for (const [feature, allow] of permissions) if (feature !== 'camera') expect(allow, feature).toBe('()');

  const csp = directives(headers.get('content-security-policy') ?? '');
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  for (const [name, sources] of csp) {
    expect(sources, name).not.toContain("'unsafe-inline'");
    expect(sources, name).not.toContain("'unsafe-eval'");
    // production talks to Google's APIs over https only; the emulators are the preview's business
    for (const source of sources)
      if (name !== 'connect-src' || !EMULATOR_ORIGINS.includes(source))
        expect(source, name).not.toMatch(/^http:|localhost|127\.0\.0\.1/);
  }
  expect(csp.get('connect-src')).toEqual(
    expect.arrayContaining([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://*.cloudfunctions.net',
    ]),
  );
  expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://connect.facebook.net']));
  return csp;
}

describe('Hosting headers (firebase.json through the Hosting emulator)', () => {
  it('firebase.json itself lets the app connect to no emulator', () => {
    const config = fs.readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8');
    expect(config).not.toMatch(/http:\/\/(127\.0\.0\.1|localhost)/);
  });

  it.each(['/', '/politica-de-datos', '/tickets'])('%s: the app shell with every security header', async (path) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(200);
    // `/` and the data policy arrive drawn into #root (eventPage), `/tickets` with the boot caption
    expect(body).toContain('<div id="root"');
    // nothing drawn may need an inline style the policy would block
    expect(body).not.toMatch(/<[a-z][^>]* style="/);
    const csp = expectSecurityHeaders(response.headers);
    // the inline boot style and preconnect script run under the policy by their hashes
    const styles = inlineHashes(body, 'style');
    const scripts = inlineHashes(body, 'script');
    expect(styles.length + scripts.length).toBeGreaterThan(0);
    expect(csp.get('style-src')).toEqual(expect.arrayContaining(styles));
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(scripts));
  });

  it("a built asset: the transport headers and the immutable cache, without the pages' policies", async () => {
    const { body: html } = await get('/');
    const asset = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const { response } = await get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectTransportHeaders(response.headers);
    // a script or an image obeys the page's policy, not its own: about 1.3 kB less per file
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('permissions-policy')).toBeNull();
  });

  it.each(['/sw.js', '/app.html', '/perfil'])("%s: the pages' policies", async (path) => {
    const { response } = await get(path);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response.headers);
  });
});
