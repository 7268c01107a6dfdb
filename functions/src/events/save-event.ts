import {
  bogotaInstant,
  EVENT_FORM_MESSAGES,
  EVENT_STATUS_CANCELLED,
  eventSlugDocument,
  onlineSeatPool,
  seatInventory,
  validateEventForm,
  type EventFormErrors,
  type EventFormInput,
  type SaveEventResult,
  producerOf,
  type ShowProducer,
  type ShowScope,
} from '@carcajada/domain';
import { eventDocument, newEventDocument, type EventDocumentOptions } from '@carcajada/domain/stored/event';
import { FieldValue, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { documentId } from '@carcajada/domain/requests';
import { SeatedEventFieldsSchema } from '@carcajada/domain/seating';
import { callable } from '../common/callable.js';
import { readCaller, scopeCovers } from '../common/caller.js';
import { RefusalError, refusal } from '../common/errors.js';
import {
  COLLECTIONS,
  db,
  eventRef,
  isAlreadyExists,
  organizerRef,
  runTransaction,
  seatBlocksOf,
  ticketTypesOf,
} from '../common/firestore.js';
import { eventUpdateOf, parseEvent } from '../documents/event.js';
import { logEventSaved } from './log.js';
import { refreshPreviousDates } from './previous-dates.js';
import { mailMovedDate } from './moved-date-mail.js';
import { requestMovedDateMessages } from '../whatsapp/request-message.js';
import { logUnexpectedError } from '../common/log.js';
import { authorizeShowEdit } from '../organizers/authorize-show.js';
import { slugForEdit, slugForNewEvent, type SlugPlan } from './event-slug.js';
import { readAllBlocks } from '../seats/seat-blocks.js';
import { resizeSeats } from '../seats/seat-resize.js';
import { noteSeatsReturned } from '../seats/waitlist-gate.js';
import { planTicketTypes, type TicketTypesPlan } from './ticket-types-write.js';
import { pricesFreedBy, uncappedFixedCodes, type FreeingCode, type SalePrice } from '../promos/free-seat-codes.js';
import { invalidBoxOfficeQuota, requestedBoxOfficeQuota, resizeBoxOfficeSeats } from './box-office-seats.js';
import { assertPulep, storedTypePrices, typePricesOf } from './pulep-rule.js';
import { priorityWindow, requestedPriority, type PriorityPlan } from '../priority/priority-date.js';
import { publishPriorityOffers } from '../priority/send-offers.js';
import { requestedSeating, seatedDateFields, writeDateViews, type RequestedSeating } from './seated-date.js';

function invalidEvent(fieldErrors: EventFormErrors): RefusalError {
  return new RefusalError({ reason: 'invalidEvent', fieldErrors: fieldErrors as Record<string, string> });
}

/** The form as the event's writer takes it, as the seed gives it (the start: the Bogotá instant of date + time). */
function formOptions(form: EventFormInput, slug: string, producer: ShowProducer | null): EventDocumentOptions {
  return {
    slug,
    name: form.name,
    start: bogotaInstant(form.date, form.time),
    date: form.date,
    time: form.time,
    description: form.description,
    city: form.city,
    venue: { name: form.venueName, address: form.venueAddress },
    cover_image_url: form.coverImageUrl,
    ticket_price: form.ticketPrice,
    status: form.status,
    external_url: form.externalUrl || undefined,
    recurrence_pattern: form.recurrencePattern || undefined,
    pulep_code: form.pulepCode ?? '',
    // the organizer's razón social and NIT as they are now (null: the platform's show)
    producer,
  };
}

/** The door's seats a date has before this save (none for a general-admission date). */
function storedDoorSeats(data: DocumentData | undefined): string[] {
  const fields = SeatedEventFieldsSchema.safeParse(data ?? {});
  return fields.success ? (fields.data.box_office_seats ?? []) : [];
}

function writeSlug(transaction: Transaction, plan: SlugPlan, eventId: string): void {
  if (plan.reserve) transaction.create(plan.reserve, eventSlugDocument(eventId));
  if (plan.release) transaction.delete(plan.release);
}

function writeBlocks(transaction: Transaction, eventId: string, blocks: Record<string, number>): void {
  const collection = seatBlocksOf(eventId);
  for (const [id, seatsLeft] of Object.entries(blocks))
    transaction.set(collection.doc(id), { seats_left: seatsLeft }, { merge: true });
}

/** The show's producer from its organizer's document, read in the save's transaction. */
async function readProducer(transaction: Transaction, organizerId: string | null): Promise<ShowProducer | null> {
  if (!organizerId) return null;
  return producerOf((await transaction.get(organizerRef(organizerId))).data());
}

/** The organizer of a new show: an ORGANIZER's own, whatever the payload says; ADMIN's choice (or none). */
async function newShowOrganizer(scope: ShowScope, requested: unknown): Promise<string | null> {
  if (scope.role === 'ORGANIZER') return scope.organizerId;
  if (typeof requested !== 'string' || !requested) return null;
  const organizer = await organizerRef(requested).get();
  if (!organizer.exists) throw refusal('organizerNotFound');
  return requested;
}

async function createEvent(
  transaction: Transaction,
  form: EventFormInput,
  organizerId: string | null,
  types: unknown,
  boxOfficeQuota = 0,
  priority: PriorityPlan | null = null,
  seating: RequestedSeating | null = null,
): Promise<SaveEventResult> {
  const ref = db().collection(COLLECTIONS.events).doc();
  const producer = await readProducer(transaction, organizerId);
  const priorityField = priority ? await priorityWindow(transaction, priority, organizerId, new Date()) : null;
  const slug = await slugForNewEvent(transaction, form, ref.id);
  const typesPlan = await planTicketTypes(transaction, ref.id, types, form.capacity);
  const seated = seating ? await seatedDateFields(transaction, ref.id, seating, organizerId, typesPlan) : null;
  const doorSeats = boxOfficeQuota > 0 ? await resizeBoxOfficeSeats(transaction, ref.id, 0, boxOfficeQuota) : null;
  const online = onlineSeatPool({ capacity: form.capacity, box_office_quota: boxOfficeQuota });
  const seats = online === null ? null : seatInventory(online);
  typesPlan?.write(transaction);
  doorSeats?.();
  transaction.create(
    ref,
    newEventDocument(
      { ...formOptions(form, slug.slug, producer), organizerId },
      {
        ...typesPlan?.eventFields,
        ...seats?.event,
        ...(form.capacity !== null && { capacity: form.capacity, box_office_quota: boxOfficeQuota }),
        ...(priorityField && { priority: priorityField }),
        ...seated,
      },
      FieldValue.serverTimestamp(),
    ),
  );
  writeBlocks(transaction, ref.id, Object.fromEntries((seats?.blocks ?? []).map((b) => [b.id, b.data.seats_left])));
  writeSlug(transaction, slug, ref.id);
  return { eventId: ref.id, slug: slug.slug };
}

/**
 * A capacity change reads every block of the show in the transaction (by id, no query) and
 * resizes them by the difference, so sales made meanwhile are never lost or resold.
 */
async function seatsResize(
  transaction: Transaction,
  ref: DocumentReference,
  capacity: number | null,
  next: number,
  quota: { from: number; to: number },
) {
  const blocks = await readAllBlocks(transaction, ref.id);
  const onlineNext = onlineSeatPool({ capacity: next, box_office_quota: quota.to })!;
  // a show written without inventory gets it laid out for its online seats on first sale
  if (blocks.length === 0) return { ok: true as const, seatsTaken: 0, seatsLeft: onlineNext, blocks: {} };
  // the blocks hold the online seats
  const resize = resizeSeats(blocks, onlineSeatPool({ capacity, box_office_quota: quota.from }), onlineNext);
  if (resize.ok) return resize;
  if (quota.to > quota.from && next - quota.from >= resize.seatsTaken)
    throw new RefusalError({ reason: 'boxOfficeQuotaTooLarge', seatsLeft: next - resize.seatsTaken });
  throw new RefusalError({ reason: 'capacityBelowTaken', seatsTaken: resize.seatsTaken });
}

/**
 * The date's prices after this save, each with the form field it comes from: its types' (when
 * the payload sets them), else its one price unless it keeps types that are sold instead.
 */
async function pricesAfterSave(
  transaction: Transaction,
  eventId: string,
  form: EventFormInput,
  typesPlan: TicketTypesPlan | null,
): Promise<[string, SalePrice][]> {
  if (typesPlan && typesPlan.prices.length > 0)
    return typesPlan.prices.map((price, index) => [`ticketTypes.${index}.price`, price]);
  const keepsTypes = !typesPlan && (await transaction.get(ticketTypesOf(eventId))).docs.some((t) => !t.get('archived'));
  return keepsTypes ? [] : [['ticketPrice', { price: form.ticketPrice, typeId: null }]];
}

async function editEvent(
  transaction: Transaction,
  form: EventFormInput,
  eventId: string,
  scope: ShowScope,
  types: unknown,
  freeingCodes: FreeingCode[],
  requestedQuota: number | undefined,
  seating: RequestedSeating | null,
): Promise<SaveEventResult & { moved: boolean; seriesId: string | null }> {
  const ref = eventRef(eventId);
  const snapshot = await transaction.get(ref);
  if (!snapshot.exists) throw refusal('eventNotFound');
  const stored = parseEvent(snapshot.data());
  // a cancelled date is refunded and closed for good: no edit may put it on sale again
  if (stored.status === EVENT_STATUS_CANCELLED) throw refusal('eventCancelled');
  // checked again on the document this transaction writes (the owner never changes on an edit)
  if (!scopeCovers(scope, stored.organizerId)) throw refusal('notYourShow');
  const producer = await readProducer(transaction, stored.organizerId);
  const { capacity } = stored;
  // the blocks stay (seats of sold tickets return there), so a counted show keeps a capacity
  if (capacity !== null && form.capacity === null) throw invalidEvent({ capacity: EVENT_FORM_MESSAGES.capacityKeep });
  const quota = { from: stored.box_office_quota, to: requestedQuota ?? stored.box_office_quota };
  if (form.capacity !== null && quota.to > form.capacity) throw invalidBoxOfficeQuota();
  const resize =
    form.capacity !== null && (form.capacity !== capacity || quota.to !== quota.from)
      ? await seatsResize(transaction, ref, capacity, form.capacity, quota)
      : null;
  const doorSeats =
    quota.to !== quota.from ? await resizeBoxOfficeSeats(transaction, ref.id, quota.from, quota.to) : null;
  const slug = await slugForEdit(transaction, stored, form, ref.id);
  const typesPlan = await planTicketTypes(transaction, ref.id, types, form.capacity);
  const seated = seating
    ? await seatedDateFields(
        transaction,
        ref.id,
        seating,
        stored.organizerId,
        typesPlan,
        storedDoorSeats(snapshot.data()),
      )
    : null;
  // a live code of this date or show without max_uses may not come to take a whole price off
  if (freeingCodes.length > 0) {
    const freed = pricesFreedBy(freeingCodes, await pricesAfterSave(transaction, ref.id, form, typesPlan));
    if (freed) throw invalidEvent(freed);
  }
  typesPlan?.write(transaction);
  // previous_date is its show's to keep (refreshPreviousDates, after the save)
  const { previous_date: _previous, ...fields } = eventDocument(formOptions(form, slug.slug, producer));
  transaction.update(
    ref,
    eventUpdateOf({
      ...fields,
      ...typesPlan?.eventFields,
      ...(resize && { capacity: form.capacity!, seats_left: resize.seatsLeft, box_office_quota: quota.to }),
      ...seated,
      updated_at: FieldValue.serverTimestamp(),
    }),
  );
  if (resize) writeBlocks(transaction, ref.id, resize.blocks);
  doorSeats?.();
  // seats added to the online sale of a counted show are returned seats: the date's waitlist is offered them first
  if (resize && capacity !== null)
    noteSeatsReturned(transaction, ref.id, form.capacity! - quota.to - (capacity - quota.from));
  writeSlug(transaction, slug, ref.id);
  const moved = stored.date !== form.date || stored.time !== form.time;
  return { eventId: ref.id, slug: slug.slug, moved, seriesId: stored.series_id };
}

/**
 * The codes a new price of this date could make free (read before the transaction: queries
 * inside one time out under load in the emulator; a code created meanwhile was judged on the
 * prices stored then).
 */
async function codesThatCouldFree(eventId: string): Promise<FreeingCode[]> {
  const stored = await eventRef(eventId).get();
  return stored.exists ? uncappedFixedCodes(eventId, parseEvent(stored.data()).series_id) : [];
}

/** Another save created the same slug reservation between our read and our commit: read again. */
const SLUG_RACE_RETRIES = 3;

/**
 * ADMIN or an ORGANIZER creates (no id) or edits (id) an event with its seats and a unique slug,
 * in one transaction. An ORGANIZER's new show is its own; another organizer's show is `notYourShow`.
 * ADMIN may give a new show to an organizer (`organizerId` beside `event`).
 */
export async function saveEventAs(uid: string | undefined, data: unknown): Promise<SaveEventResult> {
  const caller = await readCaller(uid);
  const envelope = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const requestedId = (envelope.event as Record<string, unknown> | undefined)?.id;
  // an id that is no document id is refused by the form's validation, after the role is checked
  const scope = await authorizeShowEdit(
    caller,
    documentId.safeParse(requestedId).success ? String(requestedId) : undefined,
  );
  const validation = validateEventForm(envelope.event);
  if (!validation.ok) throw invalidEvent(validation.fieldErrors);
  // a seated date (docs/seated-dates.md): its capacity is its plan's sellable seats, its door quota its door seats
  const seating = await requestedSeating(envelope);
  const form = seating ? { ...validation.value, capacity: seating.capacity } : validation.value;
  // the types sent replace the stored ones; without them an edit keeps the stored types' prices
  const typePrices = Array.isArray(envelope.ticketTypes)
    ? typePricesOf(envelope.ticketTypes as DocumentData[])
    : form.id
      ? await storedTypePrices(form.id)
      : [];
  assertPulep({ ...form, typePrices });
  const organizerId = form.id ? null : await newShowOrganizer(scope, envelope.organizerId);
  const freeingCodes = form.id ? await codesThatCouldFree(form.id) : [];
  // seats kept from the online sale for the door (box office), beside the form like the types
  const boxOfficeQuota = seating
    ? seating.boxOfficeQuota
    : requestedBoxOfficeQuota(envelope.boxOfficeQuota, form.capacity);
  // a new date opened from a sold-out one's demand ("Abrir otra función")
  const priority = form.id ? null : requestedPriority(envelope, form);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { moved, seriesId, ...result } = await runTransaction(
        (transaction): Promise<SaveEventResult & { moved?: boolean; seriesId?: string | null }> =>
          form.id
            ? editEvent(transaction, form, form.id, scope, envelope.ticketTypes, freeingCodes, boxOfficeQuota, seating)
            : createEvent(transaction, form, organizerId, envelope.ticketTypes, boxOfficeQuota, priority, seating),
      );
      logEventSaved({ ...result, uid: uid!, created: !form.id });
      // a date moved, published or hidden changes which of its show's dates the lists keep
      if (seriesId) await refreshPreviousDates(seriesId);
      // what the seat map reads, once the date is seated
      if (seating) await writeDateViews(result.eventId, seating);
      // the offers go out once the date is saved (again on a later save, offering only who was not)
      await publishPriorityOffers(result.eventId, new Date()).catch((error: unknown) =>
        logUnexpectedError('publishPriorityOffers', error),
      );
      // the holders learn the new day and time once the move is saved
      if (moved) {
        await mailMovedDate(result.eventId).catch((error: unknown) => logUnexpectedError('mailMovedDate', error));
        await requestMovedDateMessages(result.eventId).catch((error: unknown) =>
          logUnexpectedError('requestMovedDateMessages', error),
        );
      }
      return result;
    } catch (error) {
      if (!isAlreadyExists(error) || attempt >= SLUG_RACE_RETRIES) throw error;
    }
  }
}

export const saveEvent = callable('saveEvent', {}, (request): Promise<SaveEventResult> =>
  saveEventAs(request.auth?.uid, request.data),
);
