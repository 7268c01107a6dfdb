import { describe, expect, it } from 'vitest';
import { showLegalLines } from '@carcajada/domain';
import { confirmedMessage } from '../../functions/src/mail/ticket-mail.js';

/** The confirmation mail says the show's PULEP code and its producer. */
const event = {
  id: 'evt1',
  slug: 'risas-2026-12-04',
  name: 'Risas de diciembre',
  description: 'Una hora de humor.',
  city: 'Bogotá',
  venue: { name: 'Teatro Nacional', address: 'Calle 71 # 10-25' },
  event_date: new Date('2026-12-05T01:00:00Z'),
};

function mail(legalLines: string[]) {
  return confirmedMessage(
    { ticketId: 'tkt1234567', holderName: 'Ana', quantity: 2, total: 356_000, event, qrPng: null, legalLines },
    'https://carcajada.test',
    new Date('2026-11-28T12:00:00Z'),
  );
}

describe('the confirmation mail', () => {
  it('prints "PULEP: …" and "Organiza: … · NIT …" in its text and its HTML', () => {
    const lines = showLegalLines({
      pulepCode: 'ABC123',
      producer: { legal_name: 'Risas & Co S.A.S.', nit: '900123456-8' },
    });
    expect(lines).toEqual(['PULEP: ABC123', 'Organiza: Risas & Co S.A.S. · NIT 900123456-8']);
    const message = mail(lines);
    expect(message.text).toContain('PULEP: ABC123\nOrganiza: Risas & Co S.A.S. · NIT 900123456-8');
    expect(message.html).toContain('PULEP: ABC123<br>Organiza: Risas &amp; Co S.A.S. · NIT 900123456-8');
  });

  it('leaves the lines out of a show without them', () => {
    expect(showLegalLines({ pulepCode: '', producer: null })).toEqual([]);
    expect(mail([]).text).not.toContain('PULEP');
    expect(mail([]).html).not.toContain('Organiza');
  });
});
