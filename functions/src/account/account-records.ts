import { ACCOUNT_RECORDS, type AccountRecordKind } from '@carcajada/domain';
import type { Query } from 'firebase-admin/firestore';
import { db } from '../common/firestore.js';

/** The records of one kind that belong to the account (ACCOUNT_RECORDS): export and deletion read these. */
export function recordsOf(kind: AccountRecordKind, uid: string): Query {
  const record = ACCOUNT_RECORDS[kind];
  const source =
    'collectionGroup' in record ? db().collectionGroup(record.collectionGroup) : db().collection(record.collection);
  return source.where(record.uidField, '==', uid);
}
