/**
 * The one query hook (web/src/lib/use-query.ts): loading, error and retry, invalidation after a
 * change, answers of an old key dropped, polling that stops, a read that never answers.
 * Plain promises stand for the reads: what is tested is the hook's bookkeeping, not Firebase.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  invalidateQueries,
  QUERY_TIMEOUT_MESSAGE,
  useQuery,
  type QueryContext,
  type QueryKey,
} from '../../web/src/lib/use-query';

/** A read the test answers by hand, one pending promise per call. */
function manualReads<T>() {
  const calls: { key: string; resolve: (value: T) => void; reject: (error: Error) => void; signal: AbortSignal }[] = [];
  const fetcher = (key: string) => (context: QueryContext<T>) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ key, resolve, reject, signal: context.signal });
    });
  return { calls, fetcher };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const EVENTUALLY = { timeout: 5_000 };

describe('useQuery', () => {
  it('is loading until the read answers, then holds its data', async () => {
    const reads = manualReads<string>();
    const { result } = renderHook(() => useQuery(['greeting'], reads.fetcher('greeting')));
    expect(result.current).toMatchObject({ loading: true, data: undefined, error: null });
    await waitFor(() => expect(reads.calls).toHaveLength(1), EVENTUALLY);
    act(() => reads.calls[0]!.resolve('hola'));
    await waitFor(
      () => expect(result.current).toMatchObject({ loading: false, data: 'hola', error: null }),
      EVENTUALLY,
    );
  });

  it('reports a failure, and a retry loads again and clears it', async () => {
    const reads = manualReads<string>();
    const { result } = renderHook(() => useQuery(['flaky'], reads.fetcher('flaky')));
    await waitFor(() => expect(reads.calls).toHaveLength(1), EVENTUALLY);
    act(() => reads.calls[0]!.reject(new Error('sin señal')));
    await waitFor(() => expect(result.current.error?.message).toBe('sin señal'), EVENTUALLY);
    expect(result.current).toMatchObject({ loading: false, data: undefined });

    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ loading: true, error: null });
    await waitFor(() => expect(reads.calls).toHaveLength(2), EVENTUALLY);
    act(() => reads.calls[1]!.resolve('de nuevo'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'de nuevo', error: null }), EVENTUALLY);
  });

  it('reads again every mounted query whose key starts with an invalidated prefix, keeping data meanwhile', async () => {
    let reads = 0;
    const codes = renderHook(() => useQuery(['codes', 'show-1'], async () => `lista ${++reads}`));
    let others = 0;
    const otherShow = renderHook(() => useQuery(['codes', 'show-2'], async () => `otra ${++others}`));
    await waitFor(() => expect(codes.result.current.data).toBe('lista 1'), EVENTUALLY);
    await waitFor(() => expect(otherShow.result.current.data).toBe('otra 1'), EVENTUALLY);

    act(() => invalidateQueries(['codes', 'show-1']));
    expect(codes.result.current).toMatchObject({ data: 'lista 1', loading: false });
    await waitFor(() => expect(codes.result.current.data).toBe('lista 2'), EVENTUALLY);
    act(() => invalidateQueries(['codes']));
    await waitFor(() => expect(codes.result.current.data).toBe('lista 3'), EVENTUALLY);
    await waitFor(() => expect(otherShow.result.current.data).toBe('otra 2'), EVENTUALLY);
    expect(others).toBe(2);

    // an unmounted query is no longer asked
    codes.unmount();
    act(() => invalidateQueries(['codes', 'show-1']));
    await sleep(100);
    expect(reads).toBe(3);
  });

  it("drops a late answer for the previous key and shows the new key's", async () => {
    const reads = manualReads<string>();
    const { result, rerender } = renderHook(
      ({ show }: { show: string }) => useQuery(['settlement', show], reads.fetcher(show)),
      { initialProps: { show: 'a' } },
    );
    await waitFor(() => expect(reads.calls).toHaveLength(1), EVENTUALLY);
    rerender({ show: 'b' });
    await waitFor(() => expect(reads.calls).toHaveLength(2), EVENTUALLY);
    expect(reads.calls[0]!.signal.aborted).toBe(true);
    expect(result.current).toMatchObject({ loading: true, data: undefined });

    act(() => reads.calls[1]!.resolve('respuesta b'));
    await waitFor(() => expect(result.current.data).toBe('respuesta b'), EVENTUALLY);
    act(() => reads.calls[0]!.resolve('respuesta a, tarde'));
    await sleep(50);
    expect(result.current).toMatchObject({ data: 'respuesta b', loading: false, error: null });
  });

  it('keeps the previous key’s data while the next key loads, when asked to', async () => {
    const reads = manualReads<string>();
    const { result, rerender } = renderHook(
      ({ key }: { key: QueryKey }) => useQuery(key, reads.fetcher(String(key[1])), { keepPreviousData: true }),
      { initialProps: { key: ['phones', 'a'] as QueryKey } },
    );
    await waitFor(() => expect(reads.calls).toHaveLength(1), EVENTUALLY);
    act(() => reads.calls[0]!.resolve('a'));
    await waitFor(() => expect(result.current.data).toBe('a'), EVENTUALLY);
    rerender({ key: ['phones', 'b'] });
    expect(result.current).toMatchObject({ data: 'a', loading: true });
    await waitFor(() => expect(reads.calls).toHaveLength(2), EVENTUALLY);
    act(() => reads.calls[1]!.reject(new Error('falló')));
    await waitFor(() => expect(result.current.error?.message).toBe('falló'), EVENTUALLY);
    expect(result.current.data).toBe('a');
  });

  it('reads nothing while disabled or without a key', async () => {
    let reads = 0;
    const { result, rerender } = renderHook(
      ({ key, enabled }: { key: QueryKey | null; enabled: boolean }) => useQuery(key, async () => ++reads, { enabled }),
      { initialProps: { key: null as QueryKey | null, enabled: true } },
    );
    rerender({ key: ['count'], enabled: false });
    await sleep(100);
    expect(reads).toBe(0);
    expect(result.current.data).toBeUndefined();
    rerender({ key: ['count'], enabled: true });
    await waitFor(() => expect(result.current.data).toBe(1), EVENTUALLY);
  });

  it('polls while the interval says so, backs off while nothing changes, and stops on unmount', async () => {
    const turns: number[] = [];
    let reads = 0;
    // "changes" on the first two reads, then answers the same value
    let value = { n: 0 };
    const { result, unmount } = renderHook(() =>
      useQuery<{ n: number }>(
        ['pending'],
        async ({ previous }) => {
          reads += 1;
          if (reads <= 2) value = { n: reads };
          return previous?.n === value.n ? previous : value;
        },
        {
          refetchInterval: (_data, turn) => {
            turns.push(turn);
            return 10;
          },
        },
      ),
    );
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(5), EVENTUALLY);
    expect(result.current.data).toEqual({ n: 2 });
    // changed, changed, then one more unchanged read at each turn
    expect(turns.slice(0, 5)).toEqual([0, 0, 1, 2, 3]);
    unmount();
    const readsAtUnmount = reads;
    await sleep(150);
    expect(reads).toBe(readsAtUnmount);
  });

  it('stops polling once the interval says false', async () => {
    let reads = 0;
    const { result } = renderHook(() =>
      useQuery(['settles'], async () => ++reads, {
        refetchInterval: (data) => (data !== undefined && data < 3 ? 10 : false),
      }),
    );
    await waitFor(() => expect(result.current.data).toBe(3), EVENTUALLY);
    await sleep(150);
    expect(reads).toBe(3);
  });

  it('keeps polling after a failed turn, keeping the data it had', async () => {
    const reads = manualReads<number>();
    const { result, unmount } = renderHook(() =>
      useQuery(['spotty'], reads.fetcher('spotty'), { refetchInterval: () => 10 }),
    );
    await waitFor(() => expect(reads.calls).toHaveLength(1), EVENTUALLY);
    act(() => reads.calls[0]!.resolve(1));
    await waitFor(() => expect(reads.calls).toHaveLength(2), EVENTUALLY);
    act(() => reads.calls[1]!.reject(new Error('sin señal')));
    await waitFor(() => expect(result.current.error?.message).toBe('sin señal'), EVENTUALLY);
    expect(result.current).toMatchObject({ data: 1, loading: false });
    await waitFor(() => expect(reads.calls).toHaveLength(3), EVENTUALLY);
    act(() => reads.calls[2]!.resolve(3));
    await waitFor(() => expect(result.current).toMatchObject({ data: 3, error: null }), EVENTUALLY);
    unmount();
  });

  it('fails a read that never answers, so the poll goes on', async () => {
    // the first read is lost: the test never answers it
    const reads = manualReads<number>();
    const { result, unmount } = renderHook(() =>
      useQuery(['lost'], reads.fetcher('lost'), { refetchInterval: () => 10, timeoutMs: 100 }),
    );
    await waitFor(() => expect(result.current.error?.message).toBe(QUERY_TIMEOUT_MESSAGE), EVENTUALLY);
    expect(result.current.loading).toBe(false);
    // the poll's later reads answer; each one, since on a busy machine the test may see a read
    // only after its own 100 ms are up (that one ends as a timeout, and the poll reads again)
    await waitFor(() => {
      for (const call of reads.calls.slice(1)) call.resolve(2);
      expect(result.current).toMatchObject({ data: 2, error: null });
    }, EVENTUALLY);
    unmount();
  });

  it('takes no poll turn while the page is hidden, and takes it when it is shown again', async () => {
    let hidden = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    try {
      let reads = 0;
      const { result, unmount } = renderHook(() =>
        useQuery(['visible'], async () => ++reads, { refetchInterval: () => 30 }),
      );
      await waitFor(() => expect(result.current.data).toBeDefined(), EVENTUALLY);
      hidden = true;
      await sleep(150);
      // a read already on its way when the page was hidden may still land
      const readsWhileHidden = reads;
      await sleep(150);
      expect(reads).toBe(readsWhileHidden);
      hidden = false;
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await waitFor(() => expect(reads).toBeGreaterThan(readsWhileHidden), EVENTUALLY);
      unmount();
    } finally {
      // the own property goes: the DOM's own getter shows through again
      delete (document as { hidden?: boolean }).hidden;
    }
  });
});
