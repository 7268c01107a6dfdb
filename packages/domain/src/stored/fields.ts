// zod's tree-shakable form: the stored kinds ship in the web's pages (Mis tickets' offline precache)
import { z } from 'zod/mini';
import { isStoredInstant, type StoredInstant } from './instant.js';

export { dateOf, type StoredInstant } from './instant.js';

// no generated code: the web's Content-Security-Policy forbids eval, and zod's JIT probes for it
z.config({ jitless: true });

/**
 * The field readers every stored kind shares: a field missing or of the wrong type reads as its
 * empty value, so an old or hand-written document is judged, never crashes a flow or a page.
 */

export const text = z.catch(z.string(), '');
export const optionalText = z.catch(z.nullable(z.string()), null);
export const instant = z.catch(z.nullable(z.custom<StoredInstant>(isStoredInstant)), null);
export const count = z.catch(z.int().check(z.nonnegative()), 0);
export const flag = z.catch(z.boolean(), false);
