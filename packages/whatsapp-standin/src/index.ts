export { createWhatsAppStandIn } from './server.js';
export {
  standInOptions,
  DEFAULT_ACCESS_TOKEN,
  DEFAULT_APP_SECRET,
  DEFAULT_STANDIN_PORT,
  type StandInOptions,
} from './options.js';
export { hubSignature, statusCallbackBody, incomingTextBody, STANDIN_PHONE_NUMBER_ID } from './callbacks.js';
export type { ChatMessage, PhoneAnswer } from './store.js';
