import { LEGAL_CONFIG_PATH, legalConfigFrom, type LegalConfig, type LegalOperator } from '@carcajada/domain';
import { db } from './firestore.js';

/** config/legal: the data policy's version and the operator (defaults when the document is missing). */
export async function readLegalConfig(): Promise<LegalConfig> {
  const snapshot = await db().doc(LEGAL_CONFIG_PATH).get();
  return legalConfigFrom(snapshot.data());
}

/** The operator of config/legal, read on the first call only (a plain read, never a transaction's). */
export type OperatorRead = () => Promise<LegalOperator>;

/**
 * One flow's read of the operator, for the mail of a show without an organizer (its producer):
 * nothing is read until a mail needs it, and then once, however many mails the flow writes.
 */
export function operatorRead(): OperatorRead {
  let read: Promise<LegalOperator> | undefined;
  return () => (read ??= readLegalConfig().then((config) => config.operator));
}
