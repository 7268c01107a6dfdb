import { bogotaDateString, formatEventTime, saleChannelLabel } from '@carcajada/domain';
import { attendeeStatusLabel, type Attendee } from './attendee-status';

/**
 * A CSV a Spanish-locale spreadsheet opens as columns: UTF-8 with a BOM (so accents survive),
 * `;` between fields (`,` is the decimal separator there), CRLF line ends, every field quoted.
 */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

const HEADER = [
  'Nombre',
  'Correo',
  'Teléfono',
  'Cantidad',
  'Estado',
  'Ingresaron',
  'Referencia',
  'Total (COP)',
  'Fecha de compra (Bogotá)',
  'PULEP',
  'Contribución parafiscal (COP)',
  'Canal',
  'Sillas',
];

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is kept as text. */
function neutralized(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutralized(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/** "2026-11-24 20:41" in Bogotá, whatever the browser's zone. */
export function bogotaDateTime(instant: Date): string {
  return `${bogotaDateString(instant)} ${formatEventTime(instant)}`;
}

/** What the list knows of its show: its PULEP code, for tickets sold before the code was recorded on them. */
export interface AttendeeShow {
  pulepCode?: string;
}

function attendeeRow(attendee: Attendee, show: AttendeeShow): (string | number)[] {
  return [
    attendee.name,
    attendee.email,
    attendee.phone,
    attendee.quantity,
    attendeeStatusLabel(attendee),
    attendee.admittedCount,
    attendee.reference,
    attendee.total,
    bogotaDateTime(attendee.createdAt),
    attendee.pulepCode || show.pulepCode || '',
    attendee.parafiscal ?? 0,
    saleChannelLabel(attendee.paymentMethod, attendee.boxOfficeMethod),
    // a seated ticket's seats, by label; empty for general admission
    (attendee.seats ?? []).join(', '),
  ];
}

export function attendeesCsv(attendees: readonly Attendee[], show: AttendeeShow = {}): string {
  const rows = [HEADER, ...attendees.map((attendee) => attendeeRow(attendee, show))];
  return BOM + rows.map((row) => row.map(csvField).join(SEPARATOR)).join(LINE_END) + LINE_END;
}

/** "asistentes-risas-en-el-parque-2026-11-27.csv" */
export function attendeesCsvFileName(eventSlug: string): string {
  return `asistentes-${eventSlug || 'show'}.csv`;
}
