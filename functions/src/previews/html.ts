/** JSON made safe for the preview pages' script block (HTML text: common/html.ts). */
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">` block: `<` as `\u003c` (and `>`, `&`) so no
 * `</script>` or `<!--` inside the data can end or change the block; the JSON parses the same.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character]!);
}
