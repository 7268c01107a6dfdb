import { describe, expect, it } from 'vitest';
import { groupSettlementByShow, settlementFigures, type SettlementSales } from '@carcajada/domain';
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
