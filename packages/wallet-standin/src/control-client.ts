import type { RecordedPush, RecordedWalletCall } from './store.js';

/** What tests read from a running wallet stand-in. */
export class WalletStandInControl {
  constructor(private readonly baseUrl: string) {}

  private async read<T>(path: string): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`);
    if (!response.ok) throw new Error(`wallet stand-in ${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  pushes(pushToken: string): Promise<RecordedPush[]> {
    return this.read(`/__control/pushes?pushToken=${encodeURIComponent(pushToken)}`);
  }

  walletCalls(id: string): Promise<RecordedWalletCall[]> {
    return this.read(`/__control/wallet-calls?id=${encodeURIComponent(id)}`);
  }
}
