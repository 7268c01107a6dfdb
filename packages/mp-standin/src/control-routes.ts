import type { Route, RouteRequest, StandInContext } from './context.js';
import type { FaultSpec } from './faults.js';
import { readJsonObject, sendJson } from './http.js';
import type { NotifyOptions } from './notifier.js';
import { methodAllowed, type PendingOutcome } from './store.js';
import { currentPayment, sweepPayments } from './time-effects.js';
import { CHECKOUT_METHODS, PAYMENT_STATUSES, type CheckoutMethod, type Payment, type PaymentStatus } from './types.js';

/** Test controls under /__control/ (JSON in, JSON out; 4xx with { error } on bad input). */
class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function paymentStatus(value: unknown): PaymentStatus {
  const status = PAYMENT_STATUSES.find((candidate) => candidate === value);
  if (!status) throw new ControlError(400, `status must be one of ${PAYMENT_STATUSES.join(', ')}`);
  return status;
}

function checkoutMethod(value: unknown): CheckoutMethod {
  if (value === undefined) return 'card';
  const method = CHECKOUT_METHODS.find((candidate) => candidate === value);
  if (!method) throw new ControlError(400, `method must be one of ${CHECKOUT_METHODS.join(', ')}`);
  return method;
}

const PENDING_OUTCOMES: readonly PendingOutcome[] = ['approved', 'rejected', 'expired'];

function pendingOutcome(value: unknown): PendingOutcome {
  const outcome = PENDING_OUTCOMES.find((candidate) => candidate === value);
  if (!outcome) throw new ControlError(400, `outcome must be one of ${PENDING_OUTCOMES.join(', ')}`);
  return outcome;
}

function optionalNumber(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ControlError(400, `${name} must be a number`);
  return value;
}

function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ControlError(400, `${name} must be a string`);
  return value;
}

function notifyOptions(body: Record<string, unknown>): NotifyOptions {
  return {
    times: optionalNumber(body.times, 'times'),
    identical: body.identical === true,
    parallel: body.parallel === true,
    action: optionalString(body.action, 'action'),
  };
}

function existingPayment(context: StandInContext, id: string): Payment {
  const payment = /^\d+$/.test(id) ? context.store.payment(Number(id)) : undefined;
  if (!payment) throw new ControlError(404, `no payment ${id}`);
  return payment;
}

async function payPreference(context: StandInContext, { request, response, param }: RouteRequest): Promise<void> {
  const body = await readJsonObject(request);
  const preference = context.store.preference(param);
  if (!preference) throw new ControlError(404, `no preference ${param}`);
  const method = checkoutMethod(body.method);
  if (!methodAllowed(preference, method)) throw new ControlError(409, `the preference excludes ${method}`);
  // PSE and Efecty always start pending, whatever status is asked
  const status = method === 'card' ? paymentStatus(body.status) : 'pending';
  const payment = context.store.payPreference(preference, status, {
    method,
    statusDetail: optionalString(body.statusDetail, 'statusDetail'),
    amount: optionalNumber(body.amount, 'amount'),
    currency: optionalString(body.currency, 'currency'),
  });
  const deliveries =
    body.notify === false
      ? []
      : await context.notifier.notify(payment, { ...notifyOptions(body), action: 'payment.created' });
  sendJson(response, 201, { payment, deliveries });
}

async function notifyPayment(context: StandInContext, { request, response, param }: RouteRequest): Promise<void> {
  const body = await readJsonObject(request);
  const payment = existingPayment(context, param);
  sendJson(response, 200, { deliveries: await context.notifier.notify(payment, notifyOptions(body)) });
}

async function changePaymentStatus(context: StandInContext, { request, response, param }: RouteRequest): Promise<void> {
  const body = await readJsonObject(request);
  const payment = context.store.changePaymentStatus(
    existingPayment(context, param),
    paymentStatus(body.status),
    optionalString(body.statusDetail, 'statusDetail'),
  );
  const deliveries = body.notify === false ? [] : await context.notifier.notify(payment, notifyOptions(body));
  sendJson(response, 200, { payment, deliveries });
}

/**
 * A pending PSE transfer or Efecty voucher settled later, as the bank or the counter does:
 * `{ outcome: 'approved' | 'rejected' | 'expired' }`, then its webhook. 409 when it is no longer
 * pending (a voucher past its date_of_expiration can no longer be paid).
 */
