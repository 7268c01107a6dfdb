import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import pMap from 'p-map';
import type { SweepBudget } from './sweep-budget.js';

const PAGE = 100;
/** Candidates worked on at once (each is a few API and Firestore calls). */
const IN_FLIGHT = 10;

/**
 * Every document of an ordered query, page by page (a cursor after the last one seen, not the
 * same oldest page again). Reading is cheap next to the work on each one, so a step reads its
 * whole list first and can then choose its order (least recently looked at first).
 */
export async function readPaged(query: Query): Promise<QueryDocumentSnapshot[]> {
  const docs: QueryDocumentSnapshot[] = [];
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    docs.push(...page.docs);
    if (page.size < PAGE) return docs;
    last = page.docs[page.docs.length - 1];
  }
}

/**
 * Hands each document to `work`, IN_FLIGHT at a time (the next starts as soon as any finishes),
 * while the budget lasts: past it no new one starts (those in flight finish). One candidate that
 * throws is reported to `onFailure` and never stops the run. Answers how many were left unstarted.
 */
export async function forEachWithin(
  docs: QueryDocumentSnapshot[],
  budget: SweepBudget,
  work: (doc: QueryDocumentSnapshot) => Promise<void>,
  onFailure: (doc: QueryDocumentSnapshot, error: unknown) => void,
): Promise<number> {
  let unstarted = 0;
  await pMap(
    docs,
    async (doc) => {
      // once refused (deadline or cap), the budget refuses every later item too
      if (!budget.take()) {
        unstarted += 1;
        return;
      }
      await work(doc).catch((error: unknown) => onFailure(doc, error));
    },
    { concurrency: IN_FLIGHT },
  );
  return unstarted;
}
