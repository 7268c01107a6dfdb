import { collection, documentId, getDocs, query, where } from 'firebase/firestore/lite';
import { asString } from '../../../lib/firestore-convert';
import { firestoreLite } from '../../../lib/firestore-lite';
import { useQuery } from '../../../lib/use-query';

/** Firestore's most values in one `in` filter. */
const IN_LIMIT = 30;

/**
 * Phones of these buyers from users/{uid} (only ADMIN lists users), 30 accounts per query: one
 * read per buyer. Only for tickets written before tickets copied the buyer's phone (`buyerPhone`).
 */
export async function getBuyerPhones(userIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds.filter(Boolean))];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += IN_LIMIT) chunks.push(unique.slice(start, start + IN_LIMIT));
  const snapshots = await Promise.all(
    chunks.map((ids) => getDocs(query(collection(firestoreLite, 'users'), where(documentId(), 'in', ids)))),
  );
  const phones = new Map<string, string>();
  for (const snapshot of snapshots)
    for (const document of snapshot.docs) phones.set(document.id, asString(document.data().phone));
  return phones;
}

const NO_PHONES: ReadonlyMap<string, string> = new Map();

/**
 * The phones of these buyers' accounts: each buyer is read once, those already read are kept when
 * more buyers come (an account without a document counts as read, with no phone, so it is not
 * asked again). A failed read leaves the ones known: phones are a nicety.
 */
export function useBuyerPhones(userIds: readonly string[]): ReadonlyMap<string, string> {
  const needed = [...new Set(userIds.filter(Boolean))].sort();
  const { data } = useQuery<ReadonlyMap<string, string>>(
    needed.length > 0 ? ['buyer-phones', ...needed] : null,
    async ({ previous = NO_PHONES }) => {
      const unread = needed.filter((uid) => !previous.has(uid));
      if (unread.length === 0) return previous;
      const found = await getBuyerPhones(unread);
      return new Map([...previous, ...unread.map((uid) => [uid, found.get(uid) ?? ''] as const)]);
    },
    { keepPreviousData: true },
  );
  return data ?? NO_PHONES;
}
