/**
 * Forms that take the reader's gender ("sola", "bienvenido", "el siguiente", "todos los que"…):
 * the words a buyer reads avoid them. Adverbs such as "solo" and nouns such as "lista" are fine.
 */
export const GENDERED_FORMS =
  /\b(sol[oa]s? (?:tú|te)|sola|solas|(?<!la )bienvenid[oa]s?|list[oa]s? para|segur[oa]s? (?:de|que)|el siguiente|la siguiente en|todos los que|todas las que|registrad[oa]s?|atent[oa]s?|invitad[oa]s?)\b/i;

/** Every string a text object holds; its functions are called with a few sample arguments. */
export function stringsOf(texts: object): string[] {
  return Object.values(texts).flatMap((value: unknown): string[] => {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
    if (typeof value !== 'function') return [];
    return [0, 1, 2, 1234].flatMap((sample) => {
      try {
        const text: unknown = (value as (...args: unknown[]) => unknown)(sample, sample, sample);
        return typeof text === 'string' ? [text] : [];
      } catch {
        return [];
      }
    });
  });
}

/** The strings of `texts` that use a gendered form. */
export function genderedStrings(texts: object): string[] {
  return stringsOf(texts).filter((text) => GENDERED_FORMS.test(text));
}
