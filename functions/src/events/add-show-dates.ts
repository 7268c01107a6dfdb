import {
  bogotaInstant,
  EVENT_STATUS_ACTIVE,
  EVENT_STATUS_CANCELLED,
  type EVENT_FORM_STATUSES,
  eventSlugDocument,
  newShowDatesValid,
  normalizePulepCode,
  showDateSlug,
  ticketTypeFromData,
  type ShowDate,
  type ShowScope,
  type TicketType,
} from '@carcajada/domain';
import { copiedDateDocument } from '@carcajada/domain/stored/event';
import { doorStaffDocument, parseDoorStaff } from '@carcajada/domain/stored/door-staff';
import { ticketTypeDocument } from '@carcajada/domain/stored/ticket-type';
import {
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { AddShowDatesRequest } from '@carcajada/domain/requests';
import { callable } from '../common/callable.js';
import { readCaller, scopeCovers } from '../common/caller.js';
import { refusal } from '../common/errors.js';
import { COLLECTIONS, db, eventRef, isAlreadyExists, runTransaction, ticketTypesOf } from '../common/firestore.js';
import { eventUpdateOf, parseEvent, type StoredEvent } from '../documents/event.js';
import { authorizeShowEdit } from '../organizers/authorize-show.js';
import { freeSlug } from './event-slug.js';
import { logShowDatesAdded } from './log.js';
import { refreshPreviousDates } from './previous-dates.js';
import { assertPulep, typePricesOf } from './pulep-rule.js';

function storedDate(data: DocumentData | undefined): ShowDate | null {
  return typeof data?.date === 'string' && typeof data.time === 'string' ? { date: data.date, time: data.time } : null;
}

/** A ticket type copied to a new date: same id, quota and limits, nothing sold (its quota blocks are laid out on first sale). */
function copiedType(type: TicketType, byMs: number) {
  // a sale window moves with the date (a sale that ended 2 h before the show still does)
  const shifted = (at: number | null) => (at === null ? null : new Date(at + byMs));
  return ticketTypeDocument({
    name: type.name,
    price: type.price,
    quota: type.quota,
    saleStartsAt: shifted(type.saleStartsAt),
    saleEndsAt: shifted(type.saleEndsAt),
    maxPerOrder: type.maxPerOrder,
    hidden: type.hidden,
    sort: type.sort,
    promotion: type.promotion,
  });
}

/** A door person of the date added from (or of the whole show), on the new date: same grant, same time. */
function copiedDoorStaff(staff: QueryDocumentSnapshot, eventId: string) {
  const { uid, email, name, addedBy, boxOffice } = parseDoorStaff(staff.data());
  const seriesId: unknown = staff.get('seriesId');
  return doorStaffDocument(
    { uid, eventId, email, name, addedBy, boxOffice, ...(typeof seriesId === 'string' && { seriesId }) },
    staff.get('addedAt') as unknown,
  );
}

const INACTIVE: (typeof EVENT_FORM_STATUSES)[number] = 'inactive';

/**
 * A new date is sold as the date it is added from, or, when that date was cancelled (a fact of
 * that date alone, never copied), as the show: active when any of its dates is, else inactive for
 * the organizer to publish. Its cancellation fields are never copied either (copiedDateDocument).
 */
function newDateStatus(event: StoredEvent, dates: DocumentSnapshot[]): string {
  if (event.status !== EVENT_STATUS_CANCELLED) return event.status;
  return dates.some((date) => date.get('status') === EVENT_STATUS_ACTIVE) ? EVENT_STATUS_ACTIVE : INACTIVE;
}

interface SeriesRead {
  show: DocumentSnapshot;
  /** The new dates' status (see newDateStatus). */
  status: string;
  first: DocumentSnapshot;
  seriesId: string;
  firstSlug: string;
  existing: ShowDate[];
  /** The types a new date copies, as sold (`ticketTypeFromData`: archived or unsellable ones are not). */
  types: TicketType[];
  /** The prices of the show's types that are not archived, as the PULEP rule reads them. */
  typePrices: number[];
  doorStaff: QueryDocumentSnapshot[];
}

/**
 * Everything the new dates copy. The transaction reads only documents: the show and its first
 * date, which it then writes, so two calls on one show take turns there. The lists (the show's
 * dates, types and door staff) are read outside it once that turn is ours: queries inside a
 * transaction time out under load in the emulator, and the first date's lock already keeps
 * another call from adding dates meanwhile.
 */
async function readSeries(transaction: Transaction, eventId: string, scope: ShowScope): Promise<SeriesRead> {
  const show = await transaction.get(eventRef(eventId));
  if (!show.exists) throw refusal('eventNotFound');
  // checked again on the document this transaction copies
  const event = parseEvent(show.data());
  if (!scopeCovers(scope, event.organizerId)) throw refusal('notYourShow');
  const seriesId = event.series_id ?? show.id;
  const first = seriesId === show.id ? show : await transaction.get(eventRef(seriesId));
  const [dates, types, doorStaff, seriesStaff] = await Promise.all([
    db().collection(COLLECTIONS.events).where('series_id', '==', seriesId).get(),
    ticketTypesOf(eventId).get(),
    eventRef(eventId).collection(COLLECTIONS.doorStaff).get(),
    // door staff of the whole show (setDoorStaff with seriesId) are kept on its first date too
    eventRef(seriesId).collection(COLLECTIONS.doorStaff).where('seriesId', '==', seriesId).get(),
  ]);
  const firstSlug = (first === show ? event : parseEvent(first.data())).slug || event.slug;
  const existing = [show, ...dates.docs].flatMap((doc) => storedDate(doc.data()) ?? []);
  const staff = new Map([...seriesStaff.docs, ...doorStaff.docs].map((doc) => [doc.id, doc]));
  return {
    show,
    status: newDateStatus(event, dates.docs),
    first,
    seriesId,
    firstSlug,
    existing,
    types: types.docs.flatMap((type) => ticketTypeFromData(type.id, type.data()) ?? []),
    typePrices: typePricesOf(types.docs.map((type) => type.data())),
    doorStaff: [...staff.values()],
  };
}

type NewShowDate = ShowDate & { pulepCode?: string };

async function addDates(transaction: Transaction, eventId: string, dates: NewShowDate[], scope: ShowScope) {
  const series = await readSeries(transaction, eventId, scope);
  if (!newShowDatesValid(dates, series.existing, new Date())) throw refusal('invalidDates');
  const event = parseEvent(series.show.data());
  // each new date is made active (when the show is) with its own code or the show's (one PULEP
  // registration may cover several funciones of a show)
  const codes = dates.map((showDate) => normalizePulepCode(showDate.pulepCode) || event.pulep_code);
  // judged on the status the new dates are born with, whatever the date they copy was
  for (const pulepCode of codes)
    assertPulep({
      status: series.status,
      eventType: event.event_type,
      ticketPrice: event.ticket_price,
      typePrices: series.typePrices,
      pulepCode,
    });
  const showStart = event.event_date?.toMillis() ?? null;
  const days = new Set(series.existing.map((existing) => existing.date));
  const planned = [];
  for (const showDate of dates) {
    const ref = db().collection(COLLECTIONS.events).doc();
    const slug = await freeSlug(transaction, showDateSlug(series.firstSlug, showDate, days.has(showDate.date)), ref.id);
    days.add(showDate.date);
    planned.push({ ref, slug, showDate, pulepCode: codes[planned.length]! });
  }
  // always written: the first date is where two calls on one show take turns (see readSeries)
  const turn = series.first.exists ? series.first : series.show;
  transaction.update(turn.ref, eventUpdateOf({ series_id: series.seriesId }));
  if (turn.id !== series.show.id && event.series_id !== series.seriesId)
    transaction.update(series.show.ref, eventUpdateOf({ series_id: series.seriesId }));
  for (const { ref, slug, showDate, pulepCode } of planned) {
    const start = bogotaInstant(showDate.date, showDate.time);
    const byMs = showStart === null ? 0 : start.getTime() - showStart;
    transaction.create(
      ref,
      copiedDateDocument(
        event,
        {
          slug: slug.slug,
          start,
          date: showDate.date,
          time: showDate.time,
          status: series.status,
          series_id: series.seriesId,
          pulep_code: pulepCode,
        },
        FieldValue.serverTimestamp(),
      ),
    );
    transaction.create(slug.reserve!, eventSlugDocument(ref.id));
    for (const type of series.types) transaction.create(ticketTypesOf(ref.id).doc(type.id), copiedType(type, byMs));
    // door staff entries repeat their show's id (a door person finds their shows by it)
    for (const staff of series.doorStaff)
      transaction.create(ref.collection(COLLECTIONS.doorStaff).doc(staff.id), copiedDoorStaff(staff, ref.id));
  }
  return { eventIds: planned.map(({ ref }) => ref.id), seriesId: series.seriesId };
}

/** Another save created one of the slug reservations between our read and our commit: read again. */
const SLUG_RACE_RETRIES = 3;

/**
 * ADMIN or the show's organizer adds dates (funciones) to a show, in one transaction: each a copy
 * of the show with its ticket types and door staff, all sharing `series_id` (the first date's id).
 */
export async function addShowDatesAs(uid: string | undefined, data: unknown): Promise<{ eventIds: string[] }> {
  const caller = await readCaller(uid);
  const parsed = AddShowDatesRequest.safeParse(data);
  const eventId = parsed.success ? parsed.data.eventId : undefined;
  const scope = await authorizeShowEdit(caller, eventId);
  if (!parsed.success) throw refusal('invalidRequest');
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await runTransaction((transaction) =>
        addDates(transaction, parsed.data.eventId, parsed.data.dates, scope),
      );
      logShowDatesAdded({ uid: uid!, eventId: parsed.data.eventId, ...result });
      // the lists keep a new date only when no active date of its show comes before it
      await refreshPreviousDates(result.seriesId);
      return { eventIds: result.eventIds };
    } catch (error) {
      if (!isAlreadyExists(error) || attempt >= SLUG_RACE_RETRIES) throw error;
    }
  }
}

export const addShowDates = callable('addShowDates', { timeoutSeconds: 120 }, (request) =>
  addShowDatesAs(request.auth?.uid, request.data),
);
