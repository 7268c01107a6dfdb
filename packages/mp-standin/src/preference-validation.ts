import { apiError } from './http.js';
import type { ApiErrorBody, BackUrls, PaymentMethodsFilter, PreferenceItem } from './types.js';

/** The stand-in sells in Colombia only, like the seller account it imitates. */
export const SITE_CURRENCY = 'COP';

/** A preference request that passed Mercado Pago's checks, before it gets an id. */
export interface PreferenceInput {
  items: PreferenceItem[];
  payer: { email?: string; name?: string; surname?: string };
  back_urls: BackUrls;
  auto_return: string;
  external_reference: string;
  notification_url: string;
  statement_descriptor: string;
  expires: boolean;
  expiration_date_from: string | null;
  expiration_date_to: string | null;
  /** When a payment of this preference (cash methods) stops being payable. */
  date_of_expiration: string | null;
  metadata: Record<string, unknown>;
  payment_methods: PaymentMethodsFilter;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };

function invalid(error: string, message: string): { ok: false; error: ApiErrorBody } {
  return { ok: false, error: apiError(400, error, message) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Mercado Pago's item rules; COP has no cents, so prices must be whole pesos. */
function validateItem(raw: unknown, index: number): Validation<PreferenceItem> {
  if (!isRecord(raw)) return invalid('invalid_items', `items[${index}] must be an object`);
  const { title, quantity, unit_price: unitPrice } = raw;
  const currency = raw.currency_id ?? SITE_CURRENCY;
  if (typeof title !== 'string' || !title.trim())
    return invalid('invalid_items', `item.title needed (items[${index}])`);
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
    return invalid('invalid_items', `item.quantity must be a positive integer (items[${index}])`);
  }
  if (typeof unitPrice !== 'number' || !Number.isFinite(unitPrice) || unitPrice <= 0) {
    return invalid('invalid_items', `unit_price invalid (items[${index}])`);
  }
  if (currency !== SITE_CURRENCY) return invalid('invalid_items', `currency_id invalid (items[${index}])`);
  if (!Number.isInteger(unitPrice)) {
    return invalid('invalid_items', `unit_price invalid: ${SITE_CURRENCY} does not allow decimals (items[${index}])`);
  }
  return {
    ok: true,
    value: {
      id: optionalString(raw.id),
      title,
      description: optionalString(raw.description),
      category_id: optionalString(raw.category_id),
      quantity,
      unit_price: unitPrice,
      currency_id: SITE_CURRENCY,
    },
  };
}

function validateBackUrls(raw: unknown): Validation<BackUrls> {
  if (raw === undefined) return { ok: true, value: {} };
  if (!isRecord(raw)) return invalid('invalid_back_urls', 'back_urls must be an object');
  const backUrls: BackUrls = {};
  for (const key of ['success', 'failure', 'pending'] as const) {
    const url = raw[key];
    if (url === undefined || url === '') continue;
    if (typeof url !== 'string' || !isHttpUrl(url)) return invalid('invalid_back_urls', `back_urls.${key} invalid`);
    backUrls[key] = url;
  }
  return { ok: true, value: backUrls };
}

function validateExpiration(
  raw: Record<string, unknown>,
): Validation<Pick<PreferenceInput, 'expires' | 'expiration_date_from' | 'expiration_date_to'>> {
  const expires = raw.expires === true;
  const from = optionalString(raw.expiration_date_from) ?? null;
  const to = optionalString(raw.expiration_date_to) ?? null;
  for (const [name, value] of [
    ['expiration_date_from', from],
    ['expiration_date_to', to],
  ] as const) {
    if (value !== null && Number.isNaN(Date.parse(value))) return invalid('invalid_expiration_date', `${name} invalid`);
  }
  if (from && to && Date.parse(to) <= Date.parse(from)) {
    return invalid('invalid_expiration_date', 'expiration_date_to must be after expiration_date_from');
  }
  return { ok: true, value: { expires, expiration_date_from: from, expiration_date_to: to } };
}

function idList(raw: unknown, name: string): Validation<{ id: string }[]> {
  if (raw === undefined) return { ok: true, value: [] };
  if (!Array.isArray(raw)) return invalid('invalid_payment_methods', `payment_methods.${name} must be an array`);
  const ids: { id: string }[] = [];
  for (const entry of raw) {
    const id = isRecord(entry) ? entry.id : undefined;
    if (typeof id !== 'string' || !id)
      return invalid('invalid_payment_methods', `payment_methods.${name}[].id invalid`);
    ids.push({ id });
  }
  return { ok: true, value: ids };
}

/** `payment_methods`: only the exclusions are modelled. */
function validatePaymentMethods(raw: unknown): Validation<PaymentMethodsFilter> {
  if (raw === undefined) return { ok: true, value: { excluded_payment_types: [], excluded_payment_methods: [] } };
  if (!isRecord(raw)) return invalid('invalid_payment_methods', 'payment_methods must be an object');
  const types = idList(raw.excluded_payment_types, 'excluded_payment_types');
  if (!types.ok) return types;
  const methods = idList(raw.excluded_payment_methods, 'excluded_payment_methods');
  if (!methods.ok) return methods;
  return { ok: true, value: { excluded_payment_types: types.value, excluded_payment_methods: methods.value } };
}

/** Checks a POST /checkout/preferences body the way Mercado Pago does (400 with its error shape). */
export function validatePreferenceRequest(body: Record<string, unknown>): Validation<PreferenceInput> {
  if (!Array.isArray(body.items) || body.items.length === 0) return invalid('invalid_items', 'items needed');
  const items: PreferenceItem[] = [];
  for (const [index, rawItem] of body.items.entries()) {
    const item = validateItem(rawItem, index);
    if (!item.ok) return item;
    items.push(item.value);
  }
  const backUrls = validateBackUrls(body.back_urls);
  if (!backUrls.ok) return backUrls;
  const autoReturn = optionalString(body.auto_return) ?? '';
  if (autoReturn && !['approved', 'all'].includes(autoReturn))
    return invalid('invalid_auto_return', 'auto_return invalid');
  if (autoReturn && !backUrls.value.success) {
    return invalid('invalid_auto_return', 'auto_return invalid. back_url.success must be defined');
  }
  const notificationUrl = optionalString(body.notification_url) ?? '';
  if (notificationUrl && !isHttpUrl(notificationUrl))
    return invalid('invalid_notification_url', 'notification_url invalid');
  const externalReference = optionalString(body.external_reference) ?? '';
  if (externalReference.length > 256) return invalid('invalid_external_reference', 'external_reference too long');
  const expiration = validateExpiration(body);
  if (!expiration.ok) return expiration;
  const dateOfExpiration = optionalString(body.date_of_expiration) ?? null;
  if (dateOfExpiration !== null && Number.isNaN(Date.parse(dateOfExpiration)))
    return invalid('invalid_date_of_expiration', 'date_of_expiration invalid');
  const paymentMethods = validatePaymentMethods(body.payment_methods);
  if (!paymentMethods.ok) return paymentMethods;
  const payer = isRecord(body.payer) ? body.payer : {};
  return {
    ok: true,
    value: {
      items,
      payer: {
        email: optionalString(payer.email),
        name: optionalString(payer.name),
        surname: optionalString(payer.surname),
      },
      back_urls: backUrls.value,
      auto_return: autoReturn,
      external_reference: externalReference,
      notification_url: notificationUrl,
      statement_descriptor: optionalString(body.statement_descriptor) ?? '',
      metadata: isRecord(body.metadata) ? body.metadata : {},
      date_of_expiration: dateOfExpiration,
      payment_methods: paymentMethods.value,
      ...expiration.value,
    },
  };
}

export function preferenceTotal(items: PreferenceItem[]): number {
  return items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
}
