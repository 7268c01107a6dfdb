/** The web callable layer: a refusal is read once from `details.reason`, and an action keeps its state. */
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { refusalMessage } from '@carcajada/domain';
import { useCallableAction } from '../../web/src/hooks/use-callable-action';
import { CallableRefusal, callFunction } from '../../web/src/lib/callable';

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
