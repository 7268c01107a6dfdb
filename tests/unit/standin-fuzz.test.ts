import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStandInServer, DEFAULT_ACCESS_TOKEN, standInOptions } from '@carcajada/mp-standin';

let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = createStandInServer(standInOptions(0));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request (node:http keeps the path byte for byte; fetch would normalise it). */
function send(
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string> } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { authorization: `Bearer ${DEFAULT_ACCESS_TOKEN}`, ...options.headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const MALFORMED_PATHS = [
  '/v1/payments/%E0%A4%A',
  '/v1/payments/%',
  '/v1/payments/%ZZ/refunds',
  '/checkout/preferences/%C0%80',
  '/__control/payments/%FF',
  '/__control/preferences/%E0%A4%A/pay',
  '/%00%',
];

const MALFORMED_BODIES = [
  '{',
  'null',
  '[1,2]',
  '"texto"',
  '{"items": 5}',
  '{"items": [null]}',
  '\u0000\uffff',
  '{"a":',
];

describe('Mercado Pago stand-in: malformed input never crashes it', () => {
  it.each(MALFORMED_PATHS)('%s answers 400', async (path) => {
    const method = path.endsWith('/pay') || path.endsWith('/refunds') ? 'POST' : 'GET';
    expect(await send(method, path)).toBe(400);
  });

  it.each(MALFORMED_BODIES)('body %j to each JSON endpoint answers 4xx', async (body) => {
    for (const path of ['/checkout/preferences', '/__control/faults', '/__control/preferences/1-x/pay']) {
      const status = await send('POST', path, { body, headers: { 'content-type': 'application/json' } });
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
    }
  });

  it('is still serving after all of the above', async () => {
    expect(await send('GET', '/health')).toBe(200);
  });
});

describe('Mercado Pago stand-in: its controls refuse pages of another origin', () => {
  it.each([
    [{ origin: 'https://evil.example' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site', origin: 'http://localhost:5173' }],
  ])('%o → 403', async (headers) => {
    expect(await send('POST', '/__control/reset', { headers })).toBe(403);
    expect(await send('GET', '/__control/payments', { headers })).toBe(403);
  });

  it('tests and scripts (no browser marks) and its own pages still reach them', async () => {
    expect(await send('GET', '/__control/payments')).toBe(200);
    expect(await send('GET', '/__control/payments', { headers: { 'sec-fetch-site': 'same-origin' } })).toBe(200);
  });
});
