/** The parts of Mercado Pago's resources that the stand-in models (field names as Mercado Pago spells them). */

export interface PreferenceItem {
  id?: string;
  title: string;
  description?: string;
  category_id?: string;
  quantity: number;
  unit_price: number;
  currency_id: string;
}

export interface BackUrls {
  success?: string;
  failure?: string;
  pending?: string;
}

export interface Preference {
  id: string;
  collector_id: number;
  client_id: string;
  operation_type: 'regular_payment';
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
  metadata: Record<string, unknown>;
  /** Which payment types and methods the checkout must not offer (ids as Mercado Pago names them). */
  payment_methods: PaymentMethodsFilter;
  /** When a pending cash payment of this preference stops being payable. */
  date_of_expiration: string | null;
  date_created: string;
  init_point: string;
  sandbox_init_point: string;
}

export interface PaymentMethodsFilter {
  excluded_payment_types: { id: string }[];
  excluded_payment_methods: { id: string }[];
}

/** The ways to pay Checkout Pro offers in Colombia that the stand-in models. */
export const CHECKOUT_METHODS = ['card', 'pse', 'efecty'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** Mercado Pago's payment_method_id and payment_type_id of each. */
export const METHOD_IDS: Record<CheckoutMethod, { methodId: string; typeId: string }> = {
  card: { methodId: 'visa', typeId: 'credit_card' },
  pse: { methodId: 'pse', typeId: 'bank_transfer' },
  efecty: { methodId: 'efecty', typeId: 'ticket' },
};

/** Every payment status Mercado Pago reports. */
export const PAYMENT_STATUSES = [
  'pending',
  'approved',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface Payment {
  id: number;
  status: PaymentStatus;
  status_detail: string;
  external_reference: string;
  transaction_amount: number;
  currency_id: string;
  description: string;
  payer: { id: string; email: string; type: 'guest' };
  collector_id: number;
  payment_method_id: string;
  payment_type_id: string;
  live_mode: false;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  /** Cash vouchers: when the voucher stops being payable (null for cards and PSE). */
  date_of_expiration: string | null;
  /** Cash vouchers: the voucher to print or show at the counter. */
  transaction_details: { external_resource_url: string | null; total_paid_amount: number };
  order: { type: 'mercadopago'; id: number };
  /** What Mercado Pago charged the seller for this payment (empty until approved). */
  fee_details: { type: 'mercadopago_fee'; amount: number; fee_payer: 'collector' }[];
  /** Not in Mercado Pago's payment resource: kept so tests can see which preference was paid. */
  metadata: { preference_id: string };
}

/** One webhook POST the stand-in made, and how the receiver answered. */
export interface WebhookDelivery {
  paymentId: number;
  requestId: string;
  url: string;
  action: string;
  /** HTTP status of the receiver's answer; null when the request itself failed. */
  responseStatus: number | null;
  error: string | null;
  sentAt: string;
}

/** Mercado Pago's error body. */
export interface ApiErrorBody {
  message: string;
  error: string;
  status: number;
  cause: { code: string; description: string }[];
}

/** POST /v1/payments/{id}/refunds answer (a full refund). */
export interface Refund {
  id: number;
  payment_id: number;
  amount: number;
  status: 'approved';
  date_created: string;
  source: { id: string; name: string; type: 'collector' };
  refund_mode: 'standard';
}
