import { leaveUrlFor } from './back-url.js';
import { preferenceTotal } from './preference-validation.js';
import { methodAllowed } from './store.js';
import type { Payment, Preference } from './types.js';

const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLES = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #ededed; color: #1a1a1a; }
  header { background: #ffe600; padding: 14px 24px; display: flex; align-items: center; gap: 12px; }
  header .logo { background: #00629b; color: #fff; font-weight: 700; border-radius: 999px; padding: 6px 14px; }
  main { max-width: 560px; margin: 32px auto; background: #fff; border-radius: 8px; padding: 24px 28px;
    box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin: 0 0 4px; }
  .sandbox { color: #5c5c5c; margin: 0 0 20px; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 16px; }
  th, td { text-align: left; padding: 8px 4px; border-bottom: 1px solid #e0e0e0; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  .total { font-size: 1.3rem; display: flex; justify-content: space-between; margin: 8px 0 24px; }
  .actions { display: grid; gap: 12px; }
  button { font: inherit; font-weight: 600; padding: 12px 16px; border-radius: 6px; cursor: pointer; border: 2px solid; }
  button:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
  .approve { background: #00629b; border-color: #00629b; color: #fff; }
  .reject { background: #fff; border-color: #b42318; color: #b42318; }
  .pending { background: #fff; border-color: #4a4a4a; color: #333; }
  section { border-top: 1px solid #e0e0e0; padding-top: 12px; margin-top: 16px; }
  h2 { font-size: 1.05rem; margin: 0 0 8px; }
  .voucher { font-family: monospace; font-size: 1.4rem; letter-spacing: .1em; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<header><span class="logo" aria-hidden="true">mercado pago</span><span>Simulador local de Mercado Pago</span></header>
<main>
${content}
</main>
</body>
</html>`;
}

function itemRows(preference: Preference): string {
  return preference.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.title)}</td><td class="amount">${item.quantity}</td>` +
        `<td class="amount">${escapeHtml(cop.format(item.unit_price * item.quantity))}</td></tr>`,
    )
    .join('\n');
}

function payForm(preference: Preference, method: string, buttons: string): string {
  return `<form method="post" action="/checkout/v1/pay" class="actions" aria-label="${method === 'card' ? 'Resultado del pago' : `Pagar con ${method}`}">
<input type="hidden" name="pref_id" value="${escapeHtml(preference.id)}">
<input type="hidden" name="method" value="${method}">
${buttons}
</form>`;
}

/** One section per way to pay the preference allows (cards, PSE, Efecty), as Checkout Pro in Colombia. */
function methodSections(preference: Preference): string {
  const sections: string[] = [];
  if (methodAllowed(preference, 'card'))
    sections.push(`<section aria-labelledby="pay-card"><h2 id="pay-card">Tarjeta de crédito o débito</h2>
${payForm(
  preference,
  'card',
  `<button type="submit" name="status" value="approved" class="approve">Aprobar pago</button>
<button type="submit" name="status" value="rejected" class="reject">Rechazar pago</button>
<button type="submit" name="status" value="pending" class="pending">Dejar pendiente</button>`,
)}</section>`);
  if (methodAllowed(preference, 'pse'))
    sections.push(`<section aria-labelledby="pay-pse"><h2 id="pay-pse">PSE (transferencia bancaria)</h2>
<p>La transferencia queda pendiente hasta que el banco la confirme (máximo 15 minutos).</p>
${payForm(preference, 'pse', '<button type="submit" name="status" value="pending" class="pending">Pagar con PSE</button>')}</section>`);
  if (methodAllowed(preference, 'efecty'))
    sections.push(`<section aria-labelledby="pay-efecty"><h2 id="pay-efecty">Efectivo en Efecty</h2>
<p>Recibes un cupón para pagar en cualquier punto Efecty antes de su vencimiento.</p>
${payForm(preference, 'efecty', '<button type="submit" name="status" value="pending" class="pending">Pagar en efectivo con Efecty</button>')}</section>`);
  return sections.join('\n');
}

const dateTime = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'America/Bogota',
});

const VOUCHER_STATE: Record<string, string> = {
  pending: 'Pendiente de pago',
  approved: 'Pagado',
  cancelled: 'Vencido: ya no se puede pagar',
  rejected: 'Rechazado',
  refunded: 'Reembolsado',
};

/** The Efecty voucher (transaction_details.external_resource_url): amount, reference, deadline. */
export function voucherPage(payment: Payment): string {
  const deadline = payment.date_of_expiration ? dateTime.format(new Date(payment.date_of_expiration)) : '';
  return page(
    'Cupón de pago Efecty',
    `<h1>Cupón de pago Efecty</h1>
<p class="sandbox">Entorno de pruebas: no se hace ningún cobro real.</p>
<p>Convenio Mercado Pago · Referencia de pago</p>
<p class="voucher" data-testid="voucher-reference">${payment.id}</p>
<p class="total"><span>Valor a pagar</span><strong>${escapeHtml(cop.format(payment.transaction_amount))}</strong></p>
${deadline ? `<p>Paga antes de: <strong data-testid="voucher-deadline">${escapeHtml(deadline)}</strong></p>` : ''}
<p role="status">Estado: ${escapeHtml(VOUCHER_STATE[payment.status] ?? payment.status)}</p>`,
  );
}

/** The Spanish Checkout Pro page behind init_point: items, total, the three outcomes and a way back without paying. */
export function checkoutPage(preference: Preference): string {
  const leaveUrl = leaveUrlFor(preference);
  const total = cop.format(preferenceTotal(preference.items));
  return page(
    'Pagar con Mercado Pago',
    `<h1>Pagar con Mercado Pago</h1>
<p class="sandbox">Entorno de pruebas: no se hace ningún cobro real.</p>
${preference.payer.email ? `<p>Comprador: ${escapeHtml(preference.payer.email)}</p>` : ''}
<table>
<caption class="visually-hidden">Resumen de la compra</caption>
<thead><tr><th scope="col">Concepto</th><th scope="col" class="amount">Cantidad</th><th scope="col" class="amount">Valor</th></tr></thead>
<tbody>
${itemRows(preference)}
</tbody>
</table>
<p class="total"><span>Total a pagar</span><strong data-testid="checkout-total">${escapeHtml(total)}</strong></p>
${methodSections(preference)}
${leaveUrl ? `<p><a href="${escapeHtml(leaveUrl)}">Volver al sitio sin pagar</a></p>` : ''}`,
  );
}

/** Shown when a preference cannot be paid (unknown or expired) or has no back URL to return to. */
export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="status">${escapeHtml(message)}</p>`);
}
