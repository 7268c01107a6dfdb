/**
 * The web's own texts a buyer reads address every reader alike (the domain's: tests/unit/buyer-words.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { AUTH_SUCCESS_MESSAGES } from '../../web/src/features/auth/utils/success-messages';
import { WAITING_ROOM_TEXTS } from '../../web/src/features/on-sale/pages/WaitingRoomPage';
import { TICKET_MESSAGES } from '../../web/src/features/tickets/utils/ticket-display';
import { genderedStrings } from '../support/buyer-words.js';

describe('the web’s words a buyer reads', () => {
  it.each(Object.entries({ AUTH_SUCCESS_MESSAGES, WAITING_ROOM_TEXTS, TICKET_MESSAGES }))(
    '%s address every reader alike',
    (_name, texts) => {
      expect(genderedStrings(texts)).toEqual([]);
    },
  );

  it('the texts that were gendered', () => {
    expect(AUTH_SUCCESS_MESSAGES.accountCreated).toBe(
      '¡Cuenta creada! Te damos la bienvenida a Carcajada. En un momento te llevamos a la cartelera.',
    );
    expect(WAITING_ROOM_TEXTS.notYet).toBe(
      'La fila abre 30 minutos antes de la venta. Deja esta página abierta: te ponemos en la fila sin que hagas nada.',
    );
    expect(TICKET_MESSAGES.cancelQuestion).toBe(
      '¿Quieres cancelar la reserva? Las entradas quedarán libres para otras personas.',
    );
  });
});
