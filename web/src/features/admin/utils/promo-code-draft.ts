import { formatCop, type PromoCodeInput, type PromoCodeView, type TicketType } from '@carcajada/domain';
import { bogotaLocalInput, isoFromBogotaLocal } from './ticket-type-draft';
import { wholeNumber } from './whole-number';

/** The new-code form as typed. */
export interface PromoCodeDraft {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  /** '' = no limit. */
  maxUses: string;
  /** Bogotá wall clock ("2030-03-15T20:00") or '' for no expiry. */
  validUntil: string;
  /** None = every type of the show. */
  ticketTypeIds: string[];
}

export function emptyPromoDraft(): PromoCodeDraft {
  return { code: '', kind: 'percent', value: '', maxUses: '', validUntil: '', ticketTypeIds: [] };
}

/** What `validatePromoCode` and savePromoCode receive (NaN where a number is not one). */
export function promoInputFromDraft(draft: PromoCodeDraft, eventId: string): Omit<PromoCodeInput, 'active'> {
  return {
    code: draft.code,
    eventId,
    kind: draft.kind,
    value: wholeNumber(draft.value),
    maxUses: draft.maxUses.trim() === '' ? null : wholeNumber(draft.maxUses),
    validUntil: isoFromBogotaLocal(draft.validUntil),
    ticketTypeIds: draft.ticketTypeIds.length > 0 ? draft.ticketTypeIds : null,
  };
}

/** "25 %" or "$ 10.000" off each ticket. */
export function discountLabel(code: Pick<PromoCodeView, 'kind' | 'value'>): string {
  return code.kind === 'percent' ? `${code.value} %` : formatCop(code.value);
}

/** The types a code applies to, by name ("Todos" when it names none). */
export function appliesToLabel(code: Pick<PromoCodeView, 'ticketTypeIds'>, types: readonly TicketType[]): string {
  if (!code.ticketTypeIds) return 'Todos';
  return code.ticketTypeIds.map((id) => types.find((type) => type.id === id)?.name ?? 'Tipo retirado').join(', ');
}

/** "3 de 10" or "3" when the code has no limit. */
export function usesLabel(code: Pick<PromoCodeView, 'used' | 'maxUses'>): string {
  return code.maxUses === null ? String(code.used) : `${code.used} de ${code.maxUses}`;
}

/** The expiry as Bogotá's wall clock ("2030-03-15 20:00"), or "Sin vencimiento". */
export function validUntilLabel(code: Pick<PromoCodeView, 'validUntil'>): string {
  if (!code.validUntil) return 'Sin vencimiento';
  return bogotaLocalInput(Date.parse(code.validUntil)).replace('T', ' ');
}
