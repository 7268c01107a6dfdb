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

/** A stored instant a document cannot do without (no catch: without it, it is not one). */
export const requiredInstant = z.custom<StoredInstant>(isStoredInstant);

export const text = z.catch(z.string(), '');
export const optionalText = z.catch(z.nullable(z.string()), null);
export const instant = z.catch(z.nullable(requiredInstant), null);
export const count = z.catch(z.int().check(z.nonnegative()), 0);
export const flag = z.catch(z.boolean(), false);

/**
 * A seated date's seats on a ticket or a waitlist offer (TicketSeatSchema in seating/date-seats.ts,
 * here in zod/mini for the offline precache): a malformed entry is dropped, a missing or broken
 * list reads as none.
 */
const ticketSeat = z.object({
  seatId: z.string().check(z.minLength(1)),
  zone: z.string(),
  row: z.string(),
  number: z.string(),
  category: z.string(),
  label: z.string(),
});
export const ticketSeats = z.catch(
  z.pipe(
    z.array(z.unknown()),
    z.transform((entries) =>
      entries.flatMap((entry) => {
        const seat = ticketSeat.safeParse(entry);
        return seat.success ? [seat.data] : [];
      }),
    ),
  ),
  [],
);
