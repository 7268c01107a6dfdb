import { z } from 'zod';

/**
 * Time kept back from a scheduled sweep's timeout: the longest single item (a Mercado Pago call
 * with its SDK retry, a QR render and a write) must still finish before the platform kills the run.
 */
export const SWEEP_MARGIN_MS = 90_000;

/** What an on-demand run (ADMIN) may ask: stop after this many items per step, so a test can cut a run mid-way. */
export const sweepLimits = z.object({ maxItems: z.number().int().min(1).max(10_000).optional() });
export type SweepLimits = z.infer<typeof sweepLimits>;

/**
 * How much of one sweep is left: a deadline (a safe margin before the function's timeout) and,
 * on demand, a cap on the items a step starts. A loop asks `take()` before each new piece of work
 * and stops starting any once it answers false; the run then reports itself cut off and the next
 * run resumes, since every sweep skips the work already done (cheap checks first).
 */
export class SweepBudget {
  private started = 0;
  /** True once any item was refused: the run did not finish everything it found. */
  cutOff = false;

  private constructor(
    readonly deadline: number,
    private readonly maxItems: number | null,
  ) {}

  /** The budget of a whole run of a function with this timeout. */
  static forRun(timeoutSeconds: number, limits: SweepLimits = {}, now = Date.now()): SweepBudget {
    return new SweepBudget(now + timeoutSeconds * 1000 - SWEEP_MARGIN_MS, limits.maxItems ?? null);
  }

  /** Claims one more item: false (and cut off) once the deadline or the item cap is reached. */
  take(): boolean {
    if (Date.now() >= this.deadline || (this.maxItems !== null && this.started >= this.maxItems)) {
      this.cutOff = true;
      return false;
    }
    this.started += 1;
    return true;
  }

  /**
   * The budget of one step of `stepsLeft` (this one included): an equal share of the time left,
   * and the same item cap. A step that finishes early leaves its time to the steps after it, and a
   * step that has much to do cannot take the later steps' time: none is starved.
   */
  share(stepsLeft: number): SweepBudget {
    const now = Date.now();
    const left = Math.max(0, this.deadline - now);
    return new SweepBudget(now + left / Math.max(1, stepsLeft), this.maxItems);
  }
}
