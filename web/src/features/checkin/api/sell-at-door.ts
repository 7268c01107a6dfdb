import type { SellAtDoorResult } from '@carcajada/domain';
import type { SellAtDoorRequest } from '@carcajada/domain/requests';
import { callFunction } from '../../../lib/callable';

/** A door sale waits no longer than this: past it the sale stays on the phone and is sent again. */
const SELL_AT_DOOR_TIMEOUT_MS = 20_000;

/** The `sellAtDoor` callable; a repeat of the same `saleId` is the same sale, so a transport failure is tried again. */
export function sellAtDoor(request: SellAtDoorRequest): Promise<SellAtDoorResult> {
  return callFunction<SellAtDoorRequest, SellAtDoorResult>('sellAtDoor', request, {
    timeoutMs: SELL_AT_DOOR_TIMEOUT_MS,
    idempotent: true,
  });
}
