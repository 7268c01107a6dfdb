/**
 * The public event reads (events-queries.ts) with Firestore Lite, fetched together by the first
 * read that must happen: a page that arrived with its data embedded never fetches either.
 */
export async function eventReads() {
  const [queries, { firestoreLite }] = await Promise.all([
    import('./events-queries'),
    import('../../../lib/firestore-lite'),
  ]);
  return { ...queries, firestore: firestoreLite };
}
