import { MAX_WRONG_PROMO_CODES_PER_HOUR } from '@carcajada/domain';
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { RefusalError, refusal } from '../common/errors.js';
import { COLLECTIONS, db, runTransaction } from '../common/firestore.js';

const HOUR_MS = 60 * 60_000;

/** Who is typing codes: the account when signed in, else the address the call came from. */
export interface CodeGuesser {
  uid: string | null;
  ip: string | undefined;
}

/** promo_guesses/{who}_{hour}: the address is hashed, so no IP is stored. */
function counterRef(guesser: CodeGuesser, now: Date) {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const who = guesser.uid
    ? `acct-${guesser.uid}`
    : `addr-${createHash('sha256')
        .update(guesser.ip ?? 'unknown')
        .digest('base64url')
        .slice(0, 22)}`;
  return db().collection(COLLECTIONS.promoGuesses).doc(`${who}_${hour}`);
}

/**
 * Runs a pricing step that reads a typed code, bounded exactly: each try first takes one of this
 * hour's guesses in a transaction (none left: `promoTooManyAttempts`, and nothing is looked up);
 * a try whose code exists gives it back. So at most MAX_WRONG_PROMO_CODES_PER_HOUR wrong codes
 * per hour, however many calls run at once. A code that exists but is expired, used up or for
 * another type is not a guess.
 */
export async function withCodeGuessLimit<T>(
  guesser: CodeGuesser,
  typedCode: string | undefined,
  now: Date,
  step: () => Promise<T>,
): Promise<T> {
  if (typedCode === undefined || typedCode.trim() === '') return step();
  const ref = counterRef(guesser, now);
  await runTransaction(async (transaction) => {
    const tries = Number((await transaction.get(ref)).get('wrong') ?? 0);
    if (tries >= MAX_WRONG_PROMO_CODES_PER_HOUR) throw refusal('promoTooManyAttempts');
    // expiresAt: a TTL policy on it deletes old counters in production
    transaction.set(
      ref,
      { wrong: tries + 1, expiresAt: Timestamp.fromMillis(now.getTime() + 2 * HOUR_MS) },
      { merge: true },
    );
  });
  let known = true;
  try {
    return await step();
  } catch (error) {
    known = !(error instanceof RefusalError && error.reason === 'promoUnknown');
    throw error;
  } finally {
    if (known) await ref.update({ wrong: FieldValue.increment(-1) });
  }
}

/**
 * The address a call came from: the last X-Forwarded-For entry, the one our platform's front end
 * appended (earlier entries are whatever the client sent), else the socket's peer.
 */
export function callerAddress(raw: { headers: Record<string, unknown>; ip?: string }): string | undefined {
  const forwarded = raw.headers['x-forwarded-for'];
  const last = typeof forwarded === 'string' ? forwarded.split(',').pop()?.trim() : undefined;
  return last || raw.ip;
}
