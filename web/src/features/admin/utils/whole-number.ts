/** "45.000", "45 000" and "45000" are the same COP; anything else stays invalid (NaN). */
export function wholeNumber(text: string): number {
  const compact = text.trim().replace(/[.\s]/g, '');
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}
