import { type CheckInRequest, type CheckInResult } from '@carcajada/domain';

/** A door cannot wait long: past this the admission stays queued and is sent again. */
const CHECK_IN_TIMEOUT_MS = 15_000;

/** The `checkInTicket` callable; the Functions SDK is fetched with the scanner, not before. */
export async function checkInTicket(request: CheckInRequest): Promise<CheckInResult> {
  const [{ httpsCallable }, { functions }] = await Promise.all([
    import('firebase/functions'),
    import('../../../lib/functions'),
  ]);
  const callable = httpsCallable<CheckInRequest, CheckInResult>(functions, 'checkInTicket', {
    timeout: CHECK_IN_TIMEOUT_MS,
  });
  const { data } = await callable(request);
  return data;
}
