import { readCaller, type Caller } from './caller.js';
import { refusal } from './errors.js';

/** ADMIN power comes only from the caller's own active user document with role ADMIN (as in the rules). */
export async function assertAdmin(uid: string | undefined): Promise<Caller> {
  const caller = await readCaller(uid);
  if (caller.role !== 'ADMIN') throw refusal('adminOnly');
  return caller;
}
