import {
  SETTLEMENT_ENTRY_KINDS,
  SETTLEMENT_ENTRY_LABELS,
  settlementCategoriesText,
  settlementEntryAmount,
  type SettlementFigures,
} from '@carcajada/domain';
import type { Settlement } from '../api/settlement';
import { csvField } from './attendees-csv';

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** The lines of what is owed after the subtotal, one column each (a new kind adds its own). */
const DEDUCTIONS = SETTLEMENT_ENTRY_KINDS.filter((kind) => kind !== 'online_sales');

export const SETTLEMENT_COLUMNS = [
  'Entradas vendidas',
  'De ellas, cortesías',
  'De ellas, con promoción',
  'Descuento por promociones (COP)',
  'Subtotal entradas (COP)',
  'De él, taquilla en efectivo (COP)',
  'De él, taquilla con tarjeta (COP)',
  'IVA (COP)',
  'Cargos por servicio (COP)',
  'Comisión Mercado Pago (COP)',
  'Entradas reembolsadas',
  'Reembolsos (COP)',
  'Comisión Carcajada (%)',
  ...DEDUCTIONS.map((kind) => `${SETTLEMENT_ENTRY_LABELS[kind]} (COP)`),
  'A pagar al organizador (COP)',
];

export function settlementValues(
  figures: Omit<SettlementFigures, 'commissionPercent'> & { commissionPercent?: number },
) {
  return [
    figures.tickets,
    figures.courtesyTickets,
    figures.promotionTickets,
    figures.promotionDiscount,
    figures.subtotal,
    figures.doorCash,
    figures.doorCard,
    figures.tax,
    figures.serviceFee,
    figures.mpFee,
    figures.refundedTickets,
    figures.refunds,
    figures.commissionPercent ?? '',
    ...DEDUCTIONS.map((kind) => Math.abs(settlementEntryAmount(figures.entries, kind))),
    figures.owed,
  ];
}

/**
 * The settlement as a CSV a Spanish-locale spreadsheet opens as columns (like the attendee list):
 * a line per date, the dates of one show together, and a subtotal line after a show of several dates.
 * A seated date's sales per localidad are one text column at the end, so summing a column stays right.
 */
export function settlementCsv(
  groups: Settlement['groups'],
  totals: Omit<SettlementFigures, 'commissionPercent'>,
): string {
  const header = ['Organizador', 'NIT', 'Show', 'Fecha', 'PULEP', ...SETTLEMENT_COLUMNS, 'Por localidad'];
  const lines = groups.flatMap((group) => {
    const dates = group.lines.map((row) => [
      row.organizer.name,
      row.organizer.nit,
      row.event.name,
      `${row.event.date} ${row.event.time}`,
      row.event.pulep_code ?? '',
      ...settlementValues(row.figures),
      settlementCategoriesText(row.categories),
    ]);
    const first = group.lines[0]!;
    if (group.lines.length < 2) return dates;
    return [
      ...dates,
      [
        first.organizer.name,
        first.organizer.nit,
        `Subtotal ${first.event.name}`,
        `${group.lines.length} fechas`,
        '',
        ...settlementValues(group.subtotal),
        '',
      ],
    ];
  });
  lines.push(['Total', '', '', '', '', ...settlementValues(totals), '']);
  return BOM + [header, ...lines].map((line) => line.map(csvField).join(SEPARATOR)).join(LINE_END) + LINE_END;
}
