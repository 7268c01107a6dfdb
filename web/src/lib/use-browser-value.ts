import { startTransition, useEffect, useState } from 'react';
import { drawsServerMarkup } from './embedded-data';

/**
 * A value only the browser knows (its origin, whether it has a share sheet). On the server and on
 * the page the server drew, `serverValue` first, so both draw the same markup, then the browser's
 * in a transition: React renders that change in slices (a synchronous re-render after hydration,
 * what `useSyncExternalStore` does, was one long task: docs/performance/first-load.md, "What each
 * page's paint waits on"). A component first drawn in the browser takes the browser's value at once.
 * `browserValue` must return the same value on every call (a string, a boolean).
 */
export function useBrowserValue<T>(browserValue: () => T, serverValue: T): T {
  const [value, setValue] = useState(() => (drawsServerMarkup() ? serverValue : browserValue()));
  useEffect(() => {
    const current = browserValue();
    startTransition(() => setValue(current));
    // once: the value does not change while the page is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}

/**
 * When the component was first drawn, in the browser's time (ms since the epoch): null on the
 * server and while it draws what the server drew, then the browser's time in a transition, as
 * useBrowserValue does. A component first drawn in the browser has it at once.
 */
export function useDrawnAt(): number | null {
  const [drawnAt, setDrawnAt] = useState(() => (drawsServerMarkup() ? null : Date.now()));
  useEffect(() => {
    if (drawnAt !== null) return;
    const now = Date.now();
    startTransition(() => setDrawnAt(now));
  }, [drawnAt]);
  return drawnAt;
}
