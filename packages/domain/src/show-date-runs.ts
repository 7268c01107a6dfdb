import { bogotaInstant, bogotaDateString } from './dates.js';
import { MAX_SHOW_DATES_PER_CALL, type ShowDate } from './show-dates.js';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * "Cada semana hasta …": the first date and then the same weekday and time every week up to
 * `until` ("YYYY-MM-DD", that day included), at most 52 dates (one addShowDates call). Bogotá has
 * no daylight saving, so a week is always 7 × 24 h.
 */
export function weeklyShowDates(first: ShowDate, until: string): ShowDate[] {
  const dates: ShowDate[] = [];
  const start = bogotaInstant(first.date, first.time).getTime();
  if (Number.isNaN(start)) return dates;
  for (let week = 0; dates.length < MAX_SHOW_DATES_PER_CALL; week += 1) {
    const date = bogotaDateString(new Date(start + week * WEEK_MS));
    if (date > until) break;
    dates.push({ date, time: first.time });
  }
  return dates;
}

/**
 * A cancelled date's refunds as the dashboard shows them, from the event's `cancellation` record
 * (cancelEvent writes it: `paid` live tickets paid through Mercado Pago, `refunded` of those so far,
 * `done` once nothing is left; a record with only `tickets` counts those).
 */
export interface CancellationProgress {
  paid: number;
  refunded: number;
  done: boolean;
}

/** "Reembolsos: 120 de 300" on the dashboard (" · terminado" once done). */
export const cancellationProgressLabel = ({ paid, refunded, done }: CancellationProgress): string =>
  `Reembolsos: ${refunded} de ${paid}${done ? ' · terminado' : ''}`;

const count = (figure: unknown) =>
  typeof figure === 'number' && Number.isFinite(figure) && figure >= 0 ? figure : null;

/** The progress as stored, or null when the date has none (never cancelled). */
export function cancellationProgressFrom(value: unknown): CancellationProgress | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const paid = count(record.paid) ?? count(record.tickets);
  if (paid === null) return null;
  const refunded = Math.min(count(record.refunded) ?? 0, paid);
  return { paid, refunded, done: typeof record.done === 'boolean' ? record.done : refunded >= paid };
}

export const SHOW_DATES_MESSAGES = {
  added: (count: number) => (count === 1 ? 'Agregamos 1 fecha.' : `Agregamos ${count} fechas.`),
  noDates: 'Elige una fecha y una hora.',
  untilBeforeFirst: 'La fecha final de la serie debe ser igual o posterior a la primera fecha.',
  cancelQuestion: (label: string) =>
    `¿Cancelar la función del ${label}? Dejará de venderse y se reembolsará a todas las personas con entradas. No se puede deshacer.`,
  cancelled: (tickets: number) =>
    tickets === 1
      ? 'Función cancelada: estamos reembolsando 1 ticket.'
      : `Función cancelada: estamos reembolsando ${tickets} tickets.`,
} as const;
