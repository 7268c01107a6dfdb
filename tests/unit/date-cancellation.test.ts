import { paidAdmission } from '../support/fixtures/admission.js';
import { describe, expect, it } from 'vitest';
import { admissionVerdict, cancellationProgressLabel, checkInHeadline, type AdmissionTicket } from '@carcajada/domain';
import { eventCancelledMessage, movedMailId, movedMessage } from '../../functions/src/mail/show-change-mail.js';

/** A cancelled or moved date: the door refuses its tickets, and the mails say what happens to the money. */

const paid = paidAdmission();

describe('the door on a cancelled date', () => {
  it.each([
    [{ eventCancelled: true }],
    [{ eventCancelled: true, refundRequested: true }],
    [{ ticketStatus: 'cancelled', paymentStatus: 'rejected', cancelReason: 'event_cancelled' }],
    [{ ticketStatus: 'reserved', paymentMethod: 'free', eventCancelled: true }],
  ] as const)('refuses %o as event_cancelled', (change) => {
    const verdict = admissionVerdict({ ...paid, ...change } as AdmissionTicket, 'show');
    expect(verdict).toEqual({ outcome: 'not_admissible', reason: 'event_cancelled' });
    expect(checkInHeadline({ outcome: 'not_admissible', reason: 'event_cancelled' })).toBe(
      'Función cancelada: no puede ingresar',
    );
  });

  it('still says wrong_event for a ticket of another show and admits on a live date', () => {
    expect(admissionVerdict({ ...paid, eventCancelled: true }, 'other')).toEqual({ outcome: 'wrong_event' });
    expect(admissionVerdict({ ...paid, eventCancelled: false }, 'show')).toEqual({
      outcome: 'admissible',
      remaining: 2,
    });
  });
});

describe('cancellation texts', () => {
  it('shows the refunds so far', () => {
    expect(cancellationProgressLabel({ refunded: 120, paid: 300, done: false })).toBe('Reembolsos: 120 de 300');
    expect(cancellationProgressLabel({ refunded: 300, paid: 300, done: true })).toBe(
      'Reembolsos: 300 de 300 · terminado',
    );
  });

  const event = {
    id: 'ev1',
    slug: 'risas',
    name: 'Risas <b>',
    description: '',
    city: 'Bogotá',
    venue: { name: 'Teatro', address: 'Calle 1' },
    event_date: new Date('2026-12-04T01:30:00Z'),
  };

  it('quotes the organizer and says what goes back, escaped in the HTML', () => {
    const message = eventCancelledMessage(
      { ticketId: 'abcdefgh123', holderName: 'Ana', quantity: 2, refund: { kind: 'provider', amount: 95_000 } },
      event,
      'Nos vemos <pronto>\nGracias',
      'http://localhost:5173',
    );
    expect(message.subject).toBe('Función cancelada: Risas <b>');
    expect(message.text).toContain('> Nos vemos <pronto>');
    expect(message.text).toContain('> Gracias');
    expect(message.text).toMatch(/Te devolvemos \$\s?95\.000/);
    expect(message.html).toContain('Nos vemos &lt;pronto&gt;');
    expect(message.html).not.toContain('<pronto>');
  });

  it('tells a door buyer what they paid at the door and that it comes back there, not through Mercado Pago', () => {
    const message = eventCancelledMessage(
      { ticketId: 'door-abcdefgh', holderName: 'Ana', quantity: 2, refund: { kind: 'door', amount: 80_000 } },
      event,
      '',
      'http://localhost:5173',
    );
    expect(message.text).toMatch(/Pagaste \$\s?80\.000 en la taquilla/);
    expect(message.text).not.toContain('No hiciste ningún pago');
    expect(message.text).not.toContain('Te devolvemos');
  });

  it('names a move by its new day and time and attaches the .ics', () => {
    expect(movedMailId('t1', '2026-12-11', '21:30')).toBe('ticket-t1-moved-2026-12-11-2130');
    const message = movedMessage({ ticketId: 't1aaaaaaa', holderName: 'Ana', quantity: 1 }, event, 'http://x');
    expect(message.attachments[0]).toMatchObject({ filename: 'evento.ics' });
    expect(message.attachments[0]!.content).toContain('DTSTART;TZID=America/Bogota:20261203T203000');
  });
});