async function settlePayment(context: StandInContext, { request, response, param }: RouteRequest): Promise<void> {
  const body = await readJsonObject(request);
  const outcome = pendingOutcome(body.outcome);
  const existing = existingPayment(context, param);
  const payment = context.store.settlePending(existing, outcome);
  if (!payment)
    throw new ControlError(409, `payment ${param} is ${existing.status}/${existing.status_detail}, not pending`);
  const deliveries = body.notify === false ? [] : await context.notifier.notify(payment, notifyOptions(body));
  sendJson(response, 200, { payment, deliveries });
}

/** Applies time to every payment now (PSE timeouts, expired vouchers) and notifies each change. */
async function sweep(context: StandInContext, { response }: RouteRequest): Promise<void> {
  sendJson(response, 200, { changed: await sweepPayments(context) });
}

async function listPayments(context: StandInContext, { response }: RouteRequest): Promise<void> {
  sendJson(response, 200, {
    payments: context.store.listPayments().map((payment) => currentPayment(context, payment)),
  });
}

async function showPayment(context: StandInContext, { response, param }: RouteRequest): Promise<void> {
  const payment = currentPayment(context, existingPayment(context, param));
  sendJson(response, 200, { payment, deliveries: context.store.deliveriesFor(payment.id) });
}

async function listRefunds(context: StandInContext, { response }: RouteRequest): Promise<void> {
  sendJson(response, 200, context.store.listRefunds());
}

function faultSpec(body: Record<string, unknown>): FaultSpec {
  if (body.kind !== 'fail' && body.kind !== 'delay') throw new ControlError(400, "kind must be 'fail' or 'delay'");
  const scope = (body.scope ?? {}) as Record<string, unknown>;
  return {
    kind: body.kind,
    status: optionalNumber(body.status, 'status'),
    delayMs: optionalNumber(body.delayMs, 'delayMs'),
    count: optionalNumber(body.count, 'count'),
    after: optionalNumber(body.after, 'after'),
    scope: {
      paymentId: optionalString(scope.paymentId, 'scope.paymentId'),
      payerEmail: optionalString(scope.payerEmail, 'scope.payerEmail'),
    },
  };
}

async function addFault(context: StandInContext, { request, response }: RouteRequest): Promise<void> {
  context.faults.add(faultSpec(await readJsonObject(request)));
  sendJson(response, 201, { faults: context.faults.list() });
}

/** DELETE /__control/faults clears all; ?paymentId= / ?payerEmail= clears only faults with that scope. */
async function clearFaults(context: StandInContext, { response, url }: RouteRequest): Promise<void> {
  const paymentId = url.searchParams.get('paymentId') ?? undefined;
  const payerEmail = url.searchParams.get('payerEmail') ?? undefined;
  context.faults.clear(paymentId !== undefined || payerEmail !== undefined ? { paymentId, payerEmail } : undefined);
  sendJson(response, 200, { faults: context.faults.list() });
}

async function reset(context: StandInContext, { response }: RouteRequest): Promise<void> {
  context.store.reset();
  context.faults.clear();
  sendJson(response, 200, { reset: true });
}

/** Wraps a control handler so bad input answers 4xx JSON instead of failing the request. */
function control(handle: Route['handle']): Route['handle'] {
  return async (context, routeRequest) => {
    try {
      await handle(context, routeRequest);
    } catch (error) {
      if (!(error instanceof ControlError)) throw error;
      sendJson(routeRequest.response, error.status, { error: error.message });
    }
  };
}

export const controlRoutes: Route[] = [
  { method: 'POST', pattern: /^\/__control\/preferences\/([^/]+)\/pay$/, handle: control(payPreference) },
  { method: 'POST', pattern: /^\/__control\/payments\/([^/]+)\/notify$/, handle: control(notifyPayment) },
  { method: 'POST', pattern: /^\/__control\/payments\/([^/]+)\/status$/, handle: control(changePaymentStatus) },
  { method: 'POST', pattern: /^\/__control\/payments\/([^/]+)\/settle$/, handle: control(settlePayment) },
  { method: 'POST', pattern: /^\/__control\/sweep$/, handle: control(sweep) },
  { method: 'GET', pattern: /^\/__control\/payments$/, handle: control(listPayments) },
  { method: 'GET', pattern: /^\/__control\/payments\/([^/]+)$/, handle: control(showPayment) },
  { method: 'GET', pattern: /^\/__control\/refunds$/, handle: control(listRefunds) },
  { method: 'POST', pattern: /^\/__control\/faults$/, handle: control(addFault) },
  { method: 'DELETE', pattern: /^\/__control\/faults$/, handle: control(clearFaults) },
  { method: 'POST', pattern: /^\/__control\/reset$/, handle: control(reset) },
];
