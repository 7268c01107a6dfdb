/**
 * PULEP ("Colombia-ready shows"; Ley 1493 de 2011): each public show of the
 * performing arts is registered in the Ministry of Culture's Portal Único de la Ley de
 * Espectáculos Públicos, and its code is shown to buyers. A date that sells tickets with a price
 * above 0 is made or kept active only with its code (`saveEvent`, `addShowDates`: `pulepRequired`).
 */

import { producerLabel, type ShowProducer } from './organizers.js';

/** As the Ministry issues it: 4–20 letters, digits or dashes (stored upper-case). */
export const PULEP_CODE_MIN = 4;
export const PULEP_CODE_MAX = 20;
const PULEP_CODE_PATTERN = new RegExp(`^[A-Z0-9-]{${PULEP_CODE_MIN},${PULEP_CODE_MAX}}$`);

/** Where a producer registers a show and gets its code. */
export const PULEP_PORTAL = 'pulep.mincultura.gov.co';

export const PULEP_MESSAGES = {
  invalid: `El código PULEP tiene de ${PULEP_CODE_MIN} a ${PULEP_CODE_MAX} letras, números o guiones, como lo entrega el Ministerio de Cultura`,
  required:
    'Este show vende entradas pagas: para publicarlo necesita su código PULEP (Ley 1493 de 2011). Agrégalo o deja el show oculto.',
  /** The editor's "why and where" under the field. */
  help:
    'La Ley 1493 de 2011 exige registrar cada espectáculo público en el PULEP del Ministerio de Cultura ' +
    `y mostrar su código a quien compra. Regístralo en ${PULEP_PORTAL} (con el usuario del productor) ` +
    'y copia aquí el código que te asignan. Es obligatorio para publicar una fecha con entradas pagas.',
} as const;

/** The code as typed, trimmed and upper-cased ('' when there is none). */
export function normalizePulepCode(typed: unknown): string {
  return typeof typed === 'string' ? typed.trim().toUpperCase() : '';
}

/** Shape of a typed code; an empty code is not an error here (see `pulepMissing`). */
export function pulepCodeError(typed: unknown): string | undefined {
  if (typed !== undefined && typed !== null && typeof typed !== 'string') return PULEP_MESSAGES.invalid;
  const code = normalizePulepCode(typed);
  return code === '' || PULEP_CODE_PATTERN.test(code) ? undefined : PULEP_MESSAGES.invalid;
}

/** A stored code worth showing (an old or hand-written malformed one is not shown). */
export function isPulepCode(value: unknown): value is string {
  return typeof value === 'string' && PULEP_CODE_PATTERN.test(value);
}

/** What the rule looks at of a date. */
export interface PulepRuleInput {
  status: string;
  eventType: string;
  /** The date's own price (`ticket_price`, the lowest on sale when it has types). */
  ticketPrice: number;
  /** The prices of its ticket types (archived ones left out); empty without types. */
  typePrices?: readonly number[];
  pulepCode?: string | null;
}

/**
 * Sells tickets with a price above 0 here: its price or any of its types' is above 0. An
 * `external_url` date sells elsewhere: that ticket operator shows the code, not us.
 */
export function sellsPaidTickets(date: Omit<PulepRuleInput, 'status' | 'pulepCode'>): boolean {
  if (date.eventType === 'external_url') return false;
  return date.ticketPrice > 0 || (date.typePrices ?? []).some((price) => price > 0);
}

/** The date would be active and selling paid tickets without a code: `pulepRequired`. */
export function pulepMissing(date: PulepRuleInput): boolean {
  return date.status === 'active' && sellsPaidTickets(date) && !normalizePulepCode(date.pulepCode);
}

/** "PULEP: ABC123", as the event page, the ticket, the mail and the drawn HTML say it; '' without a code. */
export function pulepLabel(code: unknown): string {
  return isPulepCode(code) ? `PULEP: ${code}` : '';
}

/** What a show, a ticket or a mail says of the show's legal identity. */
export interface ShowLegalFacts {
  pulepCode?: string | null;
  producer?: ShowProducer | null;
}

/**
 * The lines the event page, each ticket (Mis tickets and its QR dialog) and the confirmation mail
 * print under the show: "PULEP: ABC123" and "Organiza: {legal_name} · NIT {nit}". A fact missing
 * is left out.
 */
export function showLegalLines(facts: ShowLegalFacts): string[] {
  return [pulepLabel(facts.pulepCode), producerLabel(facts.producer)].filter(Boolean);
}
