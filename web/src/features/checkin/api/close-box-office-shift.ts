import type { CloseBoxOfficeShiftRequest, CloseBoxOfficeShiftResult } from '@carcajada/domain';
import { callFunction } from '../../../lib/callable';

/** The `closeBoxOfficeShift` callable: the caller's door sales of the date not yet in a till, summed. */
export function closeBoxOfficeShift(request: CloseBoxOfficeShiftRequest): Promise<CloseBoxOfficeShiftResult> {
  return callFunction<CloseBoxOfficeShiftRequest, CloseBoxOfficeShiftResult>('closeBoxOfficeShift', request);
}
