import { createPublicKey, verify } from 'node:crypto';

export interface SaveJwt {
  header: Record<string, unknown>;
  claims: Record<string, unknown> & {
    payload: { eventTicketClasses: Record<string, unknown>[]; eventTicketObjects: Record<string, unknown>[] };
  };
}

/**
 * The save JWT of a "Guardar en Google Wallet" link, its RS256 signature checked with the public
 * half of the service account's key (as Google checks it); throws when it does not verify.
 */
export function verifiedSaveJwt(saveUrl: string, serviceAccountJson: string): SaveJwt {
  const prefix = 'https://pay.google.com/gp/v/save/';
  if (!saveUrl.startsWith(prefix)) throw new Error(`not a save link: ${saveUrl}`);
  const [header, claims, signature] = saveUrl.slice(prefix.length).split('.');
  const { private_key: privateKey } = JSON.parse(serviceAccountJson) as { private_key: string };
  const genuine = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${claims}`),
    createPublicKey(privateKey),
    Buffer.from(signature ?? '', 'base64url'),
  );
  if (!genuine) throw new Error('the save JWT does not verify with the service account key');
  const decode = (part: string | undefined) => JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
  return { header: decode(header), claims: decode(claims) };
}
