/**
 * Build-time replacement for `re2js` (see vite.config.ts). Firestore bundles that 146 KB RE2
 * engine only to evaluate regex and LIKE functions of Pipeline queries locally; Carcajada
 * makes no Pipeline queries. This adapter offers the two calls Firestore makes, on the
 * browser's own RegExp, so even an unexpected call still behaves sensibly.
 */
interface CompiledPattern {
  /** The whole text matches the pattern. */
  matches(text: string): boolean;
  /** Some part of the text matches the pattern. */
  test(text: string): boolean;
}

export const RE2JS = {
  compile(pattern: string): CompiledPattern {
    const anywhere = new RegExp(pattern, 'u');
    const whole = new RegExp(`^(?:${pattern})$`, 'u');
    return { matches: (text) => whole.test(text), test: (text) => anywhere.test(text) };
  },
};
