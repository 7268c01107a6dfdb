import { isExternalEvent, quantityFromInput, type ComedyEvent } from '@carcajada/domain';

export const BOOK_LABELS = {
  book: 'Reservar entradas',
  bookDefaultOne: 'Reservar entradas (1)',
  external: 'Comprar en sitio externo',
} as const;

/** Spec: '(1)' tells the visitor that an empty or zero field still books one ticket. */
export function bookButtonLabel(event: Pick<ComedyEvent, 'event_type'>, quantityText: string): string {
  if (isExternalEvent(event)) return BOOK_LABELS.external;
  return quantityFromInput(quantityText) >= 1 ? BOOK_LABELS.book : BOOK_LABELS.bookDefaultOne;
}
