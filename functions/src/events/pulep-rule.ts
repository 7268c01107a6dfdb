import { pulepMissing, type PulepRuleInput } from '@carcajada/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { refusal } from '../common/errors.js';
import { ticketTypesOf } from '../common/firestore.js';

/** The prices a list of ticket types sells at (archived types sell nothing). */
export function typePricesOf(types: readonly (DocumentData | undefined)[]): number[] {
  return types.flatMap((type) => (type && !type.archived && typeof type.price === 'number' ? [type.price] : []));
}

/** A stored date's ticket type prices, read outside any transaction (a query there stalls the emulator). */
export async function storedTypePrices(eventId: string): Promise<number[]> {
  const types = await ticketTypesOf(eventId).get();
  return typePricesOf(types.docs.map((type) => type.data()));
}

/**
 * PULEP (Ley 1493 de 2011): a date made or kept active that sells tickets above 0 needs its
 * PULEP code. Sales themselves are never refused for it (dates written before the rule keep selling).
 */
export function assertPulep(date: PulepRuleInput): void {
  if (pulepMissing(date)) throw refusal('pulepRequired');
}
