import { FUNCTIONS_REGION } from '@carcajada/domain';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { whatsappAppSecret, whatsappVerifyToken } from '../config.js';
import { readCallback } from './callbacks.js';
import { logWhatsAppWebhookRejected } from './log.js';
import { applyStatus } from './statuses.js';
import { isValidHubSignature } from './verify-signature.js';
import { withdrawOnAnswer } from './withdrawal.js';

/** Express's response, as firebase-functions types its handlers. */
type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

/** Meta's subscription check: the challenge back only for our verify token. */
function answerVerification(request: Request, response: Response): void {
  const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = request.query;
  if (mode === 'subscribe' && token === whatsappVerifyToken.value() && typeof challenge === 'string') {
    response.status(200).type('text/plain').send(challenge);
    return;
  }
  logWhatsAppWebhookRejected({ reason: 'verification_refused' });
  response.status(403).end();
}

/**
 * whatsappWebhook (contract v6): GET answers Meta's verification; POST takes status and message
 * callbacks only with a valid `X-Hub-Signature-256` (else 401, nothing changed). 200 once applied;
 * a failure answers 500, so Meta delivers the callback again.
 */
export async function handleWhatsAppCallback(request: Request, response: Response): Promise<void> {
  if (request.method === 'GET') return answerVerification(request, response);
  if (request.method !== 'POST') {
    response.status(405).set('allow', 'GET, POST').end();
    return;
  }
  if (!isValidHubSignature(request.rawBody, request.get('x-hub-signature-256'), whatsappAppSecret.value())) {
    logWhatsAppWebhookRejected({ reason: 'invalid_signature' });
    response.status(401).json({ outcome: 'invalid_signature' });
    return;
  }
  const { statuses, messages } = readCallback(request.body);
  for (const status of statuses) await applyStatus(status);
  for (const message of messages) await withdrawOnAnswer(message);
  response.status(200).json({ outcome: 'applied' });
}

export const whatsappWebhook = onRequest(
  {
    region: FUNCTIONS_REGION,
    invoker: 'public',
    timeoutSeconds: 60,
    secrets: [whatsappVerifyToken, whatsappAppSecret],
    maxInstances: 10,
    concurrency: 40,
  },
  handleWhatsAppCallback,
);
