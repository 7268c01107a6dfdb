import { formatCop } from '@carcajada/domain';

/** Longest account name a mail prints; longer ones are cut with "…". */
export const MAIL_NAME_MAX_LENGTH = 60;

/**
 * An account's name as a mail may print it: one line (control characters and line breaks become
 * spaces), spaces collapsed, at most MAIL_NAME_MAX_LENGTH characters. The name is any text the
 * account typed; it must not be able to write paragraphs of its own into our mail.
 */
export function mailSafeName(name: string): string {
  const line = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...line];
  return characters.length > MAIL_NAME_MAX_LENGTH
    ? `${characters
        .slice(0, MAIL_NAME_MAX_LENGTH - 1)
        .join('')
        .trimEnd()}…`
    : line;
}

/** Every Spanish text of the ticket mails, in one place (functions-only: the web never shows them). */
export const MAIL_TEXTS = {
  confirmedSubject: (show: string, free: boolean) =>
    free ? `Reserva confirmada: ${show}` : `Tus entradas para ${show}`,
  greeting: (name: string) => (mailSafeName(name) ? `Hola, ${mailSafeName(name)}:` : 'Hola:'),
  confirmedIntro: (free: boolean) =>
    free ? 'Tu reserva está confirmada. Te esperamos en el show.' : 'Tu pago fue aprobado. Estas son tus entradas.',
  dateLabel: 'Fecha',
  venueLabel: 'Lugar',
  mapLink: 'Ver en el mapa',
  quantityLabel: 'Entradas',
  quantity: (count: number) => (count === 1 ? '1 entrada' : `${count} entradas`),
  totalLabel: 'Total',
  total: (amount: number) => (amount > 0 ? formatCop(amount) : 'Entrada libre'),
  referenceLabel: 'Referencia',
  qrIntro: 'Muestra este código QR en la entrada:',
  qrAlt: 'Código QR de tu entrada',
  freeDoorNote: 'En la entrada da tu nombre o la referencia.',
  ticketsLink: 'Ver mis tickets',
  calendarLink: 'Agregar a Google Calendar',
  calendarNote: 'Adjuntamos el evento para tu calendario (archivo .ics).',
  cancelledSubject: (show: string) => `Tu entrada para ${show} fue cancelada`,
  cancelledBody: {
    refunded: 'Tu pago fue reembolsado y tu entrada quedó cancelada. El código QR ya no es válido.',
    hold_expired:
      'El tiempo para pagar tu reserva terminó y las entradas quedaron libres. Si aún quieres ir, puedes comprarlas de nuevo.',
    cash_expired:
      'Tu cupón de Efecty venció sin pago y las entradas quedaron libres. No se hizo ningún cobro. Si aún quieres ir, puedes comprarlas de nuevo.',
  },
  eventCancelledSubject: (show: string) => `Función cancelada: ${show}`,
  eventCancelledIntro: 'La función para la que tenías entradas fue cancelada por el organizador.',
  eventCancelledRefund: (amount: number) =>
    amount > 0
      ? `Te devolvemos ${formatCop(amount)}, el total que pagaste, por Mercado Pago, al mismo medio de pago. Puede tardar unos días en verse según tu banco.`
      : 'Tu reserva quedó cancelada. No hiciste ningún pago.',
  eventCancelledDoorRefund: (amount: number) =>
    `Pagaste ${formatCop(amount)} en la taquilla de la función. El organizador te lo devuelve allí mismo, en la taquilla o por el medio que te indique: no se cobra por Mercado Pago.`,
  eventCancelledReceived:
    'Tus entradas quedaron canceladas. Las recibiste de otra persona: el pago se le devuelve a quien las compró.',
  refundLabel: 'Reembolso',
  organizerMessageLabel: 'Mensaje del organizador',
  movedSubject: (show: string) => `Cambio de fecha: ${show}`,
  movedIntro: 'La función para la que tienes entradas cambió de fecha u hora. Tus entradas siguen siendo válidas.',
  newDateLabel: 'Nueva fecha',
  reminderSubject: (show: string) => `Hoy es el show: ${show}`,
  reminderIntro: 'Hoy es el día. Te recordamos la hora y el lugar de tu show.',
  timeLabel: 'Hora',
  addressLabel: 'Dirección',
  footer: 'Carcajada — shows de comedia en Colombia',
} as const;

export type CancellationKind = keyof typeof MAIL_TEXTS.cancelledBody;
