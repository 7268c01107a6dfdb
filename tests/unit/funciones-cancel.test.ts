import { paidAdmission } from '../support/fixtures/admission.js';
import { describe, expect, it } from 'vitest';
import {
  admissionVerdict,
  cancellationProgressLabel,
  checkInHeadline,
  groupSettlementByShow,
  settlementFigures,
  type AdmissionTicket,
  type SettlementSales,
} from '@carcajada/domain';
import { eventCancelledMessage, movedMailId, movedMessage } from '../../functions/src/mail/show-change-mail.js';
import { settlementCsv } from '../../web/src/features/admin/utils/settlement-csv.js';
import type { SettlementRow } from '../../web/src/features/admin/api/settlement.js';

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

const sales = (tickets: number, subtotal: number): SettlementSales => ({
  tickets,
  courtesyTickets: 0,
  subtotal,
  tax: 0,
  serviceFee: 0,
  mpFee: 0,
  refundedTickets: 0,
  refunds: 0,
});

describe('groupSettlementByShow', () => {
  it('puts the dates of one show together with their subtotal, in the order they came', () => {
    const line = (eventId: string, seriesId: string | null, tickets: number) => ({
      eventId,
      seriesId,
      figures: settlementFigures(sales(tickets, tickets * 10_000), 10),
    });
    const groups = groupSettlementByShow([
      line('jueves-1', 'jueves-1', 4),
      line('solo', null, 2),
      line('jueves-2', 'jueves-1', 6),
    ]);
    expect(groups.map((group) => [group.showId, group.lines.map((l) => l.eventId)])).toEqual([
      ['jueves-1', ['jueves-1', 'jueves-2']],
      ['solo', ['solo']],
    ]);
    expect(groups[0]!.subtotal).toMatchObject({ tickets: 10, subtotal: 100_000, commission: 10_000, owed: 90_000 });
    expect(groups[1]!.subtotal).toMatchObject({ tickets: 2, owed: 18_000 });
  });
});

describe('the settlement CSV', () => {
  it('has a line per date and a subtotal line after a show of several dates', () => {
    const organizer = { id: 'o', name: 'Risas SAS', nit: '900', commissionPercent: 10 };
    const row = (id: string, seriesId: string | null, name: string, tickets: number) =>
      ({
        eventId: id,
        seriesId,
        organizer,
        event: { id, name, date: '2026-12-03', time: '20:00', pulep_code: `PUL-${id}` },
        figures: settlementFigures(sales(tickets, tickets * 10_000), 10),
      }) as unknown as SettlementRow;
    const groups = groupSettlementByShow([
      row('a', 'a', 'Jueves', 1),
      row('b', 'a', 'Jueves', 2),
      row('c', null, 'Solo', 3),
    ]);
    const lines = settlementCsv(groups, groups[0]!.subtotal).trim().split('\r\n');
    const cells = (line: string) => line.split(';').map((cell) => cell.replace(/^"|"$/g, ''));
    expect(lines.map((line) => cells(line).slice(2, 6).join('|'))).toEqual([
      'Show|Fecha|PULEP|Entradas vendidas',
      'Jueves|2026-12-03 20:00|PUL-a|1',
      'Jueves|2026-12-03 20:00|PUL-b|2',
      'Subtotal Jueves|2 fechas||3',
      'Solo|2026-12-03 20:00|PUL-c|3',
      '||' + '|3',
    ]);
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
