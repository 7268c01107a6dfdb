import type { Route, RouteRequest, StandInContext } from './context.js';
import { applyDelay, type ApiRequestFacts } from './faults.js';
import { apiError, bearerToken, readJsonObject, sendApiError, sendJson } from './http.js';
import { validatePreferenceRequest } from './preference-validation.js';
import { currentPayment } from './time-effects.js';

/** Bearer check, then injected faults; false when the request was already answered. */
async function admit(
  context: StandInContext,
  { request, response }: RouteRequest,
  facts: ApiRequestFacts,
): Promise<boolean> {
  if (bearerToken(request) !== context.options.accessToken) {
    sendApiError(response, apiError(401, 'unauthorized', 'invalid access token'));
    return false;
  }
  const effect = context.faults.take(facts);
  await applyDelay(effect);
  if (effect.failStatus !== null) {
    sendApiError(response, apiError(effect.failStatus, 'internal_error', 'injected fault'));
    return false;
  }
  return true;
}

async function createPreference(context: StandInContext, routeRequest: RouteRequest): Promise<void> {
  const body = await readJsonObject(routeRequest.request);
  const payer = body.payer as { email?: unknown } | undefined;
  const payerEmail = typeof payer?.email === 'string' ? payer.email : undefined;
  if (!(await admit(context, routeRequest, { payerEmail }))) return;
  const validation = validatePreferenceRequest(body);
  if (!validation.ok) return sendApiError(routeRequest.response, validation.error);
  sendJson(routeRequest.response, 201, context.store.createPreference(validation.value));
}

async function getPreference(context: StandInContext, routeRequest: RouteRequest): Promise<void> {
  const preference = context.store.preference(routeRequest.param);
  if (!(await admit(context, routeRequest, { payerEmail: preference?.payer.email }))) return;
  if (!preference) return sendApiError(routeRequest.response, apiError(404, 'not_found', 'preference not found'));
  sendJson(routeRequest.response, 200, preference);
}

async function getPayment(context: StandInContext, routeRequest: RouteRequest): Promise<void> {
  if (!(await admit(context, routeRequest, { paymentId: routeRequest.param }))) return;
  const payment = /^\d+$/.test(routeRequest.param) ? context.store.payment(Number(routeRequest.param)) : undefined;
  if (!payment) return sendApiError(routeRequest.response, apiError(404, 'not_found', 'Payment not found'));
  sendJson(routeRequest.response, 200, currentPayment(context, payment));
}

/**
 * PUT /v1/payments/{id} with `{ status: 'cancelled' }`: the seller cancels a pending payment (a
 * voucher nobody paid); its webhook follows. Anything else, or a payment no longer pending, is 400.
 */
async function updatePayment(context: StandInContext, routeRequest: RouteRequest): Promise<void> {
  const body = await readJsonObject(routeRequest.request);
  if (!(await admit(context, routeRequest, { paymentId: routeRequest.param }))) return;
  const payment = /^\d+$/.test(routeRequest.param) ? context.store.payment(Number(routeRequest.param)) : undefined;
  if (!payment) return sendApiError(routeRequest.response, apiError(404, 'not_found', 'Payment not found'));
  if (body.status !== 'cancelled')
    return sendApiError(routeRequest.response, apiError(400, 'bad_request', 'only status cancelled is supported'));
  const cancelled = context.store.cancelPending(payment);
  if (!cancelled) {
    return sendApiError(
      routeRequest.response,
      apiError(400, 'bad_request', `Payment ${payment.id} cannot be cancelled in status ${payment.status}`),
    );
  }
  sendJson(routeRequest.response, 200, cancelled);
  void context.notifier.notify(cancelled, { action: 'payment.updated' });
}

function header(routeRequest: RouteRequest, name: string): string | undefined {
  const value = routeRequest.request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Full refund; the payment then reads `refunded` and its webhook follows, as Mercado Pago does. */
async function createRefund(context: StandInContext, routeRequest: RouteRequest): Promise<void> {
  if (!(await admit(context, routeRequest, { paymentId: routeRequest.param }))) return;
  const payment = /^\d+$/.test(routeRequest.param) ? context.store.payment(Number(routeRequest.param)) : undefined;
  if (!payment) return sendApiError(routeRequest.response, apiError(404, 'not_found', 'Payment not found'));
  const result = context.store.refund(payment, header(routeRequest, 'x-idempotency-key'));
  if (!result) {
    return sendApiError(
      routeRequest.response,
      apiError(400, 'bad_request', `Payment ${payment.id} cannot be refunded in status ${payment.status}`),
    );
  }
  sendJson(routeRequest.response, 201, result.refund);
  if (result.created) void context.notifier.notify(payment, { action: 'payment.updated' });
}

/** GET /v1/payments/search?external_reference=… : Mercado Pago's paging envelope, newest first. */
async function searchPayments(context: StandInContext, routeRequest: RouteRequest): Promise<void> {
  if (!(await admit(context, routeRequest, {}))) return;
  const reference = routeRequest.url.searchParams.get('external_reference');
  const results = context.store
    .listPayments()
    .filter((payment) => reference === null || payment.external_reference === reference)
    .map((payment) => currentPayment(context, payment))
    .sort((a, b) => b.id - a.id);
  sendJson(routeRequest.response, 200, { paging: { total: results.length, limit: 30, offset: 0 }, results });
}

/** The Mercado Pago REST API endpoints the product uses. */
export const apiRoutes: Route[] = [
  { method: 'POST', pattern: /^\/checkout\/preferences\/?$/, handle: createPreference },
  { method: 'GET', pattern: /^\/checkout\/preferences\/([^/]+)\/?$/, handle: getPreference },
  { method: 'GET', pattern: /^\/v1\/payments\/search\/?$/, handle: searchPayments },
  { method: 'GET', pattern: /^\/v1\/payments\/([^/]+)\/?$/, handle: getPayment },
  { method: 'PUT', pattern: /^\/v1\/payments\/([^/]+)\/?$/, handle: updatePayment },
  { method: 'POST', pattern: /^\/v1\/payments\/([^/]+)\/refunds\/?$/, handle: createRefund },
];
