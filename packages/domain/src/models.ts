import type { WaitlistCount } from './waitlist.js';
import type { ShowProducer } from './organizers.js';
import type { DataConsent } from './data-consent.js';
import type { WhatsAppConsent } from './whatsapp.js';
import type { TicketPromotion } from './pricing.js';

export type UserRole = 'USER' | 'ORGANIZER' | 'ADMIN';
export const USER_ROLES: readonly UserRole[] = ['USER', 'ORGANIZER', 'ADMIN'];

/** users/{uid} as the app uses it (Timestamps converted to Dates at the boundary). */
export interface AppUser {
  uid: string;
  active: boolean;
  city: string;
  creation_date: Date;
  email: string;
  name: string;
  phone: string;
  profile_url: string;
  role: UserRole;
  address?: string;
  /** ORGANIZER accounts: the organizer whose shows they manage (written only by functions). */
  organizerId?: string;
  /** The data policy accepted (Ley 1581 de 2012); absent for an account that never gave it. */
  data_consent?: DataConsent;
  /** The consent to receive tickets by WhatsApp (contract v6); absent when never given. */
  whatsapp_consent?: WhatsAppConsent;
}

export const EVENT_STATUS_ACTIVE = 'active';
/** A date called off with `cancelEvent`: never listed, sold or admitted again. */
export const EVENT_STATUS_CANCELLED = 'cancelled';
export const EXTERNAL_EVENT_TYPE = 'external_url';

/** What a date says of itself, stored (`StoredEvent`) and shown (`ComedyEvent`) alike. */
export interface ShowDateFields {
  slug: string;
  name: string;
  description: string;
  city: string;
  venue: { name: string; address: string };
  cover_image_url: string;
  /** "YYYY-MM-DD" and "HH:MM" in Bogotá, as the organizer entered them. */
  date: string;
  time: string;
  ticket_price: number;
  status: string;
  event_type: string;
  external_url: string;
  is_recurring: boolean;
  recurrence_pattern: string;
  /** Seats of the show (≥ 1); null: no seat limit (external events). */
  capacity: number | null;
  /** Seats not taken (≥ 0), kept by the server for display (may lag a few seconds); null: no figure. */
  seats_left: number | null;
}

export interface ComedyEvent extends ShowDateFields {
  id: string;
  event_date: Date;
  /** The organizer who owns the show; null = the platform's own (ADMIN only). */
  organizerId?: string | null;
  /** The show sells ticket types at different prices (`ticket_price` is the lowest). */
  price_from?: boolean;
  /** Its visible types' promotions as the card shows them ("2x1", "Mesa x4 $ 200.000"). */
  promotion_labels?: string[];
  /** The id of the show's first date, shared by its dates (funciones); absent: one date. */
  series_id?: string | null;
  /** Listings only: how many more of the show's dates the chip's window holds ("+N fechas"). */
  more_dates?: number;
  /** Listings only: its show's active date just before it (show-listing.ts previousDates); the next page starts after it. */
  previous_date?: Date;
  /** A cancelled date's refunds so far (cancelEvent); absent otherwise. */
  cancellation?: { paid: number; refunded: number; done: boolean } | null;
  /** The date's waitlist as organizers see it (entries still waiting and their seats). */
  waitlist?: WaitlistCount;
  /** Before this instant nothing of the date is sold ("Venta desde …"); absent: no opening time. */
  sale_opens_at?: Date | null;
  /** Buying needs a turn of the date's virtual queue. */
  queue?: boolean;
  /** Buyers the queue admits per minute. */
  queue_rate?: number;
  /** Seats kept from the online sale for the door (`box_office_quota`); absent = none. */
  box_office_quota?: number;
  /** The date's PULEP code (upper-case); absent or '' = none. */
  pulep_code?: string;
  /** Its organizer's razón social and NIT, copied onto the date; absent: the platform's show. */
  producer?: ShowProducer | null;
  /** A seated date's plan (`seating_plans/{id}`); absent or null: general admission. */
  seating_plan_id?: string | null;
  /** A seated date's categories, each sold as one of its ticket types: { [categoryName]: ticketTypeId }. */
  seat_categories?: Record<string, string> | null;
  /** A seated date's seats kept for the door (its `box_office_quota` is their count). */
  box_office_seats?: string[] | null;
}

export function isExternalEvent(event: Pick<ComedyEvent, 'event_type'>): boolean {
  return event.event_type === EXTERNAL_EVENT_TYPE;
}

export interface TicketMetadata {
  userName: string;
  eventName: string;
  eventDate: string;
  eventTime: string;
  venue: string;
  city: string;
  seatNumber: string;
  /** The show's PULEP code when it was bought (absent: none). */
  pulepCode?: string;
  /** The show's producer when it was bought (absent: none). */
  producer?: ShowProducer;
}

/** A ticket's metadata before anything is known of its buyer and show. */
export const EMPTY_TICKET_METADATA: TicketMetadata = {
  userName: '',
  eventName: '',
  eventDate: '',
  eventTime: '',
  venue: '',
  city: '',
  seatNumber: '',
};

/** A ticket's price as charged (COP): IVA and fees stay reportable after payments_config changes. */
export interface TicketPrice {
  unitPrice: number;
  subtotal: number;
  tax: number;
  serviceFee: number;
  total: number;
  /** The tax percent and the per-ticket service fee applied to this sale. */
  taxesPercent: number;
  feePerTicket: number;
}

/** cancelTicket's answer. */
export interface CancelTicketResult {
  ticketId: string;
  cancelled: true;
}

/**
 * `sendTicketConfirmations`: after the account verified its email, the confirmations of its live
 * tickets are queued (each at most once). `verified` false: Auth does not say verified yet.
 */
export interface SendTicketConfirmationsResult {
  verified: boolean;
  /** Confirmation mails created by this call (0 when all were sent before). */
  queued: number;
}

export interface PreviewOrderResult {
  unitPrice: number;
  discountPerTicket: number;
  /** The type's promotion that priced the order, and the COP it took off (0 without one). */
  promotion: TicketPromotion | null;
  promotionDiscount: number;
  quantity: number;
  subtotal: number;
  tax: number;
  fee: number;
  total: number;
}

export type CreateTicketPreferenceResult =
  { initPoint: string; ticketId: string; preferenceId: string } | { ticketId: string; reserved: true };

export const DEFAULT_SEAT = 'General';
