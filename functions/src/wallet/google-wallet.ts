import { linkExpiry } from './tokens.js';
import type { PassView } from './pass-view.js';

/** The service account's JSON key (GOOGLE_WALLET_KEY), the fields this code reads. */
export interface GoogleServiceAccount {
  client_email: string;
  private_key: string;
  /** Where an assertion is traded for an access token (Google's own; locally the stand-in). */
  token_uri: string;
}

export function parseServiceAccount(json: string): GoogleServiceAccount {
  const key = JSON.parse(json) as Partial<GoogleServiceAccount>;
  if (!key.client_email || !key.private_key) throw new Error('GOOGLE_WALLET_KEY is not a service account key');
  return {
    client_email: key.client_email,
    private_key: key.private_key,
    token_uri: key.token_uri ?? 'https://oauth2.googleapis.com/token',
  };
}

const LANGUAGE = 'es-CO';

function localized(value: string) {
  return { defaultValue: { language: LANGUAGE, value } };
}

/** Ids Google accepts: `{issuerId}.{suffix}`, the suffix of letters, digits, '.', '_' or '-'. */
function walletId(issuerId: string, suffix: string): string {
  return `${issuerId}.${suffix.replace(/[^A-Za-z0-9._-]/g, '_')}`;
}

/** The date's class: one per date, shared by its tickets. */
export function eventClassId(issuerId: string, eventId: string): string {
  return walletId(issuerId, `date-${eventId}`);
}

/** One holder's object of a ticket: a ticket given away keeps its old object (made inactive) apart from the new one. */
export function ticketObjectId(issuerId: string, ticketId: string, holderUid: string): string {
  return walletId(issuerId, `ticket-${ticketId}-${holderUid}`);
}

/** EventTicketClass of a date: the show, its venue and its start (Bogotá time, as an instant). */
export function eventTicketClass(issuerId: string, view: PassView) {
  const { facts } = view;
  return {
    id: eventClassId(issuerId, view.eventId),
    issuerName: 'Carcajada',
    reviewStatus: 'UNDER_REVIEW',
    eventName: localized(facts.show),
    venue: { name: localized(facts.venue), address: localized(facts.address) },
    dateTime: { start: view.start.toISOString() },
    ...(facts.producer ? { finePrint: localized([facts.pulep, facts.producer].filter(Boolean).join(' · ')) } : {}),
  };
}

/** EventTicketObject of one holder's copy: the QR (the same payload as Mis tickets), holder, seat, valid interval. */
export function eventTicketObject(issuerId: string, view: PassView) {
  const { facts } = view;
  return {
    id: ticketObjectId(issuerId, view.ticketId, view.holderUid),
    classId: eventClassId(issuerId, view.eventId),
    state: view.live ? 'ACTIVE' : 'INACTIVE',
    ...(view.qrCode ? { barcode: { type: 'QR_CODE', value: view.qrCode, alternateText: facts.reference } } : {}),
    ticketHolderName: facts.holder,
    ticketNumber: facts.reference,
    ticketType: localized(facts.admits),
    seatInfo: { seat: localized(facts.seat) },
    validTimeInterval: {
      start: { date: view.issuedAt.toISOString() },
      end: { date: linkExpiry(view.start).toISOString() },
    },
    textModulesData: [facts.pulep, facts.producer]
      .filter(Boolean)
      .map((line, index) => ({ id: `legal${index}`, header: line.split(':')[0], body: line })),
  };
}

/**
 * The "Guardar en Google Wallet" link: a save JWT (RS256, the service account's key) carrying the
 * date's class and the holder's object; Google creates both, or finds them, when it is opened.
 */
export async function googleSaveUrl(
  account: GoogleServiceAccount,
  issuerId: string,
  view: PassView,
  origins: string[],
  now: Date,
): Promise<string> {
  const { importPKCS8, SignJWT } = await import('jose');
  const key = await importPKCS8(account.private_key, 'RS256');
  const jwt = await new SignJWT({
    origins,
    typ: 'savetowallet',
    payload: {
      eventTicketClasses: [eventTicketClass(issuerId, view)],
      eventTicketObjects: [eventTicketObject(issuerId, view)],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(account.client_email)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key);
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
