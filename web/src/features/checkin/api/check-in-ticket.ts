import type { CheckInRequest, CheckInResult } from '@carcajada/domain';
import { callFunction } from '../../../lib/callable';

/** A door cannot wait long: past this the admission stays queued and is sent again. */
const CHECK_IN_TIMEOUT_MS = 15_000;

/** The `checkInTicket` callable; the Functions SDK is fetched with the scanner, not before. */
export function checkInTicket(request: CheckInRequest): Promise<CheckInResult> {
  return callFunction<CheckInRequest, CheckInResult>('checkInTicket', request, { timeoutMs: CHECK_IN_TIMEOUT_MS });
}
