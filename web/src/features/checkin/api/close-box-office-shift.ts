import type { CloseBoxOfficeShiftResult } from '@carcajada/domain';
import type { CloseBoxOfficeShiftRequest } from '@carcajada/domain/requests';
import { callFunction } from '../../../lib/callable';

/** The `closeBoxOfficeShift` callable: the caller's door sales of the date not yet in a till, summed. */
export function closeBoxOfficeShift(request: CloseBoxOfficeShiftRequest): Promise<CloseBoxOfficeShiftResult> {
  return callFunction<CloseBoxOfficeShiftRequest, CloseBoxOfficeShiftResult>('closeBoxOfficeShift', request);
}
