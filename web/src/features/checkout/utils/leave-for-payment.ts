/** Hands the browser to Mercado Pago's checkout (its own module so tests can observe the hand-off). */
export function leaveForPayment(initPoint: string): void {
  window.location.assign(initPoint);
}
