/**
 * The token with its first character changed ('A', or 'B' where it was 'A'): altered for sure. A
 * fixed replacement character is the token itself once in 64 tokens, and a last character of
 * base64 may carry only padding bits.
 */
export function altered(token: string): string {
  return `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;
}
