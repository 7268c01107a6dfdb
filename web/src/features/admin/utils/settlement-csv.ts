import type { SettlementFigures } from '@carcajada/domain';
import type { Settlement } from '../api/settlement';
import { csvField } from './attendees-csv';

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

export const SETTLEMENT_COLUMNS = [
  'Entradas vendidas',
  'De ellas, cortesías',
  'Subtotal entradas (COP)',
  'IVA (COP)',
  'Cargos por servicio (COP)',
  'Comisión Mercado Pago (COP)',
  'Entradas reembolsadas',
  'Reembolsos (COP)',
  'Comisión Carcajada (%)',
  'Comisión Carcajada (COP)',
  'A pagar al organizador (COP)',
] as const;

export function settlementValues(
  figures: Omit<SettlementFigures, 'commissionPercent'> & { commissionPercent?: number },
) {
  return [
    figures.tickets,
    figures.courtesyTickets,
    figures.subtotal,
    figures.tax,
    figures.serviceFee,
    figures.mpFee,
    figures.refundedTickets,
    figures.refunds,
    figures.commissionPercent ?? '',
    figures.commission,
    figures.owed,
  ];
}

/**
 * The settlement as a CSV a Spanish-locale spreadsheet opens as columns (like the attendee list):
 * a line per date, the dates of one show together, and a subtotal line after a show of several dates.
 */
export function settlementCsv(
  groups: Settlement['groups'],
  totals: Omit<SettlementFigures, 'commissionPercent'>,
): string {
  const header = ['Organizador', 'NIT', 'Show', 'Fecha', ...SETTLEMENT_COLUMNS];
  const lines = groups.flatMap((group) => {
    const dates = group.lines.map((row) => [
      row.organizer.name,
      row.organizer.nit,
      row.event.name,
      `${row.event.date} ${row.event.time}`,
      ...settlementValues(row.figures),
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
        ...settlementValues(group.subtotal),
      ],
    ];
  });
  lines.push(['Total', '', '', '', ...settlementValues(totals)]);
  return BOM + [header, ...lines].map((line) => line.map(csvField).join(SEPARATOR)).join(LINE_END) + LINE_END;
}
