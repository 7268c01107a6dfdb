import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

const PAGE = 100;
/** Candidates worked on at once within a page (each is a few API and Firestore calls). */
const IN_FLIGHT = 10;

/**
 * Every document of an ordered query, page by page (a cursor after the last one seen, not the
 * same oldest page again), each handed to `work` at most IN_FLIGHT at a time. One candidate that
 * throws is counted in `failed` and never stops the run.
 */
export async function forEachPaged(
  query: Query,
  work: (doc: QueryDocumentSnapshot) => Promise<void>,
  onFailure: (doc: QueryDocumentSnapshot, error: unknown) => void,
): Promise<void> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    for (let index = 0; index < page.docs.length; index += IN_FLIGHT) {
      await Promise.all(
        page.docs
          .slice(index, index + IN_FLIGHT)
          .map((doc) => work(doc).catch((error: unknown) => onFailure(doc, error))),
      );
    }
    if (page.size < PAGE) return;
    last = page.docs[page.docs.length - 1];
  }
}
