/**
 * The one listener hook (web/src/lib/use-live.ts): values as they come, a failure that keeps what
 * was shown, a new key following anew and stopping the old one, a listener that comes lazily.
 * Plain callbacks stand for the listeners: what is tested is the hook's bookkeeping, not Firebase.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLive, type Listen } from '../../web/src/lib/use-live';

/** Listeners the test drives by hand: each started one, its key, its callbacks and whether it stopped. */
function manualListeners<T>() {
  const started: { key: string; next: (value: T) => void; fail: (error: Error) => void; stopped: boolean }[] = [];
  const listen =
    (key: string): Listen<T> =>
    (next, fail) => {
      const entry = { key, next, fail, stopped: false };
      started.push(entry);
      return () => {
        entry.stopped = true;
      };
    };
  return { started, listen };
}

const EVENTUALLY = { timeout: 5_000 };

describe('useLive', () => {
  it('is loading until the first value, then follows every change', async () => {
    const listeners = manualListeners<number>();
    const { result } = renderHook(() => useLive(['seats'], () => listeners.listen('seats')));
    expect(result.current).toMatchObject({ loading: true, data: undefined, error: null });
    await waitFor(() => expect(listeners.started).toHaveLength(1), EVENTUALLY);
    act(() => listeners.started[0]!.next(3));
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, data: 3 }), EVENTUALLY);
    act(() => listeners.started[0]!.next(2));
    await waitFor(() => expect(result.current.data).toBe(2), EVENTUALLY);
    expect(listeners.started).toHaveLength(1);
  });

  it('keeps what was shown on a failure, and a new value clears it', async () => {
    const listeners = manualListeners<string>();
    const { result } = renderHook(() => useLive(['place'], () => listeners.listen('place')));
    await waitFor(() => expect(listeners.started).toHaveLength(1), EVENTUALLY);
    act(() => listeners.started[0]!.next('esperando'));
    act(() => listeners.started[0]!.fail(new Error('sin señal')));
    await waitFor(() => expect(result.current.error?.message).toBe('sin señal'), EVENTUALLY);
    expect(result.current).toMatchObject({ data: 'esperando', loading: false });
    act(() => listeners.started[0]!.next('tu turno'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'tu turno', error: null }), EVENTUALLY);
  });

  it('stops the old listener on a new key and shows nothing of the old key', async () => {
    const listeners = manualListeners<string>();
    const { result, rerender } = renderHook(({ id }) => useLive(['show', id], () => listeners.listen(id)), {
      initialProps: { id: 'a' },
    });
    await waitFor(() => expect(listeners.started).toHaveLength(1), EVENTUALLY);
    act(() => listeners.started[0]!.next('lista de a'));
    await waitFor(() => expect(result.current.data).toBe('lista de a'), EVENTUALLY);

    rerender({ id: 'b' });
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    await waitFor(() => expect(listeners.started).toHaveLength(2), EVENTUALLY);
    expect(listeners.started[0]!.stopped).toBe(true);
    act(() => listeners.started[0]!.next('tarde'));
    act(() => listeners.started[1]!.next('lista de b'));
    await waitFor(() => expect(result.current.data).toBe('lista de b'), EVENTUALLY);
  });

  it('takes a listener that comes as a promise, and starts none after the screen left', async () => {
    const listeners = manualListeners<number>();
    let arrive: (listen: Listen<number>) => void = () => undefined;
    const later = new Promise<Listen<number>>((resolve) => {
      arrive = resolve;
    });
    const { result, unmount } = renderHook(() => useLive(['lazy'], () => later));
    act(() => arrive(listeners.listen('lazy')));
    await waitFor(() => expect(listeners.started).toHaveLength(1), EVENTUALLY);
    act(() => listeners.started[0]!.next(7));
    await waitFor(() => expect(result.current.data).toBe(7), EVENTUALLY);
    unmount();
    expect(listeners.started[0]!.stopped).toBe(true);

    const gone = manualListeners<number>();
    let arriveLate: (listen: Listen<number>) => void = () => undefined;
    const left = renderHook(() =>
      useLive(['left'], () => new Promise<Listen<number>>((resolve) => (arriveLate = resolve))),
    );
    left.unmount();
    arriveLate(gone.listen('left'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gone.started).toHaveLength(0);
  });

  it('follows nothing for a null key', () => {
    const listeners = manualListeners<number>();
    const { result } = renderHook(() => useLive(null, () => listeners.listen('none')));
    expect(result.current).toMatchObject({ loading: false, data: undefined, error: null });
    expect(listeners.started).toHaveLength(0);
  });
});
