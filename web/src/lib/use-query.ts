import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The one way the app reads data that is not a reactfire observable: a callable's answer, a
 * Firestore Lite read, anything returning a promise. It is small on purpose (no cache shared
 * between screens, no library): loading, error, a retry, invalidation after a change, and an
 * optional poll, each read cancelled when the screen leaves or the key changes.
 */

/** Names what is read (`['promo-codes', eventId]`); equal keys read the same thing. */
export type QueryKey = readonly (string | number | boolean | null)[];

export interface QueryContext<T> {
  /** Aborted when the answer is no longer wanted (unmount, another key, a newer read). */
  signal: AbortSignal;
  /**
   * The last answer for this key (with keepPreviousData: else the last of any key), to read less
   * (only what may have changed) or keep equal parts.
   */
  previous: T | undefined;
}

export interface QueryOptions<T> {
  /** False: nothing is read (yet); what was read stays. Defaults to true. */
  enabled?: boolean;
  /**
   * After each read, the wait before the next one, or false to stop polling. `turn` counts the
   * reads since the answer last changed (a fetcher returning `previous` itself means "no change"),
   * so a backing-off poll starts over when something moved. Paused while the page is hidden; the
   * turn that came meanwhile is read as soon as the page is shown.
   */
  refetchInterval?: (data: T | undefined, turn: number) => number | false;
  /** While a new key loads, keep showing the previous key's answer. */
  keepPreviousData?: boolean;
  /** A read that has not answered by then fails, so a lost request never stalls a poll for good. */
  timeoutMs?: number;
}

export interface QueryResult<T> {
  /** The last answer for this key (kept through a refetch and a failed poll). */
  data: T | undefined;
  /** The last read's failure; null once a read succeeds or a retry starts. */
  error: Error | null;
  /** True until this key has its first answer or failure (`data` may be the previous key's). */
  loading: boolean;
  /** Reads again now: the "Reintentar" after a failure, or a refresh after a change. */
  refetch: () => void;
}

type Fetcher<T> = (context: QueryContext<T>) => Promise<T>;

/** What one key's reads have answered so far. */
interface Answer<T> {
  hash: string;
  data: T | undefined;
  hasData: boolean;
  error: Error | null;
}

/** Every mounted query, so a change anywhere can ask the screens that show it to read again. */
const mountedQueries = new Set<{ key: QueryKey; refetch: () => void }>();

/**
 * After a change (door staff added, a code saved, a refund, the profile edited): every mounted
 * query whose key starts with `prefix` reads again. Queries not on screen hold nothing to refresh.
 */
export function invalidateQueries(prefix: QueryKey): void {
  for (const query of [...mountedQueries]) {
    if (prefix.every((part, index) => query.key[index] === part)) query.refetch();
  }
}

export const QUERY_TIMEOUT_MESSAGE = 'The read did not answer in time';

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** The fetch, or a failure once `timeoutMs` passed or the read was cancelled. */
function settleInTime<T>(read: Promise<T>, signal: AbortSignal, timeoutMs: number | undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer =
      timeoutMs === undefined ? undefined : setTimeout(() => reject(new Error(QUERY_TIMEOUT_MESSAGE)), timeoutMs);
    const done = () => clearTimeout(timer);
    signal.addEventListener(
      'abort',
      () => {
        done();
        reject(new Error('cancelled'));
      },
      { once: true },
    );
    read.then(
      (value) => {
        done();
        resolve(value);
      },
      (error: unknown) => {
        done();
        reject(asError(error));
      },
    );
  });
}

const pageHidden = () => typeof document !== 'undefined' && document.hidden;

/**
 * Reads `fetcher` for `key` (null: nothing to read) and again on `refetch()`, on
 * `invalidateQueries` of its key, and on the poll's turns. Answers for another key, or for a read
 * a newer one replaced, are dropped.
 */
export function useQuery<T>(key: QueryKey | null, fetcher: Fetcher<T>, options: QueryOptions<T> = {}): QueryResult<T> {
  const { enabled = true, keepPreviousData = false } = options;
  const hash = key === null ? null : JSON.stringify(key);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  // the newest data of any key, for keepPreviousData (a later failure does not take it away)
  const [kept, setKept] = useState<{ data: T } | null>(null);
  const [generation, setGeneration] = useState(0);
  // the newest fetcher and options without restarting the reads on each render
  const latest = useRef({ fetcher, options });
  const lastData = useRef<{ hash: string; data: T } | null>(null);
  useEffect(() => {
    latest.current = { fetcher, options };
  });

  const refetch = useCallback(() => {
    setAnswer((current) => (current?.error ? { ...current, error: null } : current));
    setGeneration((value) => value + 1);
  }, []);

  useEffect(() => {
    if (hash === null) return;
    const entry = { key: JSON.parse(hash) as QueryKey, refetch };
    mountedQueries.add(entry);
    return () => {
      mountedQueries.delete(entry);
    };
  }, [hash, refetch]);

  useEffect(() => {
    if (hash === null || !enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let turn = 0;
    // a poll's turn that came while the page was hidden
    let due = false;
    const previousData = () =>
      lastData.current?.hash === hash || latest.current.options.keepPreviousData ? lastData.current?.data : undefined;

    const schedule = () => {
      const wait = latest.current.options.refetchInterval?.(previousData(), turn);
      if (wait === undefined || wait === false || controller.signal.aborted) return;
      timer = setTimeout(poll, wait);
    };
    const read = async () => {
      const previous = previousData();
      try {
        const { fetcher: fetch, options: current } = latest.current;
        const data = await settleInTime(
          fetch({ signal: controller.signal, previous }),
          controller.signal,
          current.timeoutMs,
        );
        if (controller.signal.aborted) return;
        turn = data === previous ? turn + 1 : 0;
        lastData.current = { hash, data };
        setAnswer({ hash, data, hasData: true, error: null });
        setKept({ data });
      } catch (error) {
        if (controller.signal.aborted) return;
        turn += 1;
        setAnswer((current) =>
          current?.hash === hash && current.hasData
            ? { ...current, error: asError(error) }
            : { hash, data: undefined, hasData: false, error: asError(error) },
        );
      }
      schedule();
    };
    const poll = () => {
      due = pageHidden();
      if (!due) void read();
    };
    const onVisibilityChange = () => {
      if (due && !pageHidden()) poll();
    };

    document.addEventListener('visibilitychange', onVisibilityChange);
    void read();
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [hash, enabled, generation]);

  const own = answer !== null && answer.hash === hash ? answer : null;
  return {
    data: own?.hasData ? own.data : keepPreviousData ? kept?.data : undefined,
    error: own?.error ?? null,
    loading: hash !== null && !own?.hasData && !own?.error,
    refetch,
  };
}

/**
 * For a section under a DataErrorBoundary: the data, undefined while it loads. A failure with
 * nothing to show goes to the boundary (whose retry mounts the section again, so it reads again);
 * a failed refresh keeps what is shown.
 */
export function useQueryData<T>(key: QueryKey, fetcher: Fetcher<T>): T | undefined {
  const { data, error } = useQuery(key, fetcher);
  if (error && data === undefined) throw error;
  return data;
}
