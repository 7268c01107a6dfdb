/**
 * Fault injection for the API endpoints (never the checkout page or the controls): fail with a
 * status or answer late, for a number of requests or until cleared. A fault can be scoped to one
 * payment id or one payer email, so fault tests do not disturb others using the same stand-in.
 */
export interface FaultScope {
  /** Only GET /v1/payments/<paymentId>. */
  paymentId?: string;
  /** Only preferences created for this payer email. */
  payerEmail?: string;
}

export interface FaultSpec {
  kind: 'fail' | 'delay';
  /** HTTP status of a 'fail' fault (default 500). */
  status?: number;
  /** Extra latency of a 'delay' fault. */
  delayMs?: number;
  /** How many matching requests it affects; omitted = until cleared. */
  count?: number;
  /** Matching requests let through untouched before it takes effect (an outage in the middle of a run). */
  after?: number;
  scope?: FaultScope;
}

export interface ApiRequestFacts {
  paymentId?: string;
  payerEmail?: string;
}

interface ActiveFault extends FaultSpec {
  remaining: number | null;
  passing: number;
}

export type FaultEffect = { failStatus: number | null; delayMs: number };

function matches(scope: FaultScope | undefined, facts: ApiRequestFacts): boolean {
  if (scope?.paymentId !== undefined && scope.paymentId !== facts.paymentId) return false;
  if (scope?.payerEmail !== undefined && scope.payerEmail !== facts.payerEmail) return false;
  return true;
}

export class FaultInjector {
  private faults: ActiveFault[] = [];

  add(spec: FaultSpec): void {
    this.faults.push({ ...spec, remaining: spec.count ?? null, passing: spec.after ?? 0 });
  }

  /** Removes every fault, or only those with exactly this scope. */
  clear(scope?: FaultScope): void {
    if (!scope) {
      this.faults = [];
      return;
    }
    this.faults = this.faults.filter(
      (fault) => fault.scope?.paymentId !== scope.paymentId || fault.scope?.payerEmail !== scope.payerEmail,
    );
  }

  list(): FaultSpec[] {
    return this.faults.map(({ remaining, passing, ...spec }) => ({
      ...spec,
      count: remaining ?? undefined,
      after: passing || undefined,
    }));
  }

  /** Consumes one use of every matching fault and returns their combined effect on this request. */
  take(facts: ApiRequestFacts): FaultEffect {
    const effect: FaultEffect = { failStatus: null, delayMs: 0 };
    for (const fault of this.faults) {
      if (fault.remaining === 0 || !matches(fault.scope, facts)) continue;
      if (fault.passing > 0) {
        fault.passing -= 1;
        continue;
      }
      if (fault.remaining !== null) fault.remaining -= 1;
      if (fault.kind === 'fail') effect.failStatus ??= fault.status ?? 500;
      else effect.delayMs += fault.delayMs ?? 0;
    }
    this.faults = this.faults.filter((fault) => fault.remaining !== 0);
    return effect;
  }
}

export async function applyDelay(effect: FaultEffect): Promise<void> {
  if (effect.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, effect.delayMs));
}
