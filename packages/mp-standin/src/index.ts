export { createStandInServer } from './server.js';
export {
  standInOptions,
  DEFAULT_ACCESS_TOKEN,
  DEFAULT_WEBHOOK_SECRET,
  DEFAULT_SELLER_ID,
  type StandInOptions,
} from './options.js';
export { checkoutProFee } from './store.js';
export { StandInControl, DEFAULT_STANDIN_URL, type PayOptions, type PaymentResult } from './control-client.js';
export {
  buildWebhookRequest,
  webhookManifest,
  webhookSignature,
  type WebhookRequest,
  type WebhookDeliveryInput,
} from './webhook.js';
export type { FaultScope, FaultSpec } from './faults.js';
export type { NotifyOptions } from './notifier.js';
export * from './types.js';
export { PSE_TIMEOUT_MS, DEFAULT_VOUCHER_MS, type PendingOutcome } from './store.js';
