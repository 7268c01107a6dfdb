import {
  FUNCTION_TIMEOUT_MS,
  PURCHASE_ERROR_MESSAGES,
  readRefusal,
  refusalMessage,
  type RefusalDetails,
  type RefusalReason,
} from '@carcajada/domain';

/**
 * A failed callable, read once: the refusal in `HttpsError.details` (the one error contract) with
 * its Spanish text, or the caller's generic text for anything else (network, timeout, odd answer).
 * `code` keeps the SDK's code (`functions/unavailable`, …) so callers can tell "retry" from "final".
 */
export class CallableRefusal extends Error {
  readonly refusal: RefusalDetails | null;
  readonly code: string;

  constructor(refusal: RefusalDetails | null, fallbackMessage: string, code = '', options?: { cause?: unknown }) {
    super(refusal ? refusalMessage(refusal) : fallbackMessage, options);
    this.name = 'CallableRefusal';
    this.refusal = refusal;
    this.code = code;
  }

  /** The stable reason key; null when the failure was not a known refusal. */
  get reason(): RefusalReason | null {
    return this.refusal?.reason ?? null;
  }

  /** Any error as a refusal: read from `details.reason`, never from the message text. */
  static from(error: unknown, fallbackMessage: string = GENERIC_CALL_FAILURE): CallableRefusal {
    if (error instanceof CallableRefusal)
      return error.refusal || error.message === fallbackMessage
        ? error
        : new CallableRefusal(null, fallbackMessage, error.code, { cause: error.cause });
    const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
    const code = typeof record.code === 'string' ? record.code : '';
    return new CallableRefusal(readRefusal(record.details), fallbackMessage, code, { cause: error });
  }
}

/** The text when a call fails without a known refusal and the caller gave none. */
export const GENERIC_CALL_FAILURE = PURCHASE_ERROR_MESSAGES.internal;

export interface CallOptions<Res> {
  /** Checks the answer's shape; throw to treat it as a failure. Without it the answer is trusted. */
  parse?: (data: unknown) => Res;
  /** Defaults to the contract's FUNCTION_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Shown when the failure is not a known refusal. */
  fallbackMessage?: string;
  /**
   * The request may reach the function twice (a read, or a request id the server answers repeats
   * for): a failure that never came from the function is then tried once more.
   */
  idempotent?: boolean;
}

/** The SDK's codes for an answer that came from no function: a front end or worker that failed. */
const TRANSPORT_CODES = new Set(['functions/internal', 'functions/unavailable']);
/** The pause before the second try, so a worker that just failed can be replaced. */
export const TRANSPORT_RETRY_PAUSE_MS = 1_000;

/**
 * Our functions answer every failure with a reason in `details` (an unexpected one too, as
 * `internal`), so an internal or unavailable answer without one came from the hosting in between.
 */
export function isTransportFailure(error: unknown): boolean {
  const { code, refusal } = CallableRefusal.from(error);
  return TRANSPORT_CODES.has(code) && refusal === null;
}

/** Runs `call`; when `retry` and it failed in transport, once more after a pause. */
export async function withTransportRetry<T>(call: () => Promise<T>, retry: boolean): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!retry || !isTransportFailure(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, TRANSPORT_RETRY_PAUSE_MS));
    return call();
  }
}

/**
 * Calls a Cloud Function by name. The Functions SDK is imported on the first call, so routes that
 * never call a function do not ship it. Every failure is thrown as a `CallableRefusal`.
 */
export async function callFunction<Req, Res>(name: string, request: Req, options: CallOptions<Res> = {}): Promise<Res> {
  const { parse, timeoutMs = FUNCTION_TIMEOUT_MS, fallbackMessage, idempotent = false } = options;
  try {
    const [{ httpsCallable }, { functions }] = await Promise.all([import('firebase/functions'), import('./functions')]);
    const callable = httpsCallable<Req, unknown>(functions, name, { timeout: timeoutMs });
    const { data } = await withTransportRetry(() => callable(request), idempotent);
    return parse ? parse(data) : (data as Res);
  } catch (error) {
    throw CallableRefusal.from(error, fallbackMessage);
  }
}
