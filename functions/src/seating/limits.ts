import type { CallableLimits } from '../common/callable.js';

/** The plan callables: organizers at a desk, rarely; a 20,000-seat plan takes a moment to write. */
export const SEATING_PLAN_LIMITS: CallableLimits = { maxInstances: 2, timeoutSeconds: 120 };
