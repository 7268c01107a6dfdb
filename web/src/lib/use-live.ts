import { useEffect, useState } from 'react';
import type { QueryKey } from './use-query';

/**
 * The one way the app follows data as it changes (a Firestore listener): the waiting room's
 * place, the dashboard's queue state, the attendee list. Reads answered once go through
 * useQuery instead. Each change costs one read, and nothing is polled.
 */

/** Starts following: every new value goes to `onData`, a failure to `onError`; the answer stops it. */
export type Listen<T> = (onData: (data: T) => void, onError: (error: Error) => void) => () => void;

export interface LiveResult<T> {
  /** The newest value for this key; undefined until its first one. */
  data: T | undefined;
  /** The listener's failure; null again once a value arrives. What was shown stays. */
  error: Error | null;
  /** True until this key has its first value or failure. */
  loading: boolean;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

interface Answer<T> {
  hash: string;
  data: T | undefined;
  hasData: boolean;
  error: Error | null;
}

/**
 * Follows `listen()` for `key` (null: nothing is followed) while the screen shows it, and starts
 * over when the key changes. `listen` may come as a promise, so the Firestore SDK it needs loads
 * with the first screen that follows something.
 */
export function useLive<T>(key: QueryKey | null, listen: () => Listen<T> | Promise<Listen<T>>): LiveResult<T> {
  const hash = key === null ? null : JSON.stringify(key);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
    if (hash === null) return;
    let stop: (() => void) | undefined;
    let live = true;
    const onData = (data: T) => live && setAnswer({ hash, data, hasData: true, error: null });
    const onError = (error: Error) =>
      live &&
      setAnswer((current) =>
        current?.hash === hash ? { ...current, error } : { hash, data: undefined, hasData: false, error },
      );
    const begin = (start: Listen<T>) => {
      if (live) stop = start(onData, onError);
    };
    try {
      const source = listen();
      if (typeof source === 'function') begin(source);
      else source.then(begin, (error: unknown) => onError(asError(error)));
    } catch (error) {
      onError(asError(error));
    }
    return () => {
      live = false;
      stop?.();
    };
    // the key names what is followed; `listen` is new on each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);

  const own = answer?.hash === hash ? answer : null;
  return {
    data: own?.data,
    error: own?.error ?? null,
    loading: hash !== null && !own?.hasData && !own?.error,
  };
}
