import { onCall, HttpsError } from 'firebase-functions/v2/https';

// Placeholder until the payments issue lands; replaced by the real callable.
export const createTicketPreference = onCall({ region: 'us-central1' }, () => {
  throw new HttpsError('unimplemented', 'Pronto disponible');
});
