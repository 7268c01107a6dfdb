/**
 * How long a screen may wait for a callable's answer: a first call boots a Functions worker, which
 * takes most of a minute on a loaded 2-core machine (tests/vitest.config.ts, the functions layer).
 */
export const CALLABLE_ANSWER = { timeout: 60_000 } as const;
