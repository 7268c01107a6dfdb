import { describe, expect, it } from 'vitest';
import { isPermanentSmtpFailure } from '../../functions/src/mail/smtp.js';

/** nodemailer's errors carry the server's reply code (`responseCode`) or its own `code`. */
function smtpError(fields: { responseCode?: number; code?: string }): Error {
  return Object.assign(new Error('smtp'), fields);
}

describe('which SMTP failures deliverMail retries', () => {
  it('a 5xx reply is permanent: the same message gets the same answer', () => {
    expect(isPermanentSmtpFailure(smtpError({ responseCode: 550, code: 'EENVELOPE' }))).toBe(true);
    expect(isPermanentSmtpFailure(smtpError({ responseCode: 554 }))).toBe(true);
  });

  it('503 and 4xx replies are transient (busy server, greylisting)', () => {
    expect(isPermanentSmtpFailure(smtpError({ responseCode: 503 }))).toBe(false);
    expect(isPermanentSmtpFailure(smtpError({ responseCode: 421 }))).toBe(false);
    expect(isPermanentSmtpFailure(smtpError({ responseCode: 451 }))).toBe(false);
  });

  it('no connection or a timeout is transient; a message nodemailer cannot build is permanent', () => {
    expect(isPermanentSmtpFailure(smtpError({ code: 'ECONNREFUSED' }))).toBe(false);
    expect(isPermanentSmtpFailure(smtpError({ code: 'ETIMEDOUT' }))).toBe(false);
    expect(isPermanentSmtpFailure(smtpError({ code: 'EMESSAGE' }))).toBe(true);
    expect(isPermanentSmtpFailure('not an error')).toBe(false);
  });
});
