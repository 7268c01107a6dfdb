import { onRequest } from 'firebase-functions/v2/https';

// Placeholder until the payments issue lands; replaced by the real webhook.
export const paymentWebhook = onRequest({ region: 'us-central1' }, (_req, res) => {
  res.status(503).send('not ready');
});
