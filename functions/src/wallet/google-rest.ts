import type { GoogleServiceAccount } from './google-wallet.js';

const SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';

let cached: { account: string; token: string; until: number } | null = null;

/** An OAuth access token for the service account (JWT bearer grant), kept until a minute before it ends. */
async function accessToken(account: GoogleServiceAccount, now: Date): Promise<string> {
  if (cached && cached.account === account.client_email && cached.until > now.getTime()) return cached.token;
  const { importPKCS8, SignJWT } = await import('jose');
  const iat = Math.floor(now.getTime() / 1000);
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(account.client_email)
    .setAudience(account.token_uri)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(await importPKCS8(account.private_key, 'RS256'));
  const response = await fetch(account.token_uri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
  });
  if (!response.ok) throw new Error(`Google token endpoint answered ${response.status}`);
  const body = (await response.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token) throw new Error('Google token endpoint gave no access token');
  cached = {
    account: account.client_email,
    token: body.access_token,
    until: now.getTime() + ((body.expires_in ?? 3600) - 60) * 1000,
  };
  return body.access_token;
}

export type WalletResource = 'eventTicketClass' | 'eventTicketObject';

/**
 * Brings a class or object of the Wallet REST API (walletobjects v1) to `body`: PATCH it, and
 * insert it when Google does not have it yet (404; a 409 on insert means it arrived meanwhile:
 * patched again). Idempotent: a retry sends the same body.
 */
export async function upsertWalletResource(
  apiUrl: string,
  account: GoogleServiceAccount,
  resource: WalletResource,
  body: { id: string },
  now: Date,
): Promise<'patched' | 'inserted'> {
  const headers = {
    authorization: `Bearer ${await accessToken(account, now)}`,
    'content-type': 'application/json',
  };
  const patch = () =>
    fetch(`${apiUrl}/${resource}/${encodeURIComponent(body.id)}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify(body),
    });
  const patched = await patch();
  if (patched.ok) return 'patched';
  if (patched.status !== 404) throw new Error(`Wallet API PATCH ${resource} answered ${patched.status}`);
  const inserted = await fetch(`${apiUrl}/${resource}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (inserted.ok) return 'inserted';
  if (inserted.status === 409 && (await patch()).ok) return 'patched';
  throw new Error(`Wallet API insert ${resource} answered ${inserted.status}`);
}
