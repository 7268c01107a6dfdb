import {
  bogotaInstant,
  EVENT_STATUS_CANCELLED,
  onSaleFormErrors,
  queueRateOf,
  type SaveOnSaleResult,
} from '@carcajada/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { SaveOnSaleRequest } from '@carcajada/domain/requests';
import { callable } from '../common/callable.js';
import { readCaller } from '../common/caller.js';
import { RefusalError, refusal } from '../common/errors.js';
import { COLLECTIONS, db, eventRef } from '../common/firestore.js';
import { eventUpdateOf, parseEvent } from '../documents/event.js';
import { authorizeShowEdit } from '../organizers/authorize-show.js';
import { logOnSaleSaved } from './log.js';

/**
 * saveOnSale (ADMIN or the show's organizer): a date's opening time (Bogotá wall clock; both
 * empty clears it) and its virtual queue (`queue`, `queue_rate`), on that date or, with
 * `wholeShow`, on every date of its show that is not cancelled. It may run while the queue does:
 * a new `queue_rate` counts from the next admission step.
 */
export async function saveOnSaleAs(uid: string | undefined, data: unknown): Promise<SaveOnSaleResult> {
  const caller = await readCaller(uid);
  const parsed = SaveOnSaleRequest.safeParse(data);
  if (!parsed.success) throw refusal('invalidRequest');
  const input = parsed.data;
  await authorizeShowEdit(caller, input.eventId);
  const errors = onSaleFormErrors(input);
  if (Object.keys(errors).length > 0)
    throw new RefusalError({ reason: 'invalidEvent', fieldErrors: errors as Record<string, string> });
  const opensAt = input.opensDate.trim() ? bogotaInstant(input.opensDate.trim(), input.opensTime.trim()) : null;
  const show = await eventRef(input.eventId).get();
  if (!show.exists) throw refusal('eventNotFound');
  const seriesId = parseEvent(show.data()).series_id ?? input.eventId;
  const dates = input.wholeShow
    ? [
        show,
        ...(await db().collection(COLLECTIONS.events).where('series_id', '==', seriesId).get()).docs,
        ...(seriesId !== input.eventId ? [await eventRef(seriesId).get()] : []),
      ]
    : [show];
  const ids = [...new Map(dates.filter((date) => date.exists).map((date) => [date.id, date])).values()]
    .filter((date) => parseEvent(date.data()).status !== EVENT_STATUS_CANCELLED)
    .map((date) => date.id);
  const batch = db().batch();
  for (const id of ids)
    batch.update(
      eventRef(id),
      eventUpdateOf({
        sale_opens_at: opensAt ? Timestamp.fromDate(opensAt) : null,
        queue: input.queue,
        queue_rate: queueRateOf(Math.round(input.queueRate)),
        updated_at: FieldValue.serverTimestamp(),
      }),
    );
  await batch.commit();
  logOnSaleSaved({ uid: uid!, eventIds: ids, queue: input.queue });
  return { eventIds: ids };
}

export const saveOnSale = callable('saveOnSale', {}, (call) => saveOnSaleAs(call.auth?.uid, call.data));
