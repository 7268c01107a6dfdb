/**
 * Tickets by WhatsApp (contract "Tickets where people keep them"): the consent an account gives
 * for it (Ley 1581 de 2012, recorded apart from `data_consent`), the Colombian mobile it names,
 * the five utility templates as the WhatsApp Cloud API takes them, and the statuses a message
 * goes through. The functions build the sends from here; the web app shows the consent and the
 * statuses; the local stand-in renders the templates from the same definitions.
 */

export const WHATSAPP_CONSENT_TEXTS = {
  label: 'Quiero recibir mis entradas y recordatorios por WhatsApp',
  phoneLabel: 'Celular con WhatsApp',
  phonePlaceholder: '300 123 4567',
  invalidPhone: 'Escribe un celular colombiano: 10 dígitos que empiezan por 3 (por ejemplo 300 123 4567).',
  hint: 'Puedes dejar de recibirlos cuando quieras: en tu Perfil o respondiendo BAJA en el chat.',
  sectionTitle: 'Entradas por WhatsApp',
  activeAt: (phone: string) => `Recibes tus entradas y recordatorios por WhatsApp en el ${formatWhatsAppPhone(phone)}.`,
  give: 'Recibir por WhatsApp',
  withdraw: 'Dejar de recibir por WhatsApp',
  withdrawn: 'Ya no recibes tus entradas por WhatsApp.',
  saveFailed: 'No pudimos guardar tu preferencia de WhatsApp. Revisa tu conexión e intenta de nuevo.',
} as const;

/** The 10 digits of a Colombian mobile: a 3 and nine more. */
const NATIONAL_MOBILE = /^3\d{9}$/;
export const WHATSAPP_COUNTRY_CODE = '57';
/** As stored and as the Cloud API takes `to`: the country code and the 10 digits, e.g. 573001234567. */
export const WHATSAPP_PHONE_PATTERN = /^573\d{9}$/;

/**
 * A Colombian mobile as typed ("300 123 4567", "+57 300-123-4567", "573001234567") in the Cloud
 * API's form, `573001234567`; null for anything else (a landline, too few digits, another country).
 */
export function normalizeColombianMobile(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.length === 12 && digits.startsWith(WHATSAPP_COUNTRY_CODE) ? digits.slice(2) : digits;
  return NATIONAL_MOBILE.test(national) ? `${WHATSAPP_COUNTRY_CODE}${national}` : null;
}

/** The form's message for the number, or undefined when it is a Colombian mobile. */
export function whatsappPhoneError(input: string): string | undefined {
  return normalizeColombianMobile(input) ? undefined : WHATSAPP_CONSENT_TEXTS.invalidPhone;
}

