/** The attendee CSV: opens as columns in a Spanish-locale spreadsheet, dates in Bogotá. */
import { describe, expect, it } from 'vitest';
import { attendeesCsv, csvField } from '../../web/src/features/admin/utils/attendees-csv';
import type { Attendee } from '../../web/src/features/admin/utils/attendee-status';

function attendee(overrides: Partial<Attendee> = {}): Attendee {
  return {
    ticketId: 'abcdefgh12345678',
    reference: 'ABCDEFGH',
    userId: 'u1',
    name: 'Ana Gómez',
    email: 'ana@carcajada.test',
    phone: '3001112233',
    quantity: 2,
    ticketStatus: 'paid',
    paymentStatus: 'approved',
    paymentMethod: 'mercadopago',
    cancelReason: null,
    admittedCount: 1,
    total: 117100,
    // 03:30 UTC on the 25th is 22:30 on the 24th in Bogotá
    createdAt: new Date('2026-11-25T03:30:00Z'),
    refundRequestedAt: null,
    ...overrides,
  };
}

describe('attendees CSV', () => {
  it('starts with a UTF-8 BOM, separates with ";", ends lines with CRLF and quotes every field', () => {
    const csv = attendeesCsv([attendee()]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3); // header, one row, and the final line end
    expect(lines[2]).toBe('');
    expect(csv.slice(1).replace(/\r\n/g, '')).not.toContain('\n');
    expect(lines[0]).toBe(
      '"Nombre";"Correo";"Teléfono";"Cantidad";"Estado";"Ingresaron";"Referencia";"Total (COP)";"Fecha de compra (Bogotá)";"PULEP";"Contribución parafiscal (COP)";"Canal";"Sillas"',
    );
    expect(lines[1]).toBe(
      '"Ana Gómez";"ana@carcajada.test";"3001112233";"2";"Pagado";"1";"ABCDEFGH";"117100";"2026-11-24 22:30";"";"0";"En línea";""',
    );
  });

  it('doubles quotes and keeps ";" and line breaks inside one field', () => {
    expect(csvField('Juan "El Loco"; Pérez\nsegunda línea')).toBe('"Juan ""El Loco""; Pérez\nsegunda línea"');
  });

  it('keeps a cell that a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+573001112233')).toBe('"\'+573001112233"');
    expect(csvField(-5)).toBe('"-5"');
  });

  it('says which tickets were sold online and which at the door, in cash or by card', () => {
    const csv = attendeesCsv([
      attendee(),
      attendee({ paymentMethod: 'box_office', boxOfficeMethod: 'cash' }),
      attendee({ paymentMethod: 'box_office', boxOfficeMethod: 'card' }),
    ]);
    const channels = csv
      .slice(1)
      .split('\r\n')
      .slice(1, 4)
      .map((line) => line.split(';').at(-2));
    expect(channels).toEqual(['"En línea"', '"Taquilla en efectivo"', '"Taquilla con tarjeta"']);
  });

  it('names a refund in progress and a refunded ticket', () => {
    const csv = attendeesCsv([
      attendee({ refundRequestedAt: new Date() }),
      attendee({ ticketStatus: 'cancelled', paymentStatus: 'rejected', cancelReason: 'refunded' }),
    ]);
    expect(csv).toContain('"Reembolso en curso"');
    expect(csv).toContain('"Reembolsado"');
  });

  it('names a seated ticket’s seats by their labels, in one field', () => {
    const csv = attendeesCsv([attendee({ seats: ['Platea · Fila F · Silla 12', 'Platea · Fila F · Silla 14'] })]);
    const row = csv.slice(1).split('\r\n')[1]!;
    expect(row.split(';').at(-1)).toBe('"Platea · Fila F · Silla 12, Platea · Fila F · Silla 14"');
  });
});
