import type { Auth } from 'firebase/auth';
import { MY_DATA_TEXTS, type DeleteMyAccountResult } from '@carcajada/domain';
import { callFunction } from '../../../lib/callable';
import { signOut } from '../../auth';

/** `deleteMyAccount` removes the account (its password just confirmed); the device is signed out after. */
export async function deleteMyAccount(auth: Auth): Promise<DeleteMyAccountResult> {
  const result = await callFunction<Record<string, never>, DeleteMyAccountResult>(
    'deleteMyAccount',
    {},
    {
      fallbackMessage: MY_DATA_TEXTS.deleteFailed,
      // a repeated deletion finds nothing more to do
      idempotent: true,
    },
  );
  await signOut(auth).catch(() => undefined);
  return result;
}
