import { describe, expect, it } from 'vitest';
import { walletPassFacts, walletPassStanding, walletSeatText, WALLET_TEXTS } from '@carcajada/domain';
import { confirmedMessage } from '../../functions/src/mail/ticket-mail.js';
import {
  authenticationTokenHolder,
  downloadToken,
  downloadTokenHolder,
  passAuthenticationToken,
} from '../../functions/src/wallet/tokens.js';

/** What a wallet pass shows and who may have it (domain), its tokens, and the mail's link. */
const KEY = 'una llave de pruebas';
const HOUR = 3_600_000;

const live = {
  userId: 'ana',
  ticketStatus: 'paid',
  amount: 90_000,
  refundRequestedAt: null,
  eventCancelledAt: null,
  transferredFrom: null,
};

describe('walletPassStanding', () => {
  it('is the holder for a paid ticket, an admitted one and a free reservation', () => {
    expect(walletPassStanding(live, false, 'ana')).toBe('holder');
    expect(walletPassStanding({ ...live, ticketStatus: 'redeemed' }, false, 'ana')).toBe('holder');
    expect(walletPassStanding({ ...live, ticketStatus: 'reserved', amount: 0 }, false, 'ana')).toBe('holder');
  });

  it.each([
    ['an unpaid hold', { ticketStatus: 'reserved' }, false],
    ['a refunded ticket', { ticketStatus: 'cancelled' }, false],
    ['a refund asked', { refundRequestedAt: new Date() }, false],
    ['its date cancelled (ticket marked)', { eventCancelledAt: new Date() }, false],
    ['its date cancelled (date read)', {}, true],
  ])('is notLive for %s', (_what, fields, dateCancelled) => {
    expect(walletPassStanding({ ...live, ...fields }, dateCancelled, 'ana')).toBe('notLive');
  });

  it('is notLive for the one who gave it away, notHolder for anyone else', () => {
    const given = { ...live, userId: 'beto', transferredFrom: { userId: 'ana' } };
    expect(walletPassStanding(given, false, 'ana')).toBe('notLive');
    expect(walletPassStanding(given, false, 'carla')).toBe('notHolder');
  });
});

describe('what a pass shows', () => {
  it("names the seats' labels, else the type bought", () => {
    const seats = [
      { seatId: 'a', zone: 'p', row: 'B', number: 1, category: 'g', label: 'Platea · B · 1' },
      { seatId: 'b', zone: 'p', row: 'B', number: 2, category: 'g', label: 'Platea · B · 2' },
    ];
    expect(walletSeatText({ seats, metadata: { seatNumber: 'VIP' } })).toBe('Platea · B · 1, Platea · B · 2');
    expect(walletSeatText({ metadata: { seatNumber: 'VIP' } })).toBe('VIP');
    expect(walletSeatText({ seats: 'roto', metadata: { seatNumber: '' } })).toBe('General');
  });

  it('says the date and time in Bogotá, the PULEP code and the producer', () => {
    const facts = walletPassFacts({
      ticketId: 'tkt1234567',
      showName: 'Risas',
      start: new Date('2026-12-05T01:00:00Z'),
      venueName: 'Teatro Nacional',
      venueAddress: 'Calle 71 # 10-25',
      city: 'Bogotá',
      seat: 'General',
      holderName: 'Ana',
      quantity: 1,
      pulepCode: 'ABC123',
      producer: { legal_name: 'Risas SAS', nit: '900123456-8' },
    });
    expect(facts).toMatchObject({
      date: 'viernes, 4 de diciembre',
      time: '20:00',
      address: 'Calle 71 # 10-25, Bogotá',
      admits: '1 entrada',
      pulep: 'PULEP: ABC123',
      producer: 'Organiza: Risas SAS · NIT 900123456-8',
    });
  });
});

describe('wallet tokens', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  const until = new Date(now.getTime() + HOUR);

  it('a download token names its holder until it expires, for its ticket only', () => {
    const token = downloadToken(KEY, 'ticket1', 'uid-con.guiones', until);
    expect(downloadTokenHolder(KEY, 'ticket1', token, now)).toBe('uid-con.guiones');
    expect(downloadTokenHolder(KEY, 'ticket2', token, now)).toBeNull();
    expect(downloadTokenHolder('otra llave', 'ticket1', token, now)).toBeNull();
    expect(downloadTokenHolder(KEY, 'ticket1', token, new Date(until.getTime() + 1))).toBeNull();
    const [uid, expires, mac] = token.split('.');
    expect(downloadTokenHolder(KEY, 'ticket1', `${uid}.${Number(expires) + 3600}.${mac}`, now)).toBeNull();
  });

  it("a pass's authentication token says whose copy it is", () => {
    const token = passAuthenticationToken(KEY, 'ticket1', 'ana');
    expect(token.length).toBeGreaterThanOrEqual(16);
    expect(authenticationTokenHolder(KEY, 'ticket1', token)).toBe('ana');
    expect(authenticationTokenHolder(KEY, 'ticket2', token)).toBeNull();
    expect(authenticationTokenHolder(KEY, 'ticket1', `YmV0bw.${token.split('.')[1]}`)).toBeNull();
  });
});

describe('the confirmation mail', () => {
  const event = {
    id: 'evt1',
    slug: 'risas',
    name: 'Risas',
    description: '',
    city: 'Bogotá',
    venue: { name: 'Teatro', address: 'Calle 1' },
    event_date: new Date('2026-12-05T01:00:00Z'),
  };
  const mail = (appleWalletUrl: string | null) =>
    confirmedMessage(
      { ticketId: 'tkt1234567', holderName: 'Ana', quantity: 1, total: 0, event, qrPng: null, appleWalletUrl },
      'https://carcajada.test',
    );

  it('carries the signed "Agregar a Apple Wallet" link when it has one', () => {
    const url = 'https://functions.test/applePass/tkt1234567.pkpass?t=abc';
    expect(mail(url).text).toContain(`${WALLET_TEXTS.apple}: ${url}`);
    expect(mail(url).html).toContain(`>${WALLET_TEXTS.apple}</a>`);
    expect(mail(null).text).not.toContain(WALLET_TEXTS.apple);
  });
});
