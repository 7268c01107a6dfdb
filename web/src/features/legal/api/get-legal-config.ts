import { doc, getDoc } from 'firebase/firestore/lite';
import { useObservable } from 'reactfire';
import { catchError, map, of } from 'rxjs';
import {
  EMBEDDED_KEYS,
  LEGAL_CONFIG_PATH,
  legalConfigFrom,
  type LegalConfig,
  type LegalOperator,
} from '@carcajada/domain';
import { embeddedOr } from '../../../lib/embedded-data';
import { firestoreLite } from '../../../lib/firestore-lite';
import { useQuery } from '../../../lib/use-query';

/** config/legal (public): the data policy's version and the operator the legal pages name. */
export async function getLegalConfig(): Promise<LegalConfig> {
  const snapshot = await getDoc(doc(firestoreLite, LEGAL_CONFIG_PATH));
  return legalConfigFrom(snapshot.data());
}

function embeddedLegalConfig(value: unknown): LegalConfig | undefined {
  return value && typeof value === 'object' ? legalConfigFrom(value as Record<string, unknown>) : undefined;
}

/**
 * The legal pages' read, suspending: the page eventPage drew carries it (EMBEDDED_KEYS.legalConfig),
 * so hydration reads nothing; a visit that arrives from another page reads it.
 */
export function useLegalConfig(): LegalConfig {
  const config$ = embeddedOr(EMBEDDED_KEYS.legalConfig, embeddedLegalConfig, getLegalConfig);
  return useObservable(EMBEDDED_KEYS.legalConfig, config$, { suspense: true }).data;
}

/** The same read without suspending, for a screen that asks only a signed-in account (checkout). */
export function useLegalConfigQuery(enabled: boolean) {
  return useQuery(['legal-config'], getLegalConfig, { enabled });
}

/** reactfire's key of the operator's read (its own: a failed read answers null, never throws). */
const OPERATOR_KEY = `${EMBEDDED_KEYS.legalConfig}:operator`;
/** The key when no operator is wanted: null at once, nothing read. */
const NO_OPERATOR_KEY = `${EMBEDDED_KEYS.legalConfig}:none`;

/**
 * config/legal's operator, without suspending, only when `wanted` (nothing is read otherwise): null
 * while it loads or if the read fails. A page the server drew carries config/legal: no read.
 */
export function useLegalOperator(wanted: boolean): LegalOperator | null {
  const operator$ = wanted
    ? embeddedOr(EMBEDDED_KEYS.legalConfig, embeddedLegalConfig, getLegalConfig).pipe(
        map((config): LegalOperator | null => config.operator),
        catchError(() => of(null)),
      )
    : of(null);
  const { status, data } = useObservable(wanted ? OPERATOR_KEY : NO_OPERATOR_KEY, operator$, { suspense: false });
  return status === 'success' ? data : null;
}
