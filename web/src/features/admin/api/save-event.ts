import { useState } from 'react';
import {
  FUNCTION_TIMEOUT_MS,
  readRefusal,
  refusalMessage,
  type EventFormErrors,
  type EventFormInput,
  type SaveEventRequest,
  type SaveEventResult,
} from '@carcajada/domain';
import { ADMIN_MESSAGES } from '../utils/admin-messages';

/** The saveEvent callable; the Functions SDK comes with the dashboard's editor only. */
export async function saveEvent(event: EventFormInput): Promise<SaveEventResult> {
  const [{ httpsCallable }, { functions }] = await Promise.all([
    import('firebase/functions'),
    import('../../../lib/functions'),
  ]);
  const callable = httpsCallable<SaveEventRequest, SaveEventResult>(functions, 'saveEvent', {
    timeout: FUNCTION_TIMEOUT_MS,
  });
  const { data } = await callable({ event });
  if (typeof data?.eventId !== 'string' || typeof data.slug !== 'string')
    throw new Error('Unexpected saveEvent answer');
  return data;
}

/** A refusal as the form shows it: on its fields when it names them, else one message. */
export interface SaveFailure {
  message: string;
  fieldErrors: EventFormErrors;
}

/** Read from `details.reason`, never from the message text. */
export function saveFailure(error: unknown): SaveFailure {
  const refusal = typeof error === 'object' && error !== null && 'details' in error ? readRefusal(error.details) : null;
  if (!refusal) return { message: ADMIN_MESSAGES.saveFailed, fieldErrors: {} };
  if (refusal.reason === 'invalidEvent') return { message: refusalMessage(refusal), fieldErrors: refusal.fieldErrors };
  if (refusal.reason === 'capacityBelowTaken')
    return { message: refusalMessage(refusal), fieldErrors: { capacity: refusalMessage(refusal) } };
  return { message: refusalMessage(refusal), fieldErrors: {} };
}

export interface EventSaving {
  saving: boolean;
  failure: SaveFailure | null;
  /** The saved event's id and slug; null on a refusal (then `failure` is set). */
  save: (event: EventFormInput) => Promise<SaveEventResult | null>;
}

export function useSaveEvent(): EventSaving {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  async function save(event: EventFormInput): Promise<SaveEventResult | null> {
    setFailure(null);
    setSaving(true);
    try {
      return await saveEvent(event);
    } catch (error) {
      setFailure(saveFailure(error));
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { saving, failure, save };
}
