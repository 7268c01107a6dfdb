import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';

/** Awaits `request` and asserts the rules allowed or denied it. */
export async function expectAccess(request: Promise<unknown>, allowed: boolean): Promise<void> {
  if (allowed) await assertSucceeds(request);
  else await assertFails(request);
}

export function accessLabel(allowed: boolean): string {
  return allowed ? 'allowed' : 'denied';
}
