import { doc, getDoc } from 'firebase/firestore/lite';
import { LEGAL_CONFIG_PATH, legalConfigFrom, type LegalConfig } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';
import { useQuery } from '../../../lib/use-query';

/** config/legal (public): the data policy's version and the operator the legal pages name. */
export async function getLegalConfig(): Promise<LegalConfig> {
  const snapshot = await getDoc(doc(firestoreLite, LEGAL_CONFIG_PATH));
  return legalConfigFrom(snapshot.data());
}

export function useLegalConfig() {
  return useQuery(['legal-config'], getLegalConfig);
}

/** The same read for a screen that asks only a signed-in account (checkout): `enabled` false reads nothing. */
export function useLegalConfigQuery(enabled: boolean) {
  return useQuery(['legal-config'], getLegalConfig, { enabled });
}
