/**
 * Reading a .pkpass as Wallet does: the zip's files, manifest.json's SHA-1 of each, and the
 * detached PKCS #7 signature of the manifest, checked with node-forge against a WWDR certificate.
 */
import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import forge from 'node-forge';

/** Every file of a zip (stored or deflated), by name, from its central directory. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(offset + 10);
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** Files whose SHA-1 in manifest.json is wrong or missing, and manifest entries with no file. */
export function manifestMismatches(files: Map<string, Buffer>): string[] {
  const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>;
  const problems: string[] = [];
  for (const [name, content] of files) {
    if (name === 'manifest.json' || name === 'signature') continue;
    if (manifest[name] !== createHash('sha1').update(content).digest('hex')) problems.push(name);
  }
  for (const name of Object.keys(manifest)) if (!files.has(name)) problems.push(`${name} (missing)`);
  return problems;
}

const MESSAGE_DIGEST_OID = forge.pki.oids.messageDigest!;
const DIGESTS: Record<string, () => forge.md.MessageDigest> = {
  [forge.pki.oids.sha256!]: () => forge.md.sha256.create(),
  [forge.pki.oids.sha1!]: () => forge.md.sha1.create(),
};

/** The first SignerInfo's parts: digest algorithm, signed attributes ([0]) and the signature. */
function signerParts(signerInfo: forge.asn1.Asn1) {
  const parts = signerInfo.value as forge.asn1.Asn1[];
  const attributes = parts.find((part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0);
  const signature = parts.find((part) => part.type === forge.asn1.Type.OCTETSTRING);
  const digestAlgorithm = forge.asn1.derToOid((parts[2]!.value as forge.asn1.Asn1[])[0]!.value as string);
  if (!attributes || !signature) throw new Error('signer info without signed attributes or signature');
  return { attributes, signature: signature.value as string, digestAlgorithm };
}

function messageDigestOf(attributes: forge.asn1.Asn1): string {
  for (const attribute of attributes.value as forge.asn1.Asn1[]) {
    const [oid, values] = attribute.value as forge.asn1.Asn1[];
    if (forge.asn1.derToOid(oid!.value as string) === MESSAGE_DIGEST_OID)
      return (values!.value as forge.asn1.Asn1[])[0]!.value as string;
  }
  throw new Error('no messageDigest attribute');
}

export interface SignatureCheck {
  /** The signed digest is the manifest's. */
  digestMatches: boolean;
  /** The signer certificate's key signed the attributes. */
  signatureValid: boolean;
  /** The signer certificate was issued by the WWDR certificate given. */
  issuedByWwdr: boolean;
  /** The signer certificate's UID (the pass type id). */
  signerUid: string;
}

/** Checks `signature` (DER PKCS #7, detached) over `manifest` with the certificates it carries and `wwdrPem`. */
export function checkPassSignature(manifest: Buffer, signature: Buffer, wwdrPem: string): SignatureCheck {
  const message = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(signature.toString('binary')),
  ) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { signerInfos: forge.asn1.Asn1[] };
  };
  const wwdr = forge.pki.certificateFromPem(wwdrPem);
  const signer = message.certificates.find(
    (cert) => !cert.getExtension('basicConstraints') || !(cert.getExtension('basicConstraints') as { cA?: boolean }).cA,
  );
  if (!signer) throw new Error('no signer certificate in the signature');
  const { attributes, signature: signed, digestAlgorithm } = signerParts(message.rawCapture.signerInfos[0]!);
  const digest = DIGESTS[digestAlgorithm];
  if (!digest) throw new Error(`unexpected digest algorithm ${digestAlgorithm}`);
  const contentDigest = digest().update(manifest.toString('binary')).digest().getBytes();
  // the signature covers the attributes DER-encoded as a SET (RFC 5652 §5.4), not as the [0] they are stored in
  const attributeSet = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    attributes.value as forge.asn1.Asn1[],
  );
  const attributesDigest = digest().update(forge.asn1.toDer(attributeSet).getBytes());
  let issuedByWwdr = false;
  try {
    issuedByWwdr = wwdr.verify(signer);
  } catch {
    issuedByWwdr = false;
  }
  return {
    digestMatches: messageDigestOf(attributes) === contentDigest,
    signatureValid: (signer.publicKey as forge.pki.rsa.PublicKey).verify(attributesDigest.digest().getBytes(), signed),
    issuedByWwdr,
    signerUid: String(signer.subject.getField({ type: '0.9.2342.19200300.100.1.1' })?.value ?? ''),
  };
}
