import { useCallback, useState } from 'react';
import { CallableRefusal, GENERIC_CALL_FAILURE } from '../lib/callable';

export interface CallableAction<Args extends unknown[], Res> {
  /** The answer, or null on a failure (then `refusal` is set). */
  run: (...args: Args) => Promise<Res | null>;
  pending: boolean;
  refusal: CallableRefusal | null;
  reset: () => void;
}

/**
 * The pending/refusal state of one callable action (a button that calls a function). Any failure
 * becomes a `CallableRefusal`; one the call did not read as a refusal shows `fallbackMessage`.
 */
export function useCallableAction<Args extends unknown[], Res>(
  fn: (...args: Args) => Promise<Res>,
  fallbackMessage: string = GENERIC_CALL_FAILURE,
): CallableAction<Args, Res> {
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<CallableRefusal | null>(null);

  const run = useCallback(
    async (...args: Args): Promise<Res | null> => {
      setRefusal(null);
      setPending(true);
      try {
        return await fn(...args);
      } catch (error) {
        setRefusal(CallableRefusal.from(error, fallbackMessage));
        return null;
      } finally {
        setPending(false);
      }
    },
    [fn, fallbackMessage],
  );

  const reset = useCallback(() => setRefusal(null), []);
  return { run, pending, refusal, reset };
}
