#!/usr/bin/env -S npx tsx
/**
 * Entry point used by scripts/lib/stack.ts: `node --import tsx packages/mp-standin/src/main.ts <port>`.
 * Secrets come from MP_ACCESS_TOKEN / MP_WEBHOOK_SECRET when set, else the contract's emulator values.
 */
import { standInOptions } from './options.js';
import { createStandInServer } from './server.js';

const port = Number(process.argv[2] ?? 8090);
const options = standInOptions(port, {
  ...(process.env.MP_ACCESS_TOKEN ? { accessToken: process.env.MP_ACCESS_TOKEN } : {}),
  ...(process.env.MP_WEBHOOK_SECRET ? { webhookSecret: process.env.MP_WEBHOOK_SECRET } : {}),
});

createStandInServer(options).listen(port, '127.0.0.1', () => {
  console.log(`Mercado Pago stand-in on ${options.publicUrl}`);
});
