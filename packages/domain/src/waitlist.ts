/**
 * The waitlist of a sold-out date (contract "Waitlist"): entries at `waitlist/{eventId}_{uid}`,
 * offers held for one account for `WAITLIST_OFFER_MINUTES`, and the texts the web app shows.
 */
export const WAITLIST_OFFER_MINUTES = 60;
export const WAITLIST_MAX_QUANTITY = 10;

export type WaitlistStatus = 'waiting' | 'offered' | 'bought' | 'expired' | 'left';

/** One entry per account and date. */
export function waitlistEntryId(eventId: string, uid: string): string {
  return `${eventId}_${uid}`;
}

/** The organizer's count on the event document (`waitlist`): entries still waiting and their seats. */
export interface WaitlistCount {
  people: number;
  seats: number;
}

export function waitlistCountFrom(data: unknown): WaitlistCount {
  const value = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const whole = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);
  return { people: whole(value.people), seats: whole(value.seats) };
}

export interface JoinWaitlistResult {
  entryId: string;
  status: WaitlistStatus;
  quantity: number;
}

export const WAITLIST_TEXTS = {
  soldOut: 'Agotado',
  join: 'Avísame si se liberan entradas',
  joined: 'Estás en la lista de espera',
  leave: 'Salir de la lista',
  offered: 'Se liberaron entradas para ti: cómpralas antes de que venza la oferta.',
  buyOffer: 'Comprar mis entradas apartadas',
  quantityLabel: 'Entradas que quieres',
  categoryLabel: 'Localidad',
  heldSeats: 'Tus sillas apartadas',
  offerCheckout: (minutes: number) => `Estas entradas están apartadas para ti durante ${minutes} minutos.`,
  dashboardCount: (count: WaitlistCount) =>
    `En lista de espera: ${count.people} ${count.people === 1 ? 'persona' : 'personas'}, ` +
    `${count.seats} ${count.seats === 1 ? 'entrada' : 'entradas'}`,
  mailSubject: (show: string) => `Se liberaron entradas para ${show}`,
  mailIntro: (show: string, quantity: number, minutes: number) =>
    `Estabas en la lista de espera de ${show}: apartamos ${quantity} ${quantity === 1 ? 'entrada' : 'entradas'} ` +
    `para ti durante ${minutes} minutos. Si no las compras a tiempo, pasan a la siguiente persona de la lista.`,
  mailLink: 'Comprar mis entradas',
} as const;
