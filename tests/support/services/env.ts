import { FUNCTIONS_REGION } from '@carcajada/domain';
import { readSetting } from '../../../scripts/lib/local-settings.js';

/** Where the payment tests find the running emulators and stand-in (standard env vars, contract defaults). */
export const PROJECT_ID = 'demo-carcajada';
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const FUNCTIONS_HOST = process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001';
export const STANDIN_URL = process.env.MP_STANDIN_URL ?? 'http://127.0.0.1:8090';
// firebase-admin reads these to reach the emulators
process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;

export function functionUrl(name: string): string {
  return `http://${FUNCTIONS_HOST}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;
}
export const WEBHOOK_URL = functionUrl('paymentWebhook');
export const NOTIFICATION_URL = `${WEBHOOK_URL}?source_news=webhooks`;
export const WEB_BASE_URL = 'http://localhost:5173';
export const WEBHOOK_SECRET = 'demo-webhook-secret';

/** A value of the generated local settings files; they exist once the stack has started. */
function localSetting(relativeFile: string, key: string): string {
  const value = readSetting(relativeFile, key);
  if (value === undefined) throw new Error(`${key} missing from ${relativeFile}: start the stack once to generate it`);
  return value;
}

export const qrKeys = {
  privateKeyPem: () => localSetting('functions/.secret.local', 'TICKET_QR_PRIVATE_KEY'),
  publicKeyPem: () => localSetting('web/.env.local', 'VITE_TICKET_QR_PUBLIC_KEY'),
};

/** HOLD_SECONDS of the running functions (npm test lowers it so holds end within the run). */
export function holdSeconds(): number {
  return Number(localSetting('functions/.env.local', 'HOLD_SECONDS'));
}
