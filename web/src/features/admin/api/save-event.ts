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

/** The saveEvent callable; the Functions SDK comes with the dashboard's editor only. */
export async function saveEvent(event: EventFormInput, ticketTypes?: TicketTypeInput[]): Promise<SaveEventResult> {
  const saved = await callFunction<SaveEventRequest, SaveEventResult>(
    'saveEvent',
    ticketTypes ? { event, ticketTypes } : { event },
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
}

const TYPE_FIELD = 'ticketTypes.';

/** Splits the server's field errors into the show's fields and its types' fields. */
function splitFieldErrors(fieldErrors: Record<string, string>): Omit<SaveFailure, 'message'> {
  const show: Record<string, string> = {};
  const types: TicketTypeErrors = {};
  for (const [key, text] of Object.entries(fieldErrors))
    if (key.startsWith(TYPE_FIELD)) types[key.slice(TYPE_FIELD.length)] = text;
    else show[key] = text;
  return { fieldErrors: show as EventFormErrors, typeErrors: types };
}

/** Read from `details.reason`, never from the message text. */
export function saveFailure(error: unknown): SaveFailure {
  const { refusal, message } = CallableRefusal.from(error, ADMIN_MESSAGES.saveFailed);
  if (refusal?.reason === 'invalidEvent') return { message, ...splitFieldErrors(refusal.fieldErrors) };
  if (refusal?.reason === 'capacityBelowTaken')
    return { message, fieldErrors: { capacity: refusalMessage(refusal) }, typeErrors: {} };
  if (refusal?.reason === 'pulepRequired') return { message, fieldErrors: { pulepCode: message }, typeErrors: {} };
  if (refusal?.reason === 'quotaBelowSold') {
    const at = refusal.ticketTypeIndex;
    return { message, fieldErrors: {}, typeErrors: at === undefined ? {} : { [`${at}.quota`]: message } };
  }
  return { message, fieldErrors: {}, typeErrors: {} };
}

export interface EventSaving {
  saving: boolean;
  failure: SaveFailure | null;
  /** The saved event's id and slug; null on a refusal (then `failure` is set). */
  save: (event: EventFormInput, ticketTypes?: TicketTypeInput[]) => Promise<SaveEventResult | null>;
}

export function useSaveEvent(): EventSaving {
  const { run, pending, refusal } = useCallableAction(saveEvent, ADMIN_MESSAGES.saveFailed);
  // one object per refusal: the form resets its edited fields when this identity changes
  const failure = useMemo(() => refusal && saveFailure(refusal), [refusal]);
  return { saving: pending, failure, save: run };
}
