import { escapeHtml } from '../common/html.js';

/** Inline styles only: mail clients drop <style> blocks and external CSS. */
export function htmlDocument(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="es"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#1d1d1f">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">',
    body,
    '</div></body></html>',
  ].join('');
}

export function htmlLink(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" style="color:#c2410c">${escapeHtml(text)}</a>`;
}

/** A two-column fact table: label (trusted text) and value (HTML already escaped). */
export function htmlFacts(rows: ReadonlyArray<readonly [string, string]>): string {
  const cells = rows.map(
    ([label, value]) =>
      `<tr><td style="padding:4px 12px 4px 0;color:#6b6b6b;vertical-align:top">${escapeHtml(label)}</td>` +
      `<td style="padding:4px 0">${value}</td></tr>`,
  );
  return `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${cells.join('')}</table>`;
}
