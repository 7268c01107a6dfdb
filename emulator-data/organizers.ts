/**
 * Organizers (v3) in the seed: two producers with their shows and sales already made, so the
 * dashboard and the settlement show real figures on first start, one ORGANIZER demo account and
 * one door-staff demo account.
 */
import type { OrganizerFormInput, ShowProducer } from '@carcajada/domain';

export interface SeedOrganizer extends Omit<OrganizerFormInput, 'id'> {
  id: string;
  /** Slugs of the catalogue's shows this organizer owns. */
  shows: string[];
}

export const SEED_ORGANIZERS: SeedOrganizer[] = [
  {
    id: 'org-risas',
    name: 'Risas Producciones SAS',
    legal_name: 'Risas Producciones S.A.S.',
    nit: '900123456-8',
    email: 'hola@risasproducciones.test',
    phone: '3014567890',
    commission_percent: 10,
    active: true,
    shows: ['noche-de-stand-up-911', 'comedia-en-la-castellana'],
  },
  {
    id: 'org-caribe',
    name: 'Caribe Stand Up SAS',
    legal_name: 'Caribe Stand Up S.A.S.',
    nit: '901456789-8',
    email: 'contacto@caribestandup.test',
    phone: '3157654321',
    commission_percent: 12,
    active: true,
    shows: ['barranquilla-se-rie', 'risas-frente-al-mar'],
  },
];

export function seedOrganizerOf(slug: string): string | undefined {
  return SEED_ORGANIZERS.find((organizer) => organizer.shows.includes(slug))?.id;
}

/** The producer a seeded show names, as saveEvent copies it from the organizer. */
export function seedProducerOf(slug: string): ShowProducer | undefined {
  const organizer = SEED_ORGANIZERS.find((candidate) => candidate.shows.includes(slug));
  return organizer ? { legal_name: organizer.legal_name, nit: organizer.nit } : undefined;
}

/** Door staff: the door demo account scans Risas Producciones' show of today. */
export const SEED_DOOR_STAFF = [{ slug: 'noche-de-stand-up-911', uid: 'demo-portero' }];

/** How a seeded sale ended up. */
export type SeedSaleState = 'paid' | 'admitted' | 'partly_admitted' | 'refunded';

export interface SeedSale {
  slug: string;
  buyer: string;
  quantity: number;
  state: SeedSaleState;
  /** Days before the seed's today that the ticket was bought. */
  daysAgo: number;
}

/** Paid tickets, a refund and some people admitted (the show of today has its doors open). */
export const SEED_SALES: SeedSale[] = [
  { slug: 'noche-de-stand-up-911', buyer: 'demo-comprador-1', quantity: 2, state: 'admitted', daysAgo: 6 },
  { slug: 'noche-de-stand-up-911', buyer: 'demo-comprador-2', quantity: 3, state: 'partly_admitted', daysAgo: 4 },
  { slug: 'noche-de-stand-up-911', buyer: 'demo-comprador-3', quantity: 1, state: 'paid', daysAgo: 2 },
  { slug: 'noche-de-stand-up-911', buyer: 'demo-comprador-1', quantity: 2, state: 'refunded', daysAgo: 3 },
  { slug: 'noche-de-stand-up-911', buyer: 'demo-comprador-2', quantity: 4, state: 'paid', daysAgo: 1 },
  { slug: 'comedia-en-la-castellana', buyer: 'demo-comprador-3', quantity: 2, state: 'paid', daysAgo: 5 },
  { slug: 'comedia-en-la-castellana', buyer: 'demo-comprador-1', quantity: 1, state: 'paid', daysAgo: 1 },
  { slug: 'barranquilla-se-rie', buyer: 'demo-comprador-2', quantity: 2, state: 'paid', daysAgo: 7 },
  { slug: 'barranquilla-se-rie', buyer: 'demo-comprador-3', quantity: 3, state: 'paid', daysAgo: 3 },
  { slug: 'barranquilla-se-rie', buyer: 'demo-comprador-1', quantity: 1, state: 'refunded', daysAgo: 2 },
];

/** Seats the seeded sales hold on a show (refunded ones gave theirs back). */
export function seedSoldSeats(slug: string): number {
  return SEED_SALES.filter((sale) => sale.slug === slug && sale.state !== 'refunded').reduce(
    (seats, sale) => seats + sale.quantity,
    0,
  );
}
