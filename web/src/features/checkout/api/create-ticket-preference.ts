import { httpsCallable, type Functions } from 'firebase/functions';
import { FUNCTION_TIMEOUT_MS, type CreateTicketPreferenceResult, type TicketCreationPayload } from '@carcajada/domain';

/** The callable behind "Pagar en línea" / "Reservar ahora" (contract: createTicketPreference). */
export async function createTicketPreference(
  functions: Functions,
  payload: TicketCreationPayload,
): Promise<CreateTicketPreferenceResult> {
  const callable = httpsCallable<TicketCreationPayload, CreateTicketPreferenceResult>(
    functions,
    'createTicketPreference',
    { timeout: FUNCTION_TIMEOUT_MS },
  );
  const { data } = await callable(payload);
  return data;
}
