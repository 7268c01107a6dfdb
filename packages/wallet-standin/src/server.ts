import http from 'node:http';
import { handleGoogle } from './google-api.js';
import { sendJson } from './http.js';
import type { WalletStandInStore } from './store.js';

/**
 * The Google side (OAuth token and Wallet REST API) and the controls tests read:
 * `GET /__control/pushes?pushToken=`, `GET /__control/wallet-calls?id=`, `GET /health`.
 */
export function createWalletApiServer(store: WalletStandInStore): http.Server {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    Promise.resolve()
      .then(async () => {
        if (await handleGoogle(store, request, response, url)) return;
        if (request.method !== 'GET') return sendJson(response, 404, { error: 'not found' });
        if (url.pathname === '/health') return sendJson(response, 200, { ok: true });
        const token = url.searchParams.get('pushToken');
        if (url.pathname === '/__control/pushes')
          return sendJson(
            response,
            200,
            store.pushes.filter((push) => !token || push.pushToken === token),
          );
        const id = url.searchParams.get('id');
        if (url.pathname === '/__control/wallet-calls')
          return sendJson(
            response,
            200,
            store.walletCalls.filter((call) => !id || call.id === id),
          );
        sendJson(response, 404, { error: 'not found' });
      })
      .catch((error: unknown) => {
        console.error('[wallet-standin]', error);
        if (!response.headersSent) sendJson(response, 500, { error: 'stand-in error' });
      });
  });
}
