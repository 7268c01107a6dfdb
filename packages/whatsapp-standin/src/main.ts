#!/usr/bin/env -S npx tsx
/**
 * Entry point used by scripts/lib/stack.ts: `node --import tsx packages/whatsapp-standin/src/main.ts <port>`.
 * The token, app secret, webhook and web addresses come from the environment when set, else the
 * launcher's local values.
 */
import { DEFAULT_STANDIN_PORT, standInOptions } from './options.js';
import { createWhatsAppStandIn } from './server.js';

const port = Number(process.argv[2] ?? DEFAULT_STANDIN_PORT);
const { WHATSAPP_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_WEBHOOK_URL, WEB_BASE_URL } = process.env;
const options = standInOptions(port, {
  ...(WHATSAPP_TOKEN && { accessToken: WHATSAPP_TOKEN }),
  ...(WHATSAPP_APP_SECRET && { appSecret: WHATSAPP_APP_SECRET }),
  ...(WHATSAPP_WEBHOOK_URL && { webhookUrl: WHATSAPP_WEBHOOK_URL }),
  ...(WEB_BASE_URL && { webBaseUrl: WEB_BASE_URL }),
});

createWhatsAppStandIn(options).listen(port, '127.0.0.1', () => {
  console.log(`WhatsApp stand-in on ${options.publicUrl}`);
});
