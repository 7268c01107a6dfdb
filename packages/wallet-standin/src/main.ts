#!/usr/bin/env -S npx tsx
/**
 * Entry point used by scripts/lib/stack.ts:
 * `node --import tsx packages/wallet-standin/src/main.ts <wallet api port> <apns port>`.
 * One memory for both: the Google side's controls also list the pushes APNs received.
 */
import { createApnsServer } from './apns.js';
import { createWalletApiServer } from './server.js';
import { WalletStandInStore } from './store.js';

const apiPort = Number(process.argv[2] ?? 8095);
const apnsPort = Number(process.argv[3] ?? 8096);
const store = new WalletStandInStore();

createWalletApiServer(store).listen(apiPort, '127.0.0.1', () => {
  console.log(`Wallet stand-in (Google Wallet API, controls) on http://127.0.0.1:${apiPort}`);
});
createApnsServer(store).listen(apnsPort, '127.0.0.1', () => {
  console.log(`Wallet stand-in (APNs, HTTP/2) on http://127.0.0.1:${apnsPort}`);
});
