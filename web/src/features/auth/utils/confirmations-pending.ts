/**
 * Set while this device saw the account unverified and its tickets' confirmations are not sent yet:
 * remembered until they went out, so a failed call is tried on the next visit.
 */
export function confirmationsPendingKey(uid: string): string {
  return `carcajada_confirmations_pending_${uid}`;
}

export function confirmationsPending(uid: string): boolean {
  try {
    return localStorage.getItem(confirmationsPendingKey(uid)) === '1';
  } catch {
    return false;
  }
}

export function markConfirmationsPending(uid: string): void {
  localStorage.setItem(confirmationsPendingKey(uid), '1');
}

export function clearConfirmationsPending(uid: string): void {
  localStorage.removeItem(confirmationsPendingKey(uid));
}
