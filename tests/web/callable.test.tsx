/** The web callable layer: a refusal is read once from `details.reason`, and an action keeps its state. */
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { refusalMessage } from '@carcajada/domain';
import { useCallableAction } from '../../web/src/hooks/use-callable-action';
import { CallableRefusal, callFunction, withTransportRetry } from '../../web/src/lib/callable';

describe('CallableRefusal', () => {
  it('reads the reason and numbers from details, never the message, and keeps the SDK code', () => {
    const error = {
      code: 'functions/failed-precondition',
      message: 'x',
      details: { reason: 'notEnoughSeats', seatsLeft: 2 },
    };
    const refusal = CallableRefusal.from(error, 'Genérico');
    expect(refusal.reason).toBe('notEnoughSeats');
    expect(refusal.message).toBe(refusalMessage({ reason: 'notEnoughSeats', seatsLeft: 2 }));
    expect(refusal.code).toBe('functions/failed-precondition');
  });

  it('falls back to the caller text for anything that is not a known refusal', () => {
    const refusal = CallableRefusal.from(new Error('notEnoughSeats'), 'Genérico');
    expect(refusal).toMatchObject({ reason: null, refusal: null, message: 'Genérico', code: '' });
    expect(CallableRefusal.from(refusal, 'Otro').message).toBe('Otro');
  });
});

describe('callFunction', () => {
  it('throws the server refusal as a CallableRefusal (signed out → unauthenticated)', async () => {
    const failure = await callFunction('cancelTicket', { ticketId: 'nobody' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CallableRefusal);
    expect(failure).toMatchObject({ reason: 'unauthenticated', code: 'functions/unauthenticated' });
  });
});

describe('withTransportRetry', () => {
  /** A call that fails with `errors` in turn, then answers 'ok'; counts its tries. */
  function failing(...errors: unknown[]) {
    const call = async () => {
      call.tries += 1;
      if (errors.length > 0) throw errors.shift();
      return 'ok';
    };
    call.tries = 0;
    return call;
  }
  const transport = { code: 'functions/internal', message: 'internal' };

  it('tries an idempotent call once more when the answer came from no function', async () => {
    const call = failing(transport);
    await expect(withTransportRetry(call, true)).resolves.toBe('ok');
    expect(call.tries).toBe(2);
  });

  it('tries only once more: a second transport failure is thrown', async () => {
    const call = failing(transport, { code: 'functions/unavailable' });
    await expect(withTransportRetry(call, true)).rejects.toMatchObject({ code: 'functions/unavailable' });
    expect(call.tries).toBe(2);
  });

  it.each([
    ['a call that is not idempotent', transport, false],
    ["our function's own internal error", { ...transport, details: { reason: 'internal' } }, true],
    ['a refusal', { code: 'functions/unavailable', details: { reason: 'paymentProviderUnavailable' } }, true],
    ['a timeout', { code: 'functions/deadline-exceeded' }, true],
  ])('never repeats %s', async (_, error, idempotent) => {
    const call = failing(error);
    await expect(withTransportRetry(call, idempotent)).rejects.toBe(error);
    expect(call.tries).toBe(1);
  });
});

describe('useCallableAction', () => {
  it('runs the call, gives its answer, and holds a refusal until reset', async () => {
    let fail = false;
    const { result } = renderHook(() =>
      useCallableAction(async (n: number) => {
        if (fail) throw { details: { reason: 'ticketClosed' } };
        return n * 2;
      }, 'Genérico'),
    );
    await act(async () => expect(await result.current.run(21)).toBe(42));
    expect(result.current).toMatchObject({ pending: false, refusal: null });

    fail = true;
    await act(async () => expect(await result.current.run(1)).toBeNull());
    expect(result.current.refusal?.reason).toBe('ticketClosed');
    act(() => result.current.reset());
    expect(result.current.refusal).toBeNull();
  });
});
