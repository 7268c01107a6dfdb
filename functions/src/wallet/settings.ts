import {
  apnsUrl,
  appleTeamId,
  applePassCert,
  applePassKey,
  applePassTypeId,
  appleWwdrCert,
  functionsBaseUrl,
  googleWalletApiUrl,
  googleWalletIssuerId,
  googleWalletKey,
  ticketQrPrivateKey,
  webBaseUrl,
} from '../config.js';
import type { AppleSigning } from './apple-pass.js';
import { parseServiceAccount, type GoogleServiceAccount } from './google-wallet.js';
import { downloadToken, linkExpiry } from './tokens.js';

/** The secrets every wallet function binds (the QR key keys the wallet's links and tokens). */
export const WALLET_SECRETS = [ticketQrPrivateKey, applePassCert, applePassKey, appleWwdrCert, googleWalletKey];

export function appleSigning(): AppleSigning {
  return {
    passTypeId: applePassTypeId.value(),
    teamId: appleTeamId.value(),
    signerCert: applePassCert.value(),
    signerKey: applePassKey.value(),
    wwdr: appleWwdrCert.value(),
  };
}

export function linkKey(): string {
  return ticketQrPrivateKey.value();
}

export function googleAccount(): GoogleServiceAccount {
  return parseServiceAccount(googleWalletKey.value());
}

export function googleIssuerId(): string {
  return googleWalletIssuerId.value();
}

export function googleApiUrl(): string {
  return googleWalletApiUrl.value().replace(/\/+$/, '');
}

export function apnsBaseUrl(): string {
  return apnsUrl.value().replace(/\/+$/, '');
}

/** applePass's address: `{base}/applePass/{ticketId}.pkpass?t=…`. */
export function applePassUrl(ticketId: string, token: string): string {
  return `${functionsBaseUrl()}/applePass/${encodeURIComponent(ticketId)}.pkpass?t=${encodeURIComponent(token)}`;
}

/** The pass's `webServiceURL`: Apple's devices add `v1/…` to it. */
export function passWebServiceUrl(): string {
  return `${functionsBaseUrl()}/applePassService/`;
}

/** Where a save link may be opened from (the JWT's `origins`). */
export function webOrigin(): string {
  return new URL(webBaseUrl.value()).origin;
}

/**
 * The confirmation mail's "Agregar a Apple Wallet": the holder's signed download link, until 24 h
 * after the show. Null where the function rendering the mail does not hold the QR key.
 */
export function appleWalletMailLink(ticketId: string, holderUid: string, showStart: Date): string | null {
  const key = linkKey();
  return key && holderUid
    ? applePassUrl(ticketId, downloadToken(key, ticketId, holderUid, linkExpiry(showStart)))
    : null;
}
