import type { WalletPassesResult } from '@carcajada/domain';
import { WalletPassesRequest } from '@carcajada/domain/requests';
import { callable } from '../common/callable.js';
import { readCaller } from '../common/caller.js';
import { refusal } from '../common/errors.js';
import { googleSaveUrl } from './google-wallet.js';
import { recordPassIssued } from './pass-registry.js';
import { passViewFor, readPassParts, standingOf } from './pass-view.js';
import { applePassUrl, googleAccount, googleIssuerId, linkKey, webOrigin, WALLET_SECRETS } from './settings.js';
import { downloadToken, linkExpiry } from './tokens.js';

/**
 * `walletPasses` (contract "Tickets where people keep them"): the holder's links for a live
 * ticket, Apple's (a download signed for this holder, until 24 h after the show) and Google's (a
 * save JWT). A stranger's ticket is refused (`notYourTicket`), one that no longer admits anyone
 * (`ticketNotLive`: refunded, cancelled, given away, its date cancelled) likewise.
 */
export async function walletPassesAs(uid: string | undefined, data: unknown, now: Date): Promise<WalletPassesResult> {
  const caller = await readCaller(uid);
  if (!caller.active) throw refusal('inactiveUser');
  const request = WalletPassesRequest.safeParse(data);
  if (!request.success) throw refusal('invalidRequest');
  const parts = await readPassParts(request.data.ticketId);
  if (!parts) throw refusal('ticketNotFound');
  const standing = standingOf(parts, caller.uid);
  if (standing === 'notHolder') throw refusal('notYourTicket');
  if (standing === 'notLive') throw refusal('ticketNotLive');
  const view = (await passViewFor(parts, caller.uid))!;
  await recordPassIssued(view.ticketId, view.eventId, caller.uid);
  const token = downloadToken(linkKey(), view.ticketId, caller.uid, linkExpiry(view.start));
  return {
    appleUrl: applePassUrl(view.ticketId, token),
    googleUrl: await googleSaveUrl(googleAccount(), googleIssuerId(), view, [webOrigin()], now),
  };
}

export const walletPasses = callable(
  'walletPasses',
  { secrets: WALLET_SECRETS },
  (request): Promise<WalletPassesResult> => walletPassesAs(request.auth?.uid, request.data, new Date()),
);
