import { collection, documentId, getDocs, query, where } from 'firebase/firestore/lite';
import { asString } from '../../../lib/firestore-convert';
import { firestoreLite } from '../../../lib/firestore-lite';

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
