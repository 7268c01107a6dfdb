import { backUrlFor } from './back-url.js';
import { checkoutPage, messagePage, voucherPage } from './checkout-page.js';
import type { Route, RouteRequest, StandInContext } from './context.js';
import { readBody, redirect, sendHtml } from './http.js';
import { isExpired, methodAllowed } from './store.js';
import { currentPayment } from './time-effects.js';
import { CHECKOUT_METHODS, type PaymentStatus, type Preference } from './types.js';

/** The three outcomes the checkout page offers. */
const CHECKOUT_OUTCOMES: readonly PaymentStatus[] = ['approved', 'rejected', 'pending'];

function payablePreference(
  context: StandInContext,
  routeRequest: RouteRequest,
  preferenceId: string | null,
): Preference | null {
  const preference = preferenceId ? context.store.preference(preferenceId) : undefined;
  if (!preference) {
    sendHtml(routeRequest.response, 404, messagePage('Pago no encontrado', 'No encontramos este enlace de pago.'));
    return null;
  }
  if (isExpired(preference, new Date())) {
    sendHtml(
      routeRequest.response,
      410,
      messagePage('Enlace vencido', 'Este enlace de pago venció. Vuelve a la tienda e intenta de nuevo.'),
    );
    return null;
  }
  return preference;
}

async function showCheckout(context: StandInContext, routeRequest: RouteRequest): Promise<void> {
  const preference = payablePreference(context, routeRequest, routeRequest.url.searchParams.get('pref_id'));
  if (preference) sendHtml(routeRequest.response, 200, checkoutPage(preference));
}

/** The buyer chose an outcome: create the payment, notify the seller (signed webhook), then send the buyer back. */
async function pay(context: StandInContext, routeRequest: RouteRequest): Promise<void> {
  const form = new URLSearchParams(await readBody(routeRequest.request));
  const preference = payablePreference(context, routeRequest, form.get('pref_id'));
  if (!preference) return;
  const status = CHECKOUT_OUTCOMES.find((outcome) => outcome === form.get('status'));
  if (!status) return sendHtml(routeRequest.response, 400, messagePage('Pago no válido', 'Elige una opción de pago.'));
  const method = CHECKOUT_METHODS.find((candidate) => candidate === (form.get('method') ?? 'card'));
  if (!method || !methodAllowed(preference, method))
    return sendHtml(
      routeRequest.response,
      400,
      messagePage('Medio no disponible', 'Este medio de pago no está disponible.'),
    );
  const payment = context.store.payPreference(preference, status, { method });
  // Mercado Pago notifies asynchronously; waiting here makes the local flow deterministic for the browser tests.
  await context.notifier.notify(payment, { action: 'payment.created' });
  const backUrl = backUrlFor(preference, payment);
  if (backUrl) return redirect(routeRequest.response, backUrl);
  sendHtml(routeRequest.response, 200, messagePage('Pago registrado', `Pago ${payment.id}: ${payment.status}.`));
}

/** The voucher an Efecty payment links to (transaction_details.external_resource_url). */
async function showVoucher(context: StandInContext, routeRequest: RouteRequest): Promise<void> {
  const payment = /^\d+$/.test(routeRequest.param) ? context.store.payment(Number(routeRequest.param)) : undefined;
  if (!payment?.transaction_details.external_resource_url)
    return sendHtml(routeRequest.response, 404, messagePage('Cupón no encontrado', 'No encontramos este cupón.'));
  sendHtml(routeRequest.response, 200, voucherPage(currentPayment(context, payment)));
}

export const checkoutRoutes: Route[] = [
  { method: 'GET', pattern: /^\/vouchers\/([^/]+)\/?$/, handle: showVoucher },
  { method: 'GET', pattern: /^(?:\/sandbox)?\/checkout\/v1\/redirect\/?$/, handle: showCheckout },
  { method: 'POST', pattern: /^\/checkout\/v1\/pay\/?$/, handle: pay },
];
