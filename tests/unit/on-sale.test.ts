/** The on-sale's shared rules: the opening, the join window, ranks, and the texts buyers read. */
import { describe, expect, it } from 'vitest';
import {
  aheadOf,
  bogotaInstant,
  countdownText,
  hasLiveTurn,
  mayJoinQueue,
  ON_SALE_FORM_MESSAGES,
  ON_SALE_TEXTS,
  onSaleFormErrors,
  queueAddressOf,
  queueDrawDocument,
  queueGuardsSale,
  queueRank,
  queueRateOf,
  queueWaitMinutes,
  saleIsOpen,
} from '@carcajada/domain';
import { queueEntryDocument } from '@carcajada/domain/stored/queue-entry';
import { queueStateUpdate, queueStateView } from '@carcajada/domain/stored/queue-state';

const OPENS = bogotaInstant('2030-12-04', '10:00');
const at = (minutes: number) => new Date(OPENS.getTime() + minutes * 60_000);

describe('the opening and the queue', () => {
  it('the sale opens at sale_opens_at; the queue may be joined 30 minutes before', () => {
    expect(saleIsOpen(OPENS, at(-0.01))).toBe(false);
    expect(saleIsOpen(OPENS, at(0))).toBe(true);
    expect(saleIsOpen(null, at(-1000))).toBe(true);
    expect(mayJoinQueue(OPENS, at(-31))).toBe(false);
    expect(mayJoinQueue(OPENS, at(-30))).toBe(true);
    expect(queueGuardsSale({ queue: true, sale_opens_at: OPENS }, at(-1))).toBe(false);
    expect(queueGuardsSale({ queue: true, sale_opens_at: OPENS }, at(1))).toBe(true);
    expect(queueGuardsSale({ queue: false, sale_opens_at: OPENS }, at(1))).toBe(false);
  });

  it('ranks: a draw in [0, 1) before the opening, 1 + ms since the opening after it, in arrival order', () => {
    expect(queueRank(at(-5).getTime(), OPENS, 0.3)).toBe(0.3);
    expect(queueRank(at(-5).getTime(), OPENS, 1)).toBeLessThan(1);
    expect(queueRank(at(0).getTime(), OPENS, 0.3)).toBe(1);
    expect(queueRank(at(1).getTime(), OPENS, 0.9)).toBe(60_001);
    expect(queueRank(at(1).getTime(), OPENS, 0.9)).toBeLessThan(queueRank(at(2).getTime(), OPENS, 0.1));
  });

  it("keeps a drawn rank off the account's entry until the draw gives the place its position", () => {
    const place = { eventId: 'fila', userId: 'u1', rank: 0.42 };
    expect(queueEntryDocument(place)).not.toHaveProperty('rank');
    expect(queueDrawDocument(place)).toEqual({ eventId: 'fila', userId: 'u1', rank: 0.42 });
    expect(queueEntryDocument({ ...place, position: 3 })).toMatchObject({ rank: 0.42, position: 3 });
    // a later arrival's rank is only its order of arrival: on the entry at once
    expect(queueEntryDocument({ ...place, rank: 60_001, position: 51 })).toMatchObject({ rank: 60_001 });
    expect(queueAddressOf('  Fan@Correo.CO ')).toBe('fan@correo.co');
  });

  it('a live turn, the rate, how many are ahead and the estimate', () => {
    expect(hasLiveTurn({ status: 'admitted', turnExpiresAt: at(10) }, at(9))).toBe(true);
    expect(hasLiveTurn({ status: 'admitted', turnExpiresAt: at(10) }, at(10))).toBe(false);
    expect(hasLiveTurn({ status: 'done', turnExpiresAt: at(10) }, at(1))).toBe(false);
    expect(queueRateOf(undefined)).toBe(120);
    expect(queueRateOf(0)).toBe(120);
    expect(queueRateOf(500)).toBe(500);
    expect(aheadOf(null, 10)).toBeNull();
    expect(aheadOf(1301, 66)).toBe(1234);
    expect(aheadOf(5, 10)).toBe(0);
    expect(queueWaitMinutes(1234, 120)).toBe(11);
    expect(queueWaitMinutes(0, 120)).toBe(1);
  });

  it('the texts', () => {
    expect(ON_SALE_TEXTS.saleOpens(OPENS)).toBe('Venta desde el 4 de diciembre a las 10:00 a. m.');
    expect(ON_SALE_TEXTS.ahead(1234)).toBe('Hay 1.234 personas delante de ti');
    expect(ON_SALE_TEXTS.ahead(1)).toBe('Hay 1 persona delante de ti');
    expect(ON_SALE_TEXTS.estimate(10)).toBe('unos 10 minutos');
    expect(ON_SALE_TEXTS.yourTurn).toBe('Es tu turno: tienes 10 minutos para comprar');
    expect(countdownText(OPENS, at(-(2 * 24 * 60 + 3 * 60 + 4) - 5 / 60))).toBe('2 d 03:04:05');
    expect(countdownText(OPENS, at(-1))).toBe('00:01:00');
    expect(countdownText(OPENS, at(1))).toBe('00:00:00');
  });

  it("the editor's fields", () => {
    expect(onSaleFormErrors({ opensDate: '', opensTime: '', queue: false, queueRate: 0 })).toEqual({});
    expect(onSaleFormErrors({ opensDate: '2030-12-04', opensTime: '', queue: false, queueRate: 0 })).toEqual({
      opensTime: ON_SALE_FORM_MESSAGES.opensIncomplete,
    });
    expect(onSaleFormErrors({ opensDate: '2030-12-04', opensTime: '25:00', queue: true, queueRate: 5000 })).toEqual({
      opensTime: ON_SALE_FORM_MESSAGES.opensInvalid,
      queueRate: ON_SALE_FORM_MESSAGES.rateInvalid,
    });
  });
});

describe('queues/{eventId}, the public state', () => {
  it('reads zeros and no end before the first admission step wrote it', () => {
    expect(queueStateView(undefined)).toEqual({
      waiting: 0,
      admitted: 0,
      serving: 0,
      soldOut: false,
      cancelled: false,
      leftWaiting: 0,
      updatedAt: null,
    });
  });

  it('reads a malformed figure as zero and only an explicit true as an end', () => {
    const state = queueStateView({ waiting: -3, admitted: 'diez', serving: 12.5, soldOut: 'yes', cancelled: true });
    expect(state).toMatchObject({ waiting: 0, admitted: 0, serving: 12.5, soldOut: false, cancelled: true });
  });

  it('an admission step writes only the fields it changes, stamped', () => {
    const stamp = new Date(0);
    expect(queueStateUpdate({ waiting: 0, soldOut: true, leftWaiting: 7 }, stamp)).toEqual({
      waiting: 0,
      soldOut: true,
      leftWaiting: 7,
      updatedAt: stamp,
    });
  });
});
