import { describe, expect, it } from 'vitest';
import { MAIL_NAME_MAX_LENGTH, MAIL_TEXTS, mailSafeName } from '../../functions/src/mail/texts.js';

describe('names in mail are one bounded line', () => {
  it.each([
    ['Ana Pérez', 'Ana Pérez'],
    ['  Ana \n\n Pérez\r\n', 'Ana Pérez'],
    ['Ana\u2028Pérez\u0000\u200b!', 'Ana Pérez !'],
    [
      'Hola\n\nTu cuenta fue suspendida. Entra a http://phish.example',
      'Hola Tu cuenta fue suspendida. Entra a http://phish.example',
    ],
    ['\n\t ', ''],
  ])('%j → %j', (name, shown) => {
    expect(mailSafeName(name)).toBe(shown);
  });

  it(`cuts at ${MAIL_NAME_MAX_LENGTH} characters, counting letters not bytes`, () => {
    const shown = mailSafeName('ñ'.repeat(200));
    expect([...shown]).toHaveLength(MAIL_NAME_MAX_LENGTH);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('the greeting prints the safe name, or none', () => {
    expect(MAIL_TEXTS.greeting('Ana\nPérez')).toBe('Hola, Ana Pérez:');
    expect(MAIL_TEXTS.greeting('\n')).toBe('Hola:');
  });
});
