import { formatCop } from '../pricing.js';

/** What names a seat: its zone's name, its row's label, its number. */
export interface SeatPlace {
  zone: string;
  row: string;
  number: string;
}

/** "Platea · Fila F · Silla 12": how tickets, mails and the door name a seat. */
export function seatLabel(place: SeatPlace): string {
  return [place.zone, place.row ? `Fila ${place.row}` : '', `Silla ${place.number}`].filter(Boolean).join(' · ');
}

/** What a buyer's seat may be on a date's map. */
export type SeatState = 'free' | 'taken' | 'selected' | 'blocked';

const STATE_WORDS: Record<SeatState, string> = {
  free: 'libre',
  taken: 'ocupada',
  selected: 'seleccionada',
  blocked: 'no disponible',
};

const FLAG_WORDS = {
  wheelchair: 'para silla de ruedas',
  companion: 'para acompañante',
  restricted_view: 'visibilidad reducida',
} as const;

/**
 * "Platea, fila F, silla 12, $ 80.000, libre": what a screen reader says for a seat (contract);
 * its flags follow ("…, libre, para silla de ruedas").
 */
export function seatAccessibleName(
  place: SeatPlace,
  price: number,
  state: SeatState,
  flags: Partial<Record<keyof typeof FLAG_WORDS, boolean>> = {},
): string {
  const parts = [place.zone, place.row ? `fila ${place.row}` : '', `silla ${place.number}`, formatCop(price)];
  parts.push(STATE_WORDS[state]);
  for (const flag of Object.keys(FLAG_WORDS) as (keyof typeof FLAG_WORDS)[])
    if (flags[flag]) parts.push(FLAG_WORDS[flag]);
  return parts.filter(Boolean).join(', ');
}
