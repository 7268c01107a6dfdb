import { WALLET_TEXTS } from '@carcajada/domain';
import { PASS_ICONS } from './pass-art.js';
import type { PassView } from './pass-view.js';

/** The Apple side's settings: signing material (secrets) and identifiers (params). */
export interface AppleSigning {
  passTypeId: string;
  teamId: string;
  signerCert: string;
  signerKey: string;
  wwdr: string;
}

export interface AppleServiceLink {
  /** applePassService's base, where Apple's devices register and fetch updates. */
  webServiceUrl: string;
  authenticationToken: string;
}

type Field = { key: string; label: string; value: string };

function field(key: string, label: string, value: string): Field[] {
  return value ? [{ key, label, value }] : [];
}

/** pass.json of one holder's copy: an eventTicket, voided when the ticket no longer admits them. */
export function passJson(view: PassView, signing: AppleSigning, service: AppleServiceLink) {
  const { facts } = view;
  return {
    formatVersion: 1,
    passTypeIdentifier: signing.passTypeId,
    teamIdentifier: signing.teamId,
    serialNumber: view.ticketId,
    organizationName: 'Carcajada',
    description: `Entrada: ${facts.show}`,
    logoText: 'Carcajada',
    foregroundColor: 'rgb(255, 255, 255)',
    backgroundColor: 'rgb(26, 16, 6)',
    labelColor: 'rgb(247, 181, 44)',
    webServiceURL: service.webServiceUrl,
    authenticationToken: service.authenticationToken,
    relevantDate: view.start.toISOString(),
    ...(view.live ? {} : { voided: true }),
    eventTicket: {
      headerFields: field('date', 'Fecha', `${facts.date} · ${facts.time}`),
      primaryFields: [{ key: 'show', label: view.live ? 'Show' : WALLET_TEXTS.voided, value: facts.show }],
      secondaryFields: [...field('venue', 'Lugar', facts.venue), ...field('seat', 'Ubicación', facts.seat)],
      auxiliaryFields: [...field('holder', 'Titular', facts.holder), ...field('admits', 'Entradas', facts.admits)],
      backFields: [
        ...field('reference', 'Referencia', facts.reference),
        ...field('address', 'Dirección', facts.address),
        ...field('pulep', 'PULEP', facts.pulep.replace(/^PULEP: /, '')),
        ...field('producer', 'Organiza', facts.producer),
      ],
    },
  };
}

/** The signed .pkpass of one holder's copy (a zip: pass.json, icons, manifest.json, signature). */
export async function applePassBuffer(
  view: PassView,
  signing: AppleSigning,
  service: AppleServiceLink,
): Promise<Buffer> {
  const buffers: Record<string, Buffer> = {
    'pass.json': Buffer.from(JSON.stringify(passJson(view, signing, service))),
  };
  for (const [name, base64] of Object.entries(PASS_ICONS)) buffers[name] = Buffer.from(base64, 'base64');
  // loaded here, not at the module's top: only the pass's own functions build one (a shorter cold start)
  const { PKPass } = await import('passkit-generator');
  const pass = new PKPass(buffers, {
    signerCert: signing.signerCert,
    signerKey: signing.signerKey,
    wwdr: signing.wwdr,
  });
  // the code the door scans, as Mis tickets draws it; a voided copy or a ticket without a code has none
  if (view.qrCode)
    pass.setBarcodes({
      format: 'PKBarcodeFormatQR',
      message: view.qrCode,
      messageEncoding: 'iso-8859-1',
      altText: view.facts.reference,
    });
  return pass.getAsBuffer();
}
