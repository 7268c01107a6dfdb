import { randomBytes } from 'node:crypto';
import {
  WHATSAPP_TEMPLATE_DEFINITIONS,
  isWhatsAppTemplate,
  type WhatsAppMessageStatus,
  type WhatsAppTemplate,
} from '@carcajada/domain';

/** One template message as a phone shows it. */
export interface ChatMessage {
  id: string;
  to: string;
  template: WhatsAppTemplate;
  /** The header image's link (entrada_confirmada: the ticket's QR). */
  imageUrl: string | null;
  /** The body with its parameters filled in. */
  body: string;
  button: { text: string; url: string } | null;
  /** What the sender put in `biz_opaque_callback_data`: echoed in the callbacks. */
  callbackData: string | null;
  status: Extract<WhatsAppMessageStatus, 'accepted' | 'sent' | 'delivered' | 'read'>;
  receivedAt: string;
}

/** A text the phone's owner sent (BAJA). */
export interface PhoneAnswer {
  id: string;
  from: string;
  text: string;
  sentAt: string;
}

type Component = { type?: unknown; parameters?: unknown; sub_type?: unknown };
type Parameter = { type?: unknown; text?: unknown; image?: { link?: unknown } };

/** The send's validation failure, in the Graph API's words. */
export class InvalidSend extends Error {}

function parametersOf(components: Component[], type: string): Parameter[] {
  const component = components.find((entry) => entry.type === type);
  return Array.isArray(component?.parameters) ? (component.parameters as Parameter[]) : [];
}

export function newWamid(): string {
  return `wamid.${randomBytes(24).toString('base64url')}`;
}

/**
 * A template send checked as the Cloud API checks it against the approved template: the name
 * exists, the body has exactly its parameters, the image header is there when it has one.
 */
export function messageFromSend(send: Record<string, unknown>, webBaseUrl: string): Omit<ChatMessage, 'status'> {
  if (send.messaging_product !== 'whatsapp') throw new InvalidSend('messaging_product must be whatsapp');
  if (typeof send.to !== 'string' || !/^\d{8,15}$/.test(send.to)) throw new InvalidSend('invalid to');
  if (send.type !== 'template') throw new InvalidSend('only template messages are taken');
  const template = send.template as { name?: unknown; language?: { code?: unknown }; components?: unknown } | undefined;
  if (!template || !isWhatsAppTemplate(template.name))
    throw new InvalidSend(`template ${String(template?.name)} does not exist`);
  if (template.language?.code !== 'es_CO') throw new InvalidSend('template not approved in this language');
  const definition = WHATSAPP_TEMPLATE_DEFINITIONS[template.name];
  const components = Array.isArray(template.components) ? (template.components as Component[]) : [];
  const body = parametersOf(components, 'body');
  if (body.length !== definition.parameters.length || body.some((parameter) => typeof parameter.text !== 'string'))
    throw new InvalidSend(`body needs ${definition.parameters.length} text parameters`);
  const imageUrl = parametersOf(components, 'header')[0]?.image?.link;
  if (definition.imageHeader && typeof imageUrl !== 'string') throw new InvalidSend('header image missing');
  const suffix = parametersOf(components, 'button')[0]?.text;
  return {
    id: newWamid(),
    to: send.to,
    template: template.name,
    imageUrl: typeof imageUrl === 'string' ? imageUrl : null,
    body: definition.body.replace(/\{\{(\d+)\}\}/g, (_, index: string) => String(body[Number(index) - 1]?.text ?? '')),
    button: definition.button
      ? {
          text: definition.button.text,
          url: `${webBaseUrl.replace(/\/+$/, '')}/${typeof suffix === 'string' ? suffix : ''}`,
        }
      : null,
    callbackData: typeof send.biz_opaque_callback_data === 'string' ? send.biz_opaque_callback_data : null,
    receivedAt: new Date().toISOString(),
  };
}

/** What the stand-in holds in memory: each number's chat, and whether the API is down. */
export class StandInStore {
  readonly messages: ChatMessage[] = [];
  readonly answers: PhoneAnswer[] = [];
  outage = false;
  /** While down, only this number's sends fail when set (a test's outage leaves other tests' numbers alone). */
  outageTo: string | null = null;
  /** Sends refused while down (tests see the retries). */
  refusedDuringOutage = 0;

  /** Whether a send to this number is refused now. */
  refuses(to: unknown): boolean {
    return this.outage && (this.outageTo === null || this.outageTo === to);
  }

  add(message: ChatMessage): void {
    this.messages.push(message);
  }

  numbers(): string[] {
    return [...new Set([...this.messages.map((message) => message.to), ...this.answers.map((answer) => answer.from)])];
  }

  chatOf(phone: string): { messages: ChatMessage[]; answers: PhoneAnswer[] } {
    return {
      messages: this.messages.filter((message) => message.to === phone),
      answers: this.answers.filter((answer) => answer.from === phone),
    };
  }

  reset(): void {
    this.messages.length = 0;
    this.answers.length = 0;
    this.outage = false;
    this.outageTo = null;
    this.refusedDuringOutage = 0;
  }
}
