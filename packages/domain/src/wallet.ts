/**
 * Wallet passes (contract "Tickets where people keep them"): what an Apple Wallet pass and a
 * Google Wallet ticket show, and which tickets may have one. The functions build both passes from
 * these facts, so the two wallets and Mis tickets say the same.
 */
import { DEFAULT_SEAT } from './models.js';
import { formatEventDate, formatEventTime } from './dates.js';
import { producerLabel, type ShowProducer } from './organizers.js';
import { pulepLabel } from './pulep.js';
import { ticketReference } from './statuses.js';

/** `walletPasses`' answer: where each wallet takes the ticket. */
export interface WalletPassesResult {
  appleUrl: string;
  googleUrl: string;
}

/** A seat of a seated date as a ticket carries it (`tickets/{id}.seats`). */
export interface TicketSeat {
  seatId: string;
  zone: string;
  row: string;
  number: string | number;
  category: string;
  label: string;
}

/** The seats' labels of a seated ticket; [] for a ticket without well-formed seats. */
export function ticketSeatLabels(seats: unknown): string[] {
  if (!Array.isArray(seats)) return [];
  return seats
    .map((seat: unknown) =>
      typeof seat === 'object' && seat !== null && typeof (seat as TicketSeat).label === 'string'
        ? (seat as TicketSeat).label.trim()
        : '',
    )
    .filter(Boolean);
}

/** "Platea · Fila B · 12, Platea · Fila B · 13" for a seated ticket; else the type bought ("General"). */
export function walletSeatText(ticket: { seats?: unknown; metadata: { seatNumber: string } }): string {
  const labels = ticketSeatLabels(ticket.seats);
  if (labels.length > 0) return labels.join(', ');
  return ticket.metadata.seatNumber.trim() || DEFAULT_SEAT;
}

export interface WalletPassInput {
  ticketId: string;
  showName: string;
  start: Date;
  venueName: string;
  venueAddress: string;
  city: string;
  seat: string;
  holderName: string;
  quantity: number;
  pulepCode?: string | null;
  producer?: ShowProducer | null;
}

/** What either pass shows, in Spanish, in Bogotá time. */
export interface WalletPassFacts {
  show: string;
  /** "viernes, 27 de noviembre". */
  date: string;
  /** "21:00". */
  time: string;
  venue: string;
  address: string;
  seat: string;
  holder: string;
  /** "2 entradas". */
  admits: string;
  reference: string;
  /** "PULEP: ABC123"; '' without a code. */
  pulep: string;
  /** "Organiza: Risas Producciones SAS · NIT 900123456-8"; '' without a producer. */
  producer: string;
}

export function walletPassFacts(input: WalletPassInput): WalletPassFacts {
  return {
    show: input.showName || 'Evento',
    date: formatEventDate(input.start),
    time: formatEventTime(input.start),
    venue: input.venueName,
    address: [input.venueAddress, input.city]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', '),
    seat: input.seat,
    holder: input.holderName,
    admits: input.quantity === 1 ? '1 entrada' : `${input.quantity} entradas`,
    reference: ticketReference(input.ticketId),
    pulep: pulepLabel(input.pulepCode),
    producer: producerLabel(input.producer),
  };
}

/** Ticket statuses a pass stays live for: paid or a free reservation, and once admitted. */
const LIVE_STATUSES = ['paid', 'reserved', 'redeemed', 'used'];

export interface WalletTicketFacts {
  userId: string;
  ticketStatus: string;
  /** A free reservation is `reserved` at 0; an unpaid checkout is `reserved` with a price. */
  amount: number;
  refundRequestedAt: unknown;
  eventCancelledAt: unknown;
  transferredFrom: { userId: string } | null;
}

/**
 * Whether a ticket has a live pass for `uid`: `holder` (live), `notLive` (refunded, cancelled, an
 * unpaid hold, its date cancelled, or given away by `uid`), or `notHolder` (never `uid`'s).
 */
export function walletPassStanding(
  ticket: WalletTicketFacts,
  dateCancelled: boolean,
  uid: string,
): 'holder' | 'notLive' | 'notHolder' {
  if (ticket.userId !== uid) return ticket.transferredFrom?.userId === uid ? 'notLive' : 'notHolder';
  const unpaidHold = ticket.ticketStatus === 'reserved' && ticket.amount > 0;
  const live =
    LIVE_STATUSES.includes(ticket.ticketStatus) &&
    !unpaidHold &&
    !ticket.refundRequestedAt &&
    !ticket.eventCancelledAt &&
    !dateCancelled;
  return live ? 'holder' : 'notLive';
}

/** The wallet badges' words (Mis tickets, the QR dialog, the mail). */
export const WALLET_TEXTS = {
  apple: 'Agregar a Apple Wallet',
  google: 'Guardar en Google Wallet',
  loading: 'Preparando tu pase…',
  failed: 'No pudimos preparar el pase. Revisa tu conexión e intenta de nuevo.',
  voided: 'Esta entrada ya no es válida',
} as const;
