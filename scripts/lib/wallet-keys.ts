/**
 * The local wallet test set (docs/wallet.md "Locally"): a self-signed CA standing in for Apple's
 * WWDR intermediate, a Pass Type ID certificate it signs, and a Google service-account key. Made
 * once and kept in the generated local settings, like the QR key, so passes already saved keep
 * verifying. Nothing here is trusted by a real phone.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export const LOCAL_PASS_TYPE_ID = 'pass.co.carcajada.entrada';
export const LOCAL_TEAM_ID = 'CARCAJADA1';
export const LOCAL_GOOGLE_ISSUER_ID = '3388000000000000001';

export interface AppleTestSet {
  wwdrPem: string;
  certPem: string;
  keyPem: string;
}

function rsaKeys(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey } {
  // node's generator: forge's pure-JS RSA takes seconds
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const forgeKey = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  return { privateKey: forgeKey, publicKey: forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e) };
}

function certificate(
  subject: forge.pki.CertificateField[],
  publicKey: forge.pki.PublicKey,
  issuer: { subject: forge.pki.CertificateField[]; key: forge.pki.rsa.PrivateKey },
  extensions: object[],
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 20 * 365 * 86_400_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer.subject);
  cert.setExtensions(extensions);
  cert.sign(issuer.key, forge.md.sha256.create());
  return cert;
}

/** A CA as "WWDR" and a pass certificate it signs, named like Apple's (UID = the pass type id, OU = the team). */
export function makeAppleTestSet(passTypeId = LOCAL_PASS_TYPE_ID, teamId = LOCAL_TEAM_ID): AppleTestSet {
  const ca = rsaKeys();
  const caSubject = [
    { name: 'commonName', value: 'Carcajada local WWDR (test only)' },
    { name: 'organizationName', value: 'Carcajada local' },
  ];
  const caCert = certificate(caSubject, ca.publicKey, { subject: caSubject, key: ca.privateKey }, [
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true },
  ]);
  const signer = rsaKeys();
  const signerCert = certificate(
    [
      { type: '0.9.2342.19200300.100.1.1', value: passTypeId },
      { name: 'commonName', value: `Pass Type ID: ${passTypeId}` },
      { name: 'organizationalUnitName', value: teamId },
      { name: 'organizationName', value: 'Carcajada local' },
    ],
    signer.publicKey,
    { subject: caSubject, key: ca.privateKey },
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
    ],
  );
  return {
    wwdrPem: forge.pki.certificateToPem(caCert),
    certPem: forge.pki.certificateToPem(signerCert),
    keyPem: forge.pki.privateKeyToPem(signer.privateKey),
  };
}

/** A service account's JSON key as Google issues it; `tokenUri` is where it trades a JWT for an access token. */
export function makeGoogleServiceAccountKey(tokenUri: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return JSON.stringify({
    type: 'service_account',
    project_id: 'demo-carcajada',
    private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: 'wallet@demo-carcajada.iam.gserviceaccount.com',
    client_id: '100000000000000000001',
    token_uri: tokenUri,
  });
}
