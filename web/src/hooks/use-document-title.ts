import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { pageTitle } from '@carcajada/domain';

/** "<page> · Carcajada" as the document's title (WCAG 2.4.2); '' = the home page's title. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}

/** A route's fixed title: `handle: { title }` in the route config (pages with their own title leave it out). */
export interface RouteTitleHandle {
  title: string;
}

function isRouteTitleHandle(handle: unknown): handle is RouteTitleHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteTitleHandle).title === 'string';
}

/** The deepest matched route's `handle.title`, for the root layout. */
export function useRouteTitle(): void {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteTitleHandle);
  const title = handle?.title;
  useEffect(() => {
    if (title !== undefined) document.title = pageTitle(title);
  }, [title]);
}
