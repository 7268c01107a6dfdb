import type { CheckInResult } from '@carcajada/domain';
import type { CheckInRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { callFunction } from '../../../lib/callable';

/** A door cannot wait long: past this the admission stays queued and is sent again. */
const CHECK_IN_TIMEOUT_MS = 15_000;

/** The `checkInTicket` callable; the Functions SDK is fetched with the scanner, not before. */
export function checkInTicket(request: z.input<typeof CheckInRequest>): Promise<CheckInResult> {
  return callFunction<z.input<typeof CheckInRequest>, CheckInResult>('checkInTicket', request, {
    timeoutMs: CHECK_IN_TIMEOUT_MS,
  });
}
