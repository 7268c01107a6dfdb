import { WALLET_TEXTS, type WalletPassesResult } from '@carcajada/domain';
import type { WalletPassesRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { callFunction } from '../../../lib/callable';

type Request = z.input<typeof WalletPassesRequest>;

/** The walletPasses callable (contract "Tickets where people keep them"): the holder's two wallet links. */
export function walletPasses(request: Request): Promise<WalletPassesResult> {
  return callFunction<Request, WalletPassesResult>('walletPasses', request, {
    parse: (data) => {
      const answer = data as Partial<WalletPassesResult> | null;
      if (typeof answer?.appleUrl !== 'string' || typeof answer.googleUrl !== 'string')
        throw new Error('Unexpected walletPasses answer');
      return answer as WalletPassesResult;
    },
    fallbackMessage: WALLET_TEXTS.failed,
    // it changes nothing the holder sees: a lost answer may be asked again
    idempotent: true,
  });
}

export interface WalletPassesAction {
  pending: boolean;
  /** The refusal in Spanish (by its reason key), or the generic failure. */
  failure: string | null;
  fetchLinks: (request: Request) => Promise<WalletPassesResult | null>;
}

export function useWalletPasses(): WalletPassesAction {
  const { run, pending, refusal } = useCallableAction(walletPasses, WALLET_TEXTS.failed);
  return { pending, failure: refusal?.message ?? null, fetchLinks: run };
}
