import { describe, expect, it } from 'vitest';
import {
  groupSettlementByShow,
  settlementCategoriesText,
  settlementCategoryTypes,
  settlementFigures,
  type SettlementSales,
} from '@carcajada/domain';
import { settlementCsv } from '../../web/src/features/admin/utils/settlement-csv.js';
import type { SettlementRow } from '../../web/src/features/admin/api/settlement.js';

/** The settlement of a show of several dates: its dates together, with a subtotal, on screen and in the CSV. */

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
        categories: id === 'c' ? [{ category: 'Platea', tickets: 3, subtotal: 30_000 }] : [],
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

describe('a seated date’s settlement per localidad', () => {
  it('reads a line per ticket type its categories sell as, in the map’s order', () => {
    expect(settlementCategoryTypes({ Preferencial: 't1', Platea: 't2', Balcón: 't3' })).toEqual([
      { category: 'Preferencial', ticketTypeId: 't1' },
      { category: 'Platea', ticketTypeId: 't2' },
      { category: 'Balcón', ticketTypeId: 't3' },
    ]);
    // sales are summed per type: categories sold as one type share a line
    expect(settlementCategoryTypes({ Platea: 't2', Balcón: 't2', Palco: 't2', VIP: 't1' })).toEqual([
      { category: 'Platea, Balcón y Palco', ticketTypeId: 't2' },
      { category: 'VIP', ticketTypeId: 't1' },
    ]);
    expect(settlementCategoryTypes(null)).toEqual([]);
  });

  it('writes each localidad’s seats and subtotal', () => {
    expect(
      settlementCategoriesText([
        { category: 'Preferencial', tickets: 3, subtotal: 270_000 },
        { category: 'Platea', tickets: 1, subtotal: 70_000 },
      ]),
    ).toBe('Preferencial: 3 entradas, $\u00a0270.000 · Platea: 1 entrada, $\u00a070.000');
  });

  it('is the CSV’s last column on a seated date’s line, empty elsewhere', () => {
    const organizer = { id: 'o', name: 'Risas SAS', nit: '900', commissionPercent: 10 };
    const row = {
      eventId: 's',
      seriesId: null,
      organizer,
      event: { id: 's', name: 'El Gran Especial', date: '2026-12-17', time: '20:00' },
      figures: settlementFigures(sales(4, 340_000), 10),
      categories: [
        { category: 'Preferencial', tickets: 3, subtotal: 270_000 },
        { category: 'Platea', tickets: 1, subtotal: 70_000 },
      ],
    } as unknown as SettlementRow;
    const groups = groupSettlementByShow([row]);
    const lines = settlementCsv(groups, groups[0]!.subtotal).trim().split('\r\n');
    const last = (line: string) => line.split(';').at(-1)!.replace(/^"|"$/g, '');
    expect(lines.map(last)).toEqual([
      'Por localidad',
      'Preferencial: 3 entradas, $\u00a0270.000 · Platea: 1 entrada, $\u00a070.000',
      '',
    ]);
  });
});
