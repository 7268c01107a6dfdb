/** The WhatsApp rules of the domain (contract v6): numbers, "BAJA", statuses and the Cloud API's template sends. */
import { describe, expect, it } from 'vitest';
import {
  isWithdrawalAnswer,
  nextWhatsAppStatus,
  normalizeColombianMobile,
  whatsappPhoneError,
  whatsappSeatText,
  whatsappTemplateMessage,
  WHATSAPP_CONSENT_TEXTS,
} from '@carcajada/domain';

describe('a Colombian mobile', () => {
  it.each([
    ['3001234567', '573001234567'],
    ['300 123 4567', '573001234567'],
    ['+57 300-123-4567', '573001234567'],
    ['573001234567', '573001234567'],
    ['(310) 555 0101', '573105550101'],
  ])('%s is %s', (typed, normalized) => {
    expect(normalizeColombianMobile(typed)).toBe(normalized);
    expect(whatsappPhoneError(typed)).toBeUndefined();
  });

  it.each(['6012345678', '300123456', '30012345678', '+1 300 123 4567', '5230012345678', 'tres cero cero', ''])(
    '%s is refused with a Spanish message',
    (typed) => {
      expect(normalizeColombianMobile(typed)).toBeNull();
      expect(whatsappPhoneError(typed)).toBe(WHATSAPP_CONSENT_TEXTS.invalidPhone);
    },
  );
});

describe('"BAJA"', () => {
  it.each(['BAJA', 'baja', ' Bajá ', 'BAJÁ'])('%s withdraws', (text) => expect(isWithdrawalAnswer(text)).toBe(true));
  it.each(['bajar', 'BAJA por favor', 'hola'])('%s does not', (text) => expect(isWithdrawalAnswer(text)).toBe(false));
});

describe('statuses', () => {
  it('never move back, and a failed message stays failed', () => {
    expect(nextWhatsAppStatus('read', 'delivered')).toBe('read');
    expect(nextWhatsAppStatus('delivered', 'sent')).toBe('delivered');
    expect(nextWhatsAppStatus('accepted', 'delivered')).toBe('delivered');
    expect(nextWhatsAppStatus('queued', 'sent')).toBe('sent');
    expect(nextWhatsAppStatus('sent', 'failed')).toBe('failed');
    expect(nextWhatsAppStatus('failed', 'read')).toBe('failed');
  });
});

describe('the template sends', () => {
  it('entrada_confirmada: the QR as image header, four body parameters and the Mis tickets button', () => {
    const message = whatsappTemplateMessage('573001234567', {
      template: 'entrada_confirmada',
      imageUrl: 'https://example.com/qr.png',
      show: 'Noche de Stand Up',
      when: 'viernes, 27 de diciembre a las 21:00',
      venue: 'Teatro\nNacional,     Bogotá',
      seat: whatsappSeatText([{ label: 'Platea A-12' }, { label: 'Platea A-13' }], 'General', 2),
    });
    expect(message).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '573001234567',
      type: 'template',
      template: {
        name: 'entrada_confirmada',
        language: { code: 'es_CO' },
        components: [
          { type: 'header', parameters: [{ type: 'image', image: { link: 'https://example.com/qr.png' } }] },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Noche de Stand Up' },
              { type: 'text', text: 'viernes, 27 de diciembre a las 21:00' },
              { type: 'text', text: 'Teatro Nacional,   Bogotá' },
              { type: 'text', text: 'Platea A-12, Platea A-13' },
            ],
          },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'tickets' }] },
        ],
      },
    });
  });

  it('names the ticket type when the date has no numbered seats', () => {
    expect(whatsappSeatText(undefined, 'VIP', 1)).toBe('VIP');
    expect(whatsappSeatText([], null, 3)).toBe('General × 3');
  });
});
