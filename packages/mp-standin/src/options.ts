/** How a stand-in instance is configured; defaults are the contract's emulator values. */
export interface StandInOptions {
  /** Bearer token the API accepts (contract: MP_ACCESS_TOKEN). */
  accessToken: string;
  /** Secret that signs webhooks (contract: MP_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Public origin of this server, used in init_point links. */
  publicUrl: string;
  /** Seller account id: the first segment of every preference id, as on Mercado Pago. */
  sellerId: number;
  /** How long a webhook POST may take before the stand-in gives up on it. */
  webhookTimeoutMs: number;
  /** The stand-in's clock (tests inject one): PSE and Efecty payments change with time, read lazily. */
  clock: () => Date;
}

export const DEFAULT_ACCESS_TOKEN = 'TEST-demo-access-token';
export const DEFAULT_WEBHOOK_SECRET = 'demo-webhook-secret';
export const DEFAULT_SELLER_ID = 1987654321;

export function standInOptions(port: number, overrides: Partial<StandInOptions> = {}): StandInOptions {
  return {
    accessToken: DEFAULT_ACCESS_TOKEN,
    webhookSecret: DEFAULT_WEBHOOK_SECRET,
    publicUrl: `http://127.0.0.1:${port}`,
    sellerId: DEFAULT_SELLER_ID,
    webhookTimeoutMs: 15_000,
    clock: () => new Date(),
    ...overrides,
  };
}
