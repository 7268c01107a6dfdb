export { createApnsServer } from './apns.js';
export { createWalletApiServer } from './server.js';
export { WalletStandInControl } from './control-client.js';
export { WalletStandInStore, type RecordedPush, type RecordedWalletCall, type WalletResource } from './store.js';
