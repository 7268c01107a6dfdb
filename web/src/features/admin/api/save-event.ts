import { useMemo } from 'react';
import {
  refusalMessage,
  type EventFormErrors,
  type EventFormInput,
  type SaveEventRequest,
  type SaveEventResult,
  type TicketTypeErrors,
  type TicketTypeInput,
} from '@carcajada/domain';
import type { SeatedDateInput } from '@carcajada/domain/seating';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { CallableRefusal, callFunction } from '../../../lib/callable';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { invalidateOverview } from './overview';

function parseSaved(data: unknown): SaveEventResult {
  const saved = data as Partial<SaveEventResult> | null;
  if (typeof saved?.eventId !== 'string' || typeof saved.slug !== 'string')
    throw new Error('Unexpected saveEvent answer');
  return saved as SaveEventResult;
}

/** A new date opened from a sold-out one's demand ("Abrir otra función") and its window's hours. */
export interface PriorityRequest {
  fromEventId: string;
  hours: number;
}

/** The saveEvent callable; the Functions SDK comes with the dashboard's editor only. */
export async function saveEvent(
  event: EventFormInput,
  ticketTypes?: TicketTypeInput[],
  boxOfficeQuota?: number,
  priority?: PriorityRequest,
  seating?: SeatedDateInput,
  organizerId?: string | null,
): Promise<SaveEventResult> {
  const saved = await callFunction<SaveEventRequest, SaveEventResult>(
    'saveEvent',
    {
      event,
      // a new show's organizer: a copy of an organizer's show stays theirs when ADMIN makes it
      ...(!event.id && organizerId && { organizerId }),
      ...(ticketTypes && { ticketTypes }),
      // a seated date's door quota is its door seats' count: the seating fields say it
      ...(boxOfficeQuota !== undefined && !seating && { boxOfficeQuota }),
      ...seating,
      ...(priority && { priorityFromEventId: priority.fromEventId, priorityHours: priority.hours }),
    },
    { parse: parseSaved, fallbackMessage: ADMIN_MESSAGES.saveFailed },
  );
  invalidateOverview();
  return saved;
}

/** A refusal as the form shows it: on its fields when it names them, else one message. */
export interface SaveFailure {
  message: string;
  fieldErrors: EventFormErrors;
  /** Messages on ticket types, keyed `<index>.<field>` (the server sends `ticketTypes.<index>.<field>`). */
  typeErrors: TicketTypeErrors;
  /** The message on "Cupos para taquilla" (`boxOfficeQuota`), or null. */
  quotaError: string | null;
  /** The message on the priority window's hours (`priorityHours`), or null. */
  priorityError: string | null;
  /** Messages on a seated date's categories and door seats (`seat_categories`, `box_office_seats`). */
  seatingErrors: { seat_categories?: string; box_office_seats?: string };
}

const TYPE_FIELD = 'ticketTypes.';

/** Splits the server's field errors into the show's fields and its types' fields. */
function splitFieldErrors(fieldErrors: Record<string, string>): Omit<SaveFailure, 'message'> {
  const { boxOfficeQuota, priorityHours, seat_categories, box_office_seats, ...rest } = fieldErrors;
  const show: Record<string, string> = {};
  const types: TicketTypeErrors = {};
  for (const [key, text] of Object.entries(rest))
    if (key.startsWith(TYPE_FIELD)) types[key.slice(TYPE_FIELD.length)] = text;
    else show[key] = text;
  return {
    fieldErrors: show as EventFormErrors,
    typeErrors: types,
    quotaError: boxOfficeQuota ?? null,
    priorityError: priorityHours ?? null,
    seatingErrors: {
      ...(seat_categories && { seat_categories }),
      ...(box_office_seats && { box_office_seats }),
    },
  };
}

const NO_FIELD_ERRORS = { fieldErrors: {}, typeErrors: {}, quotaError: null, priorityError: null, seatingErrors: {} };

/** Read from `details.reason`, never from the message text. */
export function saveFailure(error: unknown): SaveFailure {
  const { refusal, message } = CallableRefusal.from(error, ADMIN_MESSAGES.saveFailed);
  if (refusal?.reason === 'invalidEvent') return { message, ...splitFieldErrors(refusal.fieldErrors) };
  if (refusal?.reason === 'capacityBelowTaken')
    return { message, ...NO_FIELD_ERRORS, fieldErrors: { capacity: refusalMessage(refusal) } };
  if (refusal?.reason === 'pulepRequired') return { message, ...NO_FIELD_ERRORS, fieldErrors: { pulepCode: message } };
  if (refusal?.reason === 'quotaBelowSold') {
    const at = refusal.ticketTypeIndex;
    return { message, ...NO_FIELD_ERRORS, typeErrors: at === undefined ? {} : { [`${at}.quota`]: message } };
  }
  if (refusal?.reason === 'boxOfficeQuotaTooLarge' || refusal?.reason === 'boxOfficeQuotaBelowSold')
    return { message, ...NO_FIELD_ERRORS, quotaError: message };
  if (refusal?.reason === 'doorSeatsTaken')
    return { message, ...NO_FIELD_ERRORS, seatingErrors: { box_office_seats: message } };
  return { message, ...NO_FIELD_ERRORS };
}

export interface EventSaving {
  saving: boolean;
  failure: SaveFailure | null;
  /** The saved event's id and slug; null on a refusal (then `failure` is set). */
  save: (
    event: EventFormInput,
    ticketTypes?: TicketTypeInput[],
    boxOfficeQuota?: number,
    priority?: PriorityRequest,
    seating?: SeatedDateInput,
    organizerId?: string | null,
  ) => Promise<SaveEventResult | null>;
}

export function useSaveEvent(): EventSaving {
  const { run, pending, refusal } = useCallableAction(saveEvent, ADMIN_MESSAGES.saveFailed);
  // one object per refusal: the form resets its edited fields when this identity changes
  const failure = useMemo(() => refusal && saveFailure(refusal), [refusal]);
  return { saving: pending, failure, save: run };
}
