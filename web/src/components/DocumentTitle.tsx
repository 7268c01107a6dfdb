import { useDocumentTitle } from '../hooks/use-document-title';

/** Sets the document's title where a hook cannot go (a Suspense fallback, one branch of a page). */
export function DocumentTitle({ page }: { page: string }) {
  useDocumentTitle(page);
  return null;
}
