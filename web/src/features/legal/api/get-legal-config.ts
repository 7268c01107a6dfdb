import { doc, getDoc } from 'firebase/firestore/lite';
import { useObservable } from 'reactfire';
import { catchError, of, type Observable } from 'rxjs';
import { EMBEDDED_KEYS, LEGAL_CONFIG_PATH, legalConfigFrom, type LegalConfig } from '@carcajada/domain';
import { embeddedOr } from '../../../lib/embedded-data';
import { firestoreLite } from '../../../lib/firestore-lite';

/** config/legal (public): the data policy's version and the operator the legal pages name. */
export async function getLegalConfig(): Promise<LegalConfig> {
  const snapshot = await getDoc(doc(firestoreLite, LEGAL_CONFIG_PATH));
  return legalConfigFrom(snapshot.data());
}

function embeddedLegalConfig(value: unknown): LegalConfig | undefined {
  return value && typeof value === 'object' ? legalConfigFrom(value as Record<string, unknown>) : undefined;
}

/** reactfire's key of the quiet form (its own: a failed read answers null, never throws). */
const QUIET_KEY = `${EMBEDDED_KEYS.legalConfig}:quiet`;
/** The key when nothing is wanted: null at once, nothing read. */
const UNWANTED_KEY = `${EMBEDDED_KEYS.legalConfig}:none`;

const legalConfig$ = () => embeddedOr(EMBEDDED_KEYS.legalConfig, embeddedLegalConfig, getLegalConfig);

/**
 * config/legal, the one hook for it. A page drawn by the server carries it
 * (EMBEDDED_KEYS.legalConfig), so hydration reads nothing; a visit from another page reads it.
 * - `useLegalConfig()` suspends, and a failure goes to the DataErrorBoundary (the legal pages).
 * - `useLegalConfig({ wanted })` never suspends nor throws, for a line on another screen (a show's
 *   producer, the checkout's consent): undefined while it loads, null if unwanted or unreadable.
 */
export function useLegalConfig(): LegalConfig;
export function useLegalConfig(quiet: { wanted: boolean }): LegalConfig | null | undefined;
export function useLegalConfig(quiet?: { wanted: boolean }): LegalConfig | null | undefined {
  const wanted = quiet?.wanted ?? true;
  const key = !quiet ? EMBEDDED_KEYS.legalConfig : wanted ? QUIET_KEY : UNWANTED_KEY;
  const config$: Observable<LegalConfig | null> = !quiet
    ? legalConfig$()
    : wanted
      ? legalConfig$().pipe(catchError(() => of(null)))
      : of(null);
  const { status, data } = useObservable(key, config$, { suspense: !quiet });
  return status === 'success' ? data : undefined;
}