/** "+57 300 123 4567" for a stored number. */
export function formatWhatsAppPhone(phone: string): string {
  const national = phone.startsWith(WHATSAPP_COUNTRY_CODE) ? phone.slice(2) : phone;
  return `+57 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/** users/{uid}.whatsapp_consent as written by the account (a server timestamp when written). */
export function whatsappConsentDocument<T>(phone: string, version: string, acceptedAt: T) {
  return { phone, version, accepted_at: acceptedAt };
}

/** users/{uid}.whatsapp_consent as read: withdrawn_at set once withdrawn (in Perfil or by "BAJA"). */
export interface WhatsAppConsent {
  phone: string;
  version: string;
  withdrawn: boolean;
}

/** The stored consent, or null when there is none or it is malformed. */
export function whatsappConsentFrom(value: unknown): WhatsAppConsent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { phone, version, withdrawn_at: withdrawnAt } = value as Record<string, unknown>;
  if (typeof phone !== 'string' || !WHATSAPP_PHONE_PATTERN.test(phone) || typeof version !== 'string') return null;
  return { phone, version, withdrawn: withdrawnAt !== undefined && withdrawnAt !== null };
}

/** The number to send to, when the account consents (and has not withdrawn); else null. */
export function whatsappRecipient(value: unknown): string | null {
  const consent = whatsappConsentFrom(value);
  return consent && !consent.withdrawn ? consent.phone : null;
}

/** "BAJA", "baja", " Bajá ": the answer that withdraws the consent of the number it comes from. */
export function isWithdrawalAnswer(text: string): boolean {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toUpperCase() === 'BAJA'
  );
}

// ---- whatsapp_messages/{ticketId}_{template} ---------------------------------------------

export const WHATSAPP_TEMPLATES = [
  'entrada_confirmada',
  'recordatorio_funcion',
  'funcion_movida',
  'funcion_cancelada',
  'nueva_funcion',
] as const;
export type WhatsAppTemplate = (typeof WHATSAPP_TEMPLATES)[number];

export function isWhatsAppTemplate(value: unknown): value is WhatsAppTemplate {
  return (WHATSAPP_TEMPLATES as readonly unknown[]).includes(value);
}

/**
 * One message per ticket and template: the id itself makes a second send impossible. A new date's
 * offer (`nueva_funcion`) has no ticket yet: its message is one per offer (`{offerId}_nueva_funcion`).
 */
export function whatsappMessageId(ticketId: string, template: WhatsAppTemplate): string {
  return `${ticketId}_${template}`;
}

/**
 * queued (written, not sent yet) → accepted (the Cloud API took it) → sent / delivered / read
 * (Meta's callbacks); failed (refused by the API or undeliverable) is kept.
 */
export const WHATSAPP_MESSAGE_STATUSES = ['queued', 'accepted', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];

/** The statuses Meta's callbacks report. */
export const WHATSAPP_CALLBACK_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;

const STATUS_RANK: Record<WhatsAppMessageStatus, number> = {
  queued: 0,
  accepted: 1,
  sent: 2,
  delivered: 3,
  read: 4,
  failed: 5,
};

/**
 * The status after a callback: callbacks arrive out of order, so a status never moves back
 * (read > delivered > sent > accepted), and a failed message stays failed.
 */
export function nextWhatsAppStatus(
  current: WhatsAppMessageStatus,
  reported: WhatsAppMessageStatus,
): WhatsAppMessageStatus {
  if (current === 'failed') return current;
  if (reported === 'failed') return current === 'read' ? current : reported;
  return STATUS_RANK[reported] > STATUS_RANK[current] ? reported : current;
}

export const WHATSAPP_STATUS_LABELS: Record<WhatsAppMessageStatus, string> = {
  queued: 'Enviando por WhatsApp…',
  accepted: 'Enviada por WhatsApp',
  sent: 'Enviada por WhatsApp',
  delivered: 'Entregada por WhatsApp',
  read: 'Leída en WhatsApp',
  failed: 'No se pudo enviar por WhatsApp',
};

/** The status of a ticket's latest message, as Mis tickets shows it. */
export function whatsappStatusLabel(status: WhatsAppMessageStatus): string {
  return WHATSAPP_STATUS_LABELS[status];
}

// ---- the templates (submitted to Meta as utility templates, language es_CO) -------------

export const WHATSAPP_LANGUAGE = 'es_CO';

export interface WhatsAppTemplateDefinition {
  /** An image header ({{image}}): the ticket's QR. */
  imageHeader: boolean;
  /** The body with its numbered parameters, as submitted to Meta. */
  body: string;
  /** Names of the body's parameters, in order (docs, and the samples Meta asks for). */
  parameters: string[];
  /** A URL button to Mis tickets: its text, and the path after the web app's address ({{1}}). */
  button: { text: string } | null;
}

/**
 * The five templates as they are submitted to Meta (docs/whatsapp.md). The stand-in renders a send
 * from these, as a phone shows an approved template.
 */
export const WHATSAPP_TEMPLATE_DEFINITIONS: Record<WhatsAppTemplate, WhatsAppTemplateDefinition> = {
  entrada_confirmada: {
    imageHeader: true,
    body:
      '¡Tu entrada está lista!\n\n*{{1}}*\nFecha: {{2}}\nLugar: {{3}}\nEntrada: {{4}}\n\n' +
      'Muestra este código QR en la entrada. También lo tienes en Mis tickets.',
    parameters: ['show', 'fecha y hora', 'lugar', 'silla o tipo de entrada'],
    button: { text: 'Ver mis tickets' },
  },
  recordatorio_funcion: {
    imageHeader: false,
    body: '¡Hoy es el show!\n\n*{{1}}*\nHora: {{2}}\nLugar: {{3}}\n\nTen a mano tu código QR en Mis tickets. ¡Te esperamos!',
    parameters: ['show', 'hora', 'lugar'],
    button: { text: 'Ver mis tickets' },
  },
  funcion_movida: {
    imageHeader: false,
    body:
      'La función de *{{1}}* cambió de fecha.\n\nNueva fecha: {{2}}\nLugar: {{3}}\n\n' +
      'Tu entrada sigue siendo válida para la nueva fecha.',
    parameters: ['show', 'nueva fecha y hora', 'lugar'],
    button: { text: 'Ver mis tickets' },
  },
  funcion_cancelada: {
    imageHeader: false,
    body: 'La función de *{{1}}* del {{2}} fue cancelada.\n\n{{3}}\n\nLo sentimos mucho.',
    parameters: ['show', 'fecha', 'lo que se devuelve'],
    button: { text: 'Ver mis tickets' },
  },
  nueva_funcion: {
    imageHeader: false,
    body:
      'Abrimos otra función de *{{1}}*: {{2}}, en {{3}}.\n\nQuedaste esperando entradas y tienes prioridad ' +
      'hasta el {{4}}: solo quienes esperaban pueden comprarla, hasta {{5}}. Después sale a la venta para todos.',
    parameters: ['show', 'fecha y hora', 'lugar', 'fin de la prioridad', 'entradas'],
    button: { text: 'Comprar mis entradas' },
  },
};

/** The path (after the web app's address) the button opens: Mis tickets (`nueva_funcion`: its checkout). */
export const WHATSAPP_BUTTON_PATH = 'tickets';

/** What a template's parameters hold, in the order of its definition. */
export type WhatsAppTemplateValues =
  | { template: 'entrada_confirmada'; imageUrl: string; show: string; when: string; venue: string; seat: string }
  | { template: 'recordatorio_funcion'; show: string; time: string; venue: string }
  | { template: 'funcion_movida'; show: string; when: string; venue: string }
  | { template: 'funcion_cancelada'; show: string; date: string; refund: string }
  | {
      template: 'nueva_funcion';
      show: string;
      when: string;
      venue: string;
      until: string;
      seats: string;
      /** The new date's checkout with the seats offered: `compra/{slug}?quantity=N`. */
      checkoutPath: string;
    };

/** A body parameter: Meta refuses new lines, tabs and more than four spaces in a row in one. */
function parameterText(text: string): { type: 'text'; text: string } {
  return {
    type: 'text',
    text:
      text
        .replace(/[\n\t]+/g, ' ')
        .replace(/ {4,}/g, '   ')
        .trim() || '—',
  };
}

function bodyValues(values: WhatsAppTemplateValues): string[] {
  switch (values.template) {
    case 'entrada_confirmada':
      return [values.show, values.when, values.venue, values.seat];
    case 'recordatorio_funcion':
      return [values.show, values.time, values.venue];
    case 'funcion_movida':
      return [values.show, values.when, values.venue];
    case 'funcion_cancelada':
      return [values.show, values.date, values.refund];
    case 'nueva_funcion':
      return [values.show, values.when, values.venue, values.until, values.seats];
  }
}

/** The Cloud API's message of a template send (POST …/{phone number id}/messages). */
export interface WhatsAppTemplateMessage {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'template';
  template: {
    name: WhatsAppTemplate;
    language: { code: typeof WHATSAPP_LANGUAGE };
    components: Array<Record<string, unknown>>;
  };
}

/** One template send to `to` (573…): header image, body parameters and the button (Mis tickets, or the checkout). */
export function whatsappTemplateMessage(to: string, values: WhatsAppTemplateValues): WhatsAppTemplateMessage {
  const definition = WHATSAPP_TEMPLATE_DEFINITIONS[values.template];
  const components: Array<Record<string, unknown>> = [];
  if (values.template === 'entrada_confirmada')
    components.push({ type: 'header', parameters: [{ type: 'image', image: { link: values.imageUrl } }] });
  components.push({ type: 'body', parameters: bodyValues(values).map(parameterText) });
  if (definition.button)
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [
        { type: 'text', text: values.template === 'nueva_funcion' ? values.checkoutPath : WHATSAPP_BUTTON_PATH },
      ],
    });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: { name: values.template, language: { code: WHATSAPP_LANGUAGE }, components },
  };
}

/** A ticket's seats when the date is seated (`seats: [{ label }]`), else its type: what the message names. */
export function whatsappSeatText(seats: unknown, ticketTypeName: string | null, quantity: number): string {
  const labels = Array.isArray(seats)
    ? seats
        .map((seat) => (typeof seat === 'object' && seat !== null ? (seat as { label?: unknown }).label : undefined))
        .filter((label): label is string => typeof label === 'string' && label.length > 0)
    : [];
  if (labels.length > 0) return labels.join(', ');
  const type = ticketTypeName || 'General';
  return quantity > 1 ? `${type} × ${quantity}` : type;
}
