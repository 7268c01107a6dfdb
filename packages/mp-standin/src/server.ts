import http, { type IncomingMessage } from 'node:http';
import { apiRoutes } from './api-routes.js';
import { checkoutRoutes } from './checkout-routes.js';
import type { Route, StandInContext } from './context.js';
import { isForeignBrowserRequest } from './control-origin.js';
import { controlRoutes } from './control-routes.js';
import { FaultInjector } from './faults.js';
import { apiError, BadRequestBody, sendApiError, sendJson } from './http.js';
import { WebhookNotifier } from './notifier.js';
import type { StandInOptions } from './options.js';
import type { ApiErrorBody } from './types.js';
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
    const target = routeOf(request, options);
    if ('error' in target) return sendApiError(response, target.error);
    const { route, url, param } = target;
    if (url.pathname.startsWith('/__control/') && isForeignBrowserRequest(request, options.publicUrl))
      return sendApiError(response, apiError(403, 'forbidden', 'the controls refuse pages of another origin'));
    // a handler that throws at once or later ends in the same answer: never an uncaught crash
    Promise.resolve()
      .then(() => route.handle(context, { request, response, url, param }))
      .catch((error: unknown) => {
        if (response.headersSent) return response.destroy();
        if (error instanceof BadRequestBody) return sendApiError(response, apiError(400, 'bad_request', error.message));
        console.error('[mp-standin]', error);
        sendApiError(response, apiError(500, 'internal_error', 'stand-in error'));
      });
  });
}

type RouteTarget = { route: Route; url: URL; param: string } | { error: ApiErrorBody };

/** The route and its decoded path parameter; a path that is not a valid URL or percent-encoding is a 400. */
function routeOf(request: IncomingMessage, options: StandInOptions): RouteTarget {
  let url: URL;
  let decoded: string;
  try {
    url = new URL(request.url ?? '/', options.publicUrl);
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return { error: apiError(400, 'bad_request', 'malformed path') };
  }
  const route = ROUTES.find((candidate) => candidate.method === request.method && candidate.pattern.test(url.pathname));
  if (!route) return { error: apiError(404, 'not_found', `no route ${request.method} ${decoded}`) };
  try {
    return { route, url, param: decodeURIComponent(route.pattern.exec(url.pathname)?.[1] ?? '') };
  } catch {
    return { error: apiError(400, 'bad_request', 'malformed path') };
  }
}
