/** What the stand-in saw and keeps, in memory for the life of the process. */
export interface RecordedPush {
  pushToken: string;
  /** `apns-topic`: the pass type id. */
  topic: string;
  payload: string;
  at: string;
}

export interface RecordedWalletCall {
  method: string;
  path: string;
  resource: string;
  id: string;
  status: number;
  body: unknown;
  at: string;
}

export type WalletResource = 'eventTicketClass' | 'eventTicketObject';

export class WalletStandInStore {
  readonly pushes: RecordedPush[] = [];
  readonly walletCalls: RecordedWalletCall[] = [];
  readonly accessTokens = new Set<string>();
  private readonly resources: Record<WalletResource, Map<string, Record<string, unknown>>> = {
    eventTicketClass: new Map(),
    eventTicketObject: new Map(),
  };

  get(resource: WalletResource, id: string): Record<string, unknown> | undefined {
    return this.resources[resource].get(id);
  }

  set(resource: WalletResource, id: string, value: Record<string, unknown>): void {
    this.resources[resource].set(id, value);
  }
}
