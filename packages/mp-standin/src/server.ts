import http from 'node:http';
import { apiRoutes } from './api-routes.js';
import { checkoutRoutes } from './checkout-routes.js';
import type { Route, StandInContext } from './context.js';
import { controlRoutes } from './control-routes.js';
import { FaultInjector } from './faults.js';
import { apiError, BadRequestBody, sendApiError, sendJson } from './http.js';
import { WebhookNotifier } from './notifier.js';
import type { StandInOptions } from './options.js';
import { StandInStore } from './store.js';

const healthRoute: Route = {
  method: 'GET',
  pattern: /^\/health$/,
  handle: async (_context, { response }) => sendJson(response, 200, { ok: true }),
};

const ROUTES: Route[] = [healthRoute, ...apiRoutes, ...checkoutRoutes, ...controlRoutes];

/** The Mercado Pago stand-in as a plain node:http server (not yet listening). */
export function createStandInServer(options: StandInOptions): http.Server {
  const store = new StandInStore(options);
  const context: StandInContext = {
    options,
    store,
    faults: new FaultInjector(),
    notifier: new WebhookNotifier(store, options),
  };
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', options.publicUrl);
    const route = ROUTES.find(
      (candidate) => candidate.method === request.method && candidate.pattern.test(url.pathname),
    );
    if (!route) return sendApiError(response, apiError(404, 'not_found', `no route ${request.method} ${url.pathname}`));
    const param = decodeURIComponent(route.pattern.exec(url.pathname)?.[1] ?? '');
    route.handle(context, { request, response, url, param }).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof BadRequestBody) return sendApiError(response, apiError(400, 'bad_request', error.message));
      console.error('[mp-standin]', error);
      sendApiError(response, apiError(500, 'internal_error', 'stand-in error'));
    });
  });
}
