import type { RefusalDetails } from '@carcajada/domain';
import { callFunction, CallableRefusal } from '../../../lib/callable';

/** A dashboard callable through the app's one callable layer (failures are `CallableRefusal`s). */
export function callDashboard<Request, Result>(name: string, request: Request): Promise<Result> {
  return callFunction<Request, Result>(name, request);
}

/** The refusal a callable answered (read from `details.reason`), or null for anything else. */
export function refusalOf(error: unknown): RefusalDetails | null {
  return CallableRefusal.from(error).refusal;
}

/** The Spanish text to show for a failed dashboard call. */
export function failureText(error: unknown, fallback: string): string {
  return CallableRefusal.from(error, fallback).message;
}
