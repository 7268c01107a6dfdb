import type { Caller } from '../common/caller.js';
import { refusal } from '../common/errors.js';
import { doorStaffRef } from '../common/firestore.js';
import type { StoredEvent } from '../documents/event.js';

/**
 * May the caller sell at this date's door (and close a till there)? ADMIN, the show's organizer,
 * and its active door staff marked `boxOffice`; anyone else `notYourShow` (permission-denied).
 */
export async function authorizeBoxOffice(caller: Caller, eventId: string, event: StoredEvent): Promise<void> {
  if (caller.role === 'ADMIN') return;
  if (caller.role === 'ORGANIZER' && event.organizerId === caller.organizerId) return;
  const staff = await doorStaffRef(eventId, caller.uid).get();
  if (caller.active && staff.get('boxOffice') === true) return;
  throw refusal('notYourShow');
}
