import { leaveUrlFor } from './back-url.js';
import { preferenceTotal } from './preference-validation.js';
import type { Preference } from './types.js';

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
<form method="post" action="/checkout/v1/pay" class="actions" aria-label="Resultado del pago">
<input type="hidden" name="pref_id" value="${escapeHtml(preference.id)}">
<button type="submit" name="status" value="approved" class="approve">Aprobar pago</button>
<button type="submit" name="status" value="rejected" class="reject">Rechazar pago</button>
<button type="submit" name="status" value="pending" class="pending">Dejar pendiente</button>
</form>
${leaveUrl ? `<p><a href="${escapeHtml(leaveUrl)}">Volver al sitio sin pagar</a></p>` : ''}`,
  );
}

/** Shown when a preference cannot be paid (unknown or expired) or has no back URL to return to. */
export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="status">${escapeHtml(message)}</p>`);
}
