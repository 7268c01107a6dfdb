/**
 * The words a buyer reads address every reader alike: no gendered forms ("sola", "bienvenido",
 * "el siguiente", "todos los que"…), and the on-sale and "Mis datos" texts say what they should.
 */
import { describe, expect, it } from 'vitest';
import {
  CASH_TEXTS,
  DATA_CONSENT_TEXTS,
  MY_DATA_TEXTS,
  ON_SALE_TEXTS,
  PURCHASE_ERROR_MESSAGES,
  TRANSFER_TEXTS,
  WAITLIST_TEXTS,
} from '@carcajada/domain';
import { GENDERED_FORMS, genderedStrings, stringsOf } from '../support/buyer-words.js';

describe('words a buyer reads', () => {
  it.each(
    Object.entries({
      ON_SALE_TEXTS,
      MY_DATA_TEXTS,
      WAITLIST_TEXTS,
      CASH_TEXTS,
      DATA_CONSENT_TEXTS,
      TRANSFER_TEXTS,
      PURCHASE_ERROR_MESSAGES,
    }),
  )('%s address every reader alike', (_name, texts) => {
    expect(stringsOf(texts).length).toBeGreaterThan(0);
    expect(genderedStrings(texts)).toEqual([]);
  });

  it('the guard catches the forms it is for', () => {
    for (const text of [
      'entrarás sola',
      'Eres el siguiente en la fila',
      'Bienvenido a Carcajada',
      'todos los que estén',
    ])
      expect(GENDERED_FORMS.test(text)).toBe(true);
    for (const text of [
      'Solo queda 1 entrada',
      'Estás en la lista de espera',
      'Sigues tú en la fila',
      'Te damos la bienvenida a Carcajada',
    ])
      expect(GENDERED_FORMS.test(text)).toBe(false);
  });

  it('the waiting room: next in line, before the opening and once it has opened', () => {
    expect(ON_SALE_TEXTS.ahead(0)).toBe('Sigues tú en la fila');
    expect(ON_SALE_TEXTS.waitingForDraw).toBe(
      'Cuando abra la venta sortearemos el orden entre todas las personas en la fila. Puedes dejar esta página abierta.',
    );
    // once open, nothing says the draw is still to come
    expect(ON_SALE_TEXTS.placesBeingGiven).toMatch(/^La venta ya abrió: /);
    expect(ON_SALE_TEXTS.placesBeingGiven).not.toMatch(/cuando abra/i);
  });

  it('"Mis datos": the deletion says what goes, and a failed password check says why', () => {
    expect(MY_DATA_TEXTS.deleteWhatGoes.join(' ')).toMatch(/No se puede deshacer/);
    expect(MY_DATA_TEXTS.deleteWhatGoes.join(' ')).toMatch(/contabilidad, sin tu nombre, correo ni celular/);
    const failures = [
      MY_DATA_TEXTS.wrongPassword,
      MY_DATA_TEXTS.passwordCheckOffline,
      MY_DATA_TEXTS.passwordCheckTooMany,
      MY_DATA_TEXTS.passwordCheckFailed,
    ];
    expect(new Set(failures).size).toBe(failures.length);
    expect(MY_DATA_TEXTS.passwordCheckOffline).toMatch(/conexión/);
    expect(MY_DATA_TEXTS.passwordCheckTooMany).toMatch(/Demasiados intentos/);
  });
});
