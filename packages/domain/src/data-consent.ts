/**
 * Data treatment (Ley 1581 de 2012, habeas data): sign-up asks for express consent to
 * the written policy; the user document records which version was accepted and when
 * (`data_consent`), and `config/legal` holds the current version and the operator named by the
 * policy and the terms.
 */

export const LEGAL_CONFIG_PATH = 'config/legal';
export const DATA_POLICY_PATH = '/politica-de-datos';
export const TERMS_PATH = '/terminos';

export const DATA_CONSENT_TEXTS = {
  label: 'Acepto la política de tratamiento de datos',
  required: 'Debes aceptar la política de tratamiento de datos',
  policyTitle: 'Política de tratamiento de datos',
  termsTitle: 'Términos y condiciones',
  /** Above the box when an account's consent is missing or to an older policy. */
  askedAgain: 'Actualizamos nuestra política de tratamiento de datos. Para continuar, acéptala.',
  saveFailed: 'No pudimos guardar tu autorización. Revisa tu conexión e intenta de nuevo.',
} as const;

/** Who runs the platform, as the policy and the terms name it. */
export interface LegalOperator {
  legal_name: string;
  nit: string;
  email: string;
  phone: string;
  address: string;
}

/** config/legal: the policy's current version and the operator. */
export interface LegalConfig {
  data_policy_version: string;
  /** The version of the WhatsApp consent's text (users/{uid}.whatsapp_consent.version). */
  whatsapp_consent_version: string;
  operator: LegalOperator;
}

/** The local operator of the demo; production writes its own (docs/deploy.md). */
export const DEFAULT_LEGAL_CONFIG: Readonly<LegalConfig> = Object.freeze({
  data_policy_version: '2026-11-28',
  whatsapp_consent_version: '2026-12-06',
  operator: Object.freeze({
    legal_name: 'Carcajada Entretenimiento S.A.S.',
    nit: '901234567-7',
    email: 'datos@carcajada.test',
    phone: '3001112233',
    address: 'Calle 85 # 11-53, Bogotá',
  }),
});

/** config/legal as the seed and the tests write it. */
export function legalConfigDocument(config: LegalConfig = DEFAULT_LEGAL_CONFIG): LegalConfig {
  return {
    data_policy_version: config.data_policy_version,
    whatsapp_consent_version: config.whatsapp_consent_version,
    operator: { ...config.operator },
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The stored document; a missing one (undefined) or missing fields take the defaults. */
export function legalConfigFrom(data: Record<string, unknown> | undefined): LegalConfig {
  const operator = typeof data?.operator === 'object' && data.operator !== null ? data.operator : {};
  const stored = operator as Record<string, unknown>;
  const fallback = DEFAULT_LEGAL_CONFIG.operator;
  return {
    data_policy_version: text(data?.data_policy_version) || DEFAULT_LEGAL_CONFIG.data_policy_version,
    whatsapp_consent_version: text(data?.whatsapp_consent_version) || DEFAULT_LEGAL_CONFIG.whatsapp_consent_version,
    operator: {
      legal_name: text(stored.legal_name) || fallback.legal_name,
      nit: text(stored.nit) || fallback.nit,
      email: text(stored.email) || fallback.email,
      phone: text(stored.phone) || fallback.phone,
      address: text(stored.address) || fallback.address,
    },
  };
}

/** users/{uid}.data_consent: the policy version accepted and when (a server timestamp when written). */
export function dataConsentDocument<T>(version: string, acceptedAt: T) {
  return { version, accepted_at: acceptedAt };
}

/** The consent box's message, or undefined when it is checked. */
export function dataConsentError(accepted: boolean): string | undefined {
  return accepted ? undefined : DATA_CONSENT_TEXTS.required;
}

/** users/{uid}.data_consent as the web reads it: the version accepted (its time stays stored). */
export interface DataConsent {
  version: string;
}

/**
 * True when a stored consent is to the policy in force. Missing, malformed or to another version
 * (the operator changed the policy since): the account is asked again before its next purchase
 * or reservation.
 */
export function isDataConsentCurrent(consent: unknown, currentVersion: string): boolean {
  if (typeof consent !== 'object' || consent === null) return false;
  const { version } = consent as Record<string, unknown>;
  return typeof version === 'string' && version === currentVersion;
}
