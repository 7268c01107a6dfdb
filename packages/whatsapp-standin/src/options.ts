/** How a stand-in instance is configured; defaults are the launcher's local settings (scripts/lib/local-settings.ts). */
export interface StandInOptions {
  /** The bearer token the API accepts (WHATSAPP_TOKEN). */
  accessToken: string;
  /** The secret that signs callbacks (WHATSAPP_APP_SECRET). */
  appSecret: string;
  /** Where callbacks go: the whatsappWebhook function. */
  webhookUrl: string;
  /** The web app's address: the templates' Mis tickets button opens it. */
  webBaseUrl: string;
  /** Public origin of this server (its chat pages). */
  publicUrl: string;
  /** How long after a send its `sent` and `delivered` callbacks follow. */
  callbackDelayMs: number;
}

export const DEFAULT_ACCESS_TOKEN = 'demo-whatsapp-token';
export const DEFAULT_APP_SECRET = 'demo-whatsapp-app-secret';
export const DEFAULT_WEBHOOK_URL = 'http://127.0.0.1:5001/demo-carcajada/us-central1/whatsappWebhook';
export const DEFAULT_WEB_BASE_URL = 'http://localhost:5173';
export const DEFAULT_STANDIN_PORT = 8097;

export function standInOptions(port: number, overrides: Partial<StandInOptions> = {}): StandInOptions {
  return {
    accessToken: DEFAULT_ACCESS_TOKEN,
    appSecret: DEFAULT_APP_SECRET,
    webhookUrl: DEFAULT_WEBHOOK_URL,
    webBaseUrl: DEFAULT_WEB_BASE_URL,
    publicUrl: `http://127.0.0.1:${port}`,
    callbackDelayMs: 400,
    ...overrides,
  };
}
