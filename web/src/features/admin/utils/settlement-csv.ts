import type { SettlementFigures } from '@carcajada/domain';
import type { SettlementRow } from '../api/settlement';
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

/** The settlement as a CSV a Spanish-locale spreadsheet opens as columns (like the attendee list). */
export function settlementCsv(rows: SettlementRow[], totals: Omit<SettlementFigures, 'commissionPercent'>): string {
  const header = ['Organizador', 'NIT', 'Show', 'Fecha', ...SETTLEMENT_COLUMNS];
  const lines = rows.map((row) => [
    row.organizer.name,
    row.organizer.nit,
    row.event.name,
    `${row.event.date} ${row.event.time}`,
    ...settlementValues(row.figures),
  ]);
  lines.push(['Total', '', '', '', ...settlementValues(totals)]);
  return BOM + [header, ...lines].map((line) => line.map(csvField).join(SEPARATOR)).join(LINE_END) + LINE_END;
}
