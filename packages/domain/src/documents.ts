import { DEFAULT_SEAT, type TicketMetadata, type UserRole } from './models.js';
import { seatBlockCount, splitSeats } from './seats.js';
import { isPulepCode } from './pulep.js';
import type { ShowProducer } from './organizers.js';
import { dataConsentDocument } from './data-consent.js';

/**
 * The documents the product stores, as plain objects: one builder per kind, used by the web's
 * sign-up, the seed, the tests and the benchmarks. Dates are JavaScript Dates (every Firestore SDK
 * stores them as timestamps); `creation_date` takes whatever the writer needs (a server timestamp
 * sentinel at sign-up).
 */
export interface NewUserFields {
  uid: string;
  email: string;
  name: string;
  phone: string;
}

/** users/{uid} as sign-up writes it: exactly the User fields with the sign-up defaults. */
export function newUserDocument<T>(fields: NewUserFields, creationDate: T) {
  return {
    uid: fields.uid,
    active: true,
    city: '',
    creation_date: creationDate,
    email: fields.email,
    name: fields.name,
    phone: fields.phone,
    profile_url: '',
    role: 'USER' as UserRole,
  };
}

export interface UserDocumentOptions extends NewUserFields {
  role?: UserRole;
  active?: boolean;
  city?: string;
  creationDate?: Date;
  /** The data policy's version the account accepted when it was made; absent: none recorded. */
  dataConsentVersion?: string;
}

/** users/{uid} of an account that already exists (seed, fixtures). */
export function userDocument(options: UserDocumentOptions) {
  const creationDate = options.creationDate ?? new Date();
  return {
    ...newUserDocument(options, creationDate),
    role: options.role ?? 'USER',
    active: options.active ?? true,
    city: options.city ?? '',
    ...(options.dataConsentVersion !== undefined && {
      data_consent: dataConsentDocument(options.dataConsentVersion, creationDate),
    }),
  };
}

/** event_slugs/{slug}: reserves a slug for one event, so two shows can never share it. */
export function eventSlugDocument(eventId: string) {
  return { eventId };
}

/** The show facts a ticket keeps (so it reads right after the show is edited), for the buyer named. */
export function ticketMetadata(
  userName: string,
  event: {
    name: string;
    date: string;
    time: string;
    city: string;
    venue: { name: string };
    pulep_code?: string;
    producer?: ShowProducer | null;
  },
): TicketMetadata {
  return {
    userName,
    eventName: event.name,
    eventDate: event.date,
    eventTime: event.time,
    venue: event.venue.name,
    city: event.city,
    seatNumber: DEFAULT_SEAT,
    // the ticket shows the show's PULEP code
    ...(isPulepCode(event.pulep_code) && { pulepCode: event.pulep_code }),
    ...(event.producer && { producer: { legal_name: event.producer.legal_name, nit: event.producer.nit } }),
  };
}

export interface SeatInventory {
  /** Fields of the event document. */
  event: { capacity: number; seats_left: number };
  /** events/{id}/seat_blocks/{id} documents, ids "0"… */
  blocks: { id: string; data: { seats_left: number } }[];
}

/** The seat documents of a show with `capacity` seats of which `seatsLeft` are free, split into blocks. */
export function seatInventory(
  capacity: number,
  seatsLeft = capacity,
  blocks = seatBlockCount(capacity),
): SeatInventory {
  return {
    event: { capacity, seats_left: seatsLeft },
    blocks: splitSeats(seatsLeft, blocks).map((seats, index) => ({ id: String(index), data: { seats_left: seats } })),
  };
}

/** config/payments_config: service fee per ticket (COP) and tax percent. */
export function paymentsConfigDocument(config: { fees: number; taxes: number } = { fees: 5000, taxes: 19 }) {
  return { fees: config.fees, taxes: config.taxes };
}

export interface PromoCodeDocumentOptions {
  eventId: string;
  kind: 'percent' | 'fixed';
  value: number;
  maxUses?: number | null;
  used?: number;
  validUntil?: Date | null;
  ticketTypeIds?: string[] | null;
  active?: boolean;
}

/** promo_codes/{CODE} as savePromoCode writes it (the id is the code in upper case). */
export function promoCodeDocument(options: PromoCodeDocumentOptions) {
  return {
    eventId: options.eventId,
    kind: options.kind,
    value: options.value,
    max_uses: options.maxUses ?? null,
    used: options.used ?? 0,
    valid_until: options.validUntil ?? null,
    ticketTypeIds: options.ticketTypeIds ?? null,
    active: options.active ?? true,
  };
}
