import type { LegalOperator } from './data-consent.js';
import { digitsOnly, validateEmail, validatePhone, type FieldErrors } from './validation.js';

/**
 * Organizers (v3): the producers and venues that sell their own shows on Carcajada. The
 * platform keeps `commission_percent` of each show's ticket subtotal; the rest is owed to them.
 */
export const COMMISSION_PERCENT_MAX = 50;
export const ORGANIZER_NAME_MAX = 100;
/** The producer's razón social as registered ("Organiza: {legal_name} · NIT {nit}"). */
export const ORGANIZER_LEGAL_NAME_MAX = 150;

/** DIAN's weights for the NIT check digit, from the rightmost digit of the base number. */
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The check digit DIAN computes for a NIT's base number (digits only, up to 15). */
export function nitCheckDigit(base: string): number {
  const digits = [...base].reverse();
  const sum = digits.reduce((total, digit, index) => total + Number(digit) * NIT_WEIGHTS[index]!, 0);
  const remainder = sum % 11;
  return remainder <= 1 ? remainder : 11 - remainder;
}

/**
 * A NIT as typed ("900.123.456-8", "9001234568") in its stored form "900123456-8", or null when
 * it is not 6–15 digits followed by its correct check digit.
 */
export function normalizeNit(typed: string): string | null {
  const digits = digitsOnly(typed);
  if (digits.length < 7 || digits.length > 16) return null;
  const base = digits.slice(0, -1);
  const check = Number(digits.slice(-1));
  return nitCheckDigit(base) === check ? `${base}-${check}` : null;
}

export const ORGANIZER_FORM_MESSAGES = {
  nameRequired: 'El nombre del organizador es requerido',
  nameTooLong: `El nombre puede tener hasta ${ORGANIZER_NAME_MAX} caracteres`,
  legalNameRequired: 'La razón social es requerida: es la que se muestra a quien compra',
  legalNameTooLong: `La razón social puede tener hasta ${ORGANIZER_LEGAL_NAME_MAX} caracteres`,
  nitInvalid: 'El NIT no es válido: revisa los dígitos y el dígito de verificación',
  commissionInvalid: `La comisión debe ser un número entero entre 0 y ${COMMISSION_PERCENT_MAX}`,
} as const;

export interface OrganizerFormInput {
  /** Absent: create. */
  id?: string;
  name: string;
  /** The razón social the event page, the ticket and the mail name as producer. */
  legal_name: string;
  nit: string;
  email: string;
  phone: string;
  commission_percent: number;
  active: boolean;
}

export type OrganizerFormErrors = FieldErrors<keyof OrganizerFormInput>;

export type OrganizerFormValidation =
  { ok: true; value: OrganizerFormInput } | { ok: false; fieldErrors: OrganizerFormErrors };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Validates what saveOrganizer receives (and the web form shows), with the stored NIT and phone. */
export function validateOrganizerForm(input: unknown): OrganizerFormValidation {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const name = text(record.name);
  const legalName = text(record.legal_name).replace(/\s+/g, ' ');
  const nit = normalizeNit(text(record.nit));
  const email = text(record.email).toLowerCase();
  const phone = digitsOnly(text(record.phone));
  const commission = record.commission_percent;
  const fieldErrors: OrganizerFormErrors = {};
  if (!name) fieldErrors.name = ORGANIZER_FORM_MESSAGES.nameRequired;
  else if (name.length > ORGANIZER_NAME_MAX) fieldErrors.name = ORGANIZER_FORM_MESSAGES.nameTooLong;
  if (!legalName) fieldErrors.legal_name = ORGANIZER_FORM_MESSAGES.legalNameRequired;
  else if (legalName.length > ORGANIZER_LEGAL_NAME_MAX)
    fieldErrors.legal_name = ORGANIZER_FORM_MESSAGES.legalNameTooLong;
  if (!nit) fieldErrors.nit = ORGANIZER_FORM_MESSAGES.nitInvalid;
  const emailError = validateEmail(email);
  if (emailError) fieldErrors.email = emailError;
  const phoneError = validatePhone(phone);
  if (phoneError) fieldErrors.phone = phoneError;
  if (
    typeof commission !== 'number' ||
    !Number.isInteger(commission) ||
    commission < 0 ||
    commission > COMMISSION_PERCENT_MAX
  )
    fieldErrors.commission_percent = ORGANIZER_FORM_MESSAGES.commissionInvalid;
  if (Object.keys(fieldErrors).length > 0 || !nit) return { ok: false, fieldErrors };
  const id = typeof record.id === 'string' && record.id ? record.id : undefined;
  return {
    ok: true,
    value: {
      ...(id && { id }),
      name,
      legal_name: legalName,
      nit,
      email,
      phone,
      commission_percent: commission as number,
      active: record.active !== false,
    },
  };
}

/** The producer a show names: copied from its organizer onto `events/{id}.producer`. */
export interface ShowProducer {
  legal_name: string;
  nit: string;
}

/** An organizer document's producer fields; null when either is missing (an organizer from before v5 uses its name). */
export function producerOf(organizer: Record<string, unknown> | undefined): ShowProducer | null {
  if (!organizer) return null;
  const legalName =
    typeof organizer.legal_name === 'string' && organizer.legal_name.trim()
      ? organizer.legal_name.trim()
      : typeof organizer.name === 'string'
        ? organizer.name.trim()
        : '';
  const nit = typeof organizer.nit === 'string' ? organizer.nit.trim() : '';
  return legalName && nit ? { legal_name: legalName, nit } : null;
}

/** A stored `producer` (event) as it is shown, or null when malformed. */
export function producerFrom(value: unknown): ShowProducer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { legal_name: legalName, nit } = value as Record<string, unknown>;
  return typeof legalName === 'string' && legalName && typeof nit === 'string' && nit
    ? { legal_name: legalName, nit }
    : null;
}

/** What a show (an event, a ticket) says of who produces it: its stored producer and its organizer. */
export interface ProducerFacts {
  producer?: ShowProducer | null;
  /** null, '' or absent: the platform's own show. */
  organizerId?: string | null;
}

/** True when the show's producer is the operator of config/legal: no producer of its own, no organizer. */
export function producedByOperator(show: ProducerFacts): boolean {
  return !show.producer && !show.organizerId;
}

/**
 * Who a show names as its producer: its own (copied from its organizer), or, for a show without
 * an organizer, the operator of config/legal (`operator` null: not known, none named).
 */
export function showProducer(
  show: ProducerFacts,
  operator: Pick<LegalOperator, 'legal_name' | 'nit'> | null,
): ShowProducer | null {
  if (show.producer) return show.producer;
  if (show.organizerId || !operator) return null;
  return { legal_name: operator.legal_name, nit: operator.nit };
}

/** "Organiza: Risas Producciones SAS · NIT 900123456-8"; '' without a producer. */
export function producerLabel(producer: ShowProducer | null | undefined): string {
  return producer ? `Organiza: ${producer.legal_name} · NIT ${producer.nit}` : '';
}

/** The callables' requests and answers. */
export interface SaveOrganizerRequest {
  organizer: OrganizerFormInput;
}
export interface SaveOrganizerResult {
  organizerId: string;
}
export interface MembershipResult {
  uid: string;
  removed: boolean;
}

/** Who a callable or a page acts for: the platform, or one organizer's shows only. */
export type ShowScope = { role: 'ADMIN' } | { role: 'ORGANIZER'; organizerId: string };
