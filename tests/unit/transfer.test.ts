import { generateKeyPairSync } from 'node:crypto';
import { paidAdmission } from '../support/fixtures/admission.js';
import { describe, expect, it } from 'vitest';
import {
  admissionVerdict,
  CHECK_IN_TEXTS,
  isTransferable,
  parseQrCode,
  splitAmount,
  transferRefusalMessage,
  transferSeatSplit,
  type AdmissionListEntry,
} from '@carcajada/domain';
import { signTicketQr } from '../../functions/src/qr/sign.js';
import { signedTicketId } from '../../functions/src/qr/verify.js';
import { splitMoney, splitTake } from '../../functions/src/transfers/split-ticket.js';
import { doorReducer, initialDoorState, type DoorState } from '../../web/src/features/checkin/utils/door-state';
import { verifiedQr } from '../../web/src/features/checkin/utils/verify-qr.js';

/** Ticket transfer's pure parts: the versioned QR, the door's verdict on an old QR, the seat and money split. */

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

describe('the versioned QR (CJ2, after a transfer)', () => {
  const keys = keyPair();

  it('signs CJ1 for version 0 and CJ2 with the version after a transfer; both verify, and differ', () => {
    const before = signTicketQr('AbCdEf0123456789WxYz', keys.privateKeyPem);
    const after = signTicketQr('AbCdEf0123456789WxYz', keys.privateKeyPem, 2);
    expect(before.startsWith('CJ1.AbCdEf0123456789WxYz.')).toBe(true);
    expect(after.startsWith('CJ2.AbCdEf0123456789WxYz.2.')).toBe(true);
    expect(parseQrCode(before)).toMatchObject({ qrVersion: 0 });
    expect(parseQrCode(after)).toMatchObject({ ticketId: 'AbCdEf0123456789WxYz', qrVersion: 2 });
    expect(signedTicketId(before, keys.publicKeyPem)).toBe('AbCdEf0123456789WxYz');
    expect(signedTicketId(after, keys.publicKeyPem)).toBe('AbCdEf0123456789WxYz');
  });

  it('a version changed by hand breaks the signature', () => {
    const after = signTicketQr('AbCdEf0123456789WxYz', keys.privateKeyPem, 2);
    expect(signedTicketId(after.replace('.2.', '.3.'), keys.publicKeyPem)).toBeNull();
    expect(parseQrCode('CJ2.AbCd.0.' + 'A'.repeat(86))).toBeNull();
  });

  it('the scanner reads the version on the device (WebCrypto)', async () => {
    const key = await crypto.subtle.importKey(
      'spki',
      Buffer.from(keys.publicKeyPem.replace(/-----[^-]+-----|\s/g, ''), 'base64'),
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    const code = signTicketQr('AbCdEf0123456789WxYz', keys.privateKeyPem, 1);
    await expect(verifiedQr(code, key)).resolves.toEqual({ ticketId: 'AbCdEf0123456789WxYz', qrVersion: 1 });
  });
});

const paid = paidAdmission({ qrVersion: 1 });

describe('admissionVerdict and a QR from before a transfer', () => {
  it('refuses an older QR as transferred, admits the current one and a typed reference', () => {
    expect(admissionVerdict(paid, 'show', 0)).toEqual({ outcome: 'not_admissible', reason: 'transferred' });
    expect(admissionVerdict(paid, 'show', 1)).toEqual({ outcome: 'admissible', remaining: 2 });
    expect(admissionVerdict(paid, 'show')).toEqual({ outcome: 'admissible', remaining: 2 });
    expect(admissionVerdict({ ...paid, qrVersion: undefined }, 'show', 0)).toEqual({
      outcome: 'admissible',
      remaining: 2,
    });
  });

  it('the scanner refuses the old QR offline, with the Spanish text, and queues nothing', () => {
    const entry: AdmissionListEntry = {
      ...paid,
      id: 'tkt',
      reference: 'TKTXXXXX',
      holderName: 'Persona nueva',
      cancelReason: null,
      refundRequested: false,
      admittedCount: 0,
      firstAdmittedAt: null,
    };
    let state: DoorState = doorReducer(initialDoorState('uid', []), { type: 'listRequested', eventId: 'show' });
    state = doorReducer(state, { type: 'listLoaded', eventId: 'show', entries: [entry] });
    const scanned = (qrVersion: number, id: string) =>
      doorReducer(state, {
        type: 'scanned',
        scan: { code: 'CJ…', ticketId: 'tkt', qrVersion },
        eventId: 'show',
        perScan: 'all',
        online: false,
        id,
        at: '2026-11-28T01:30:00.000Z',
      });
    const old = scanned(0, 'old');
    expect(old.current).toMatchObject({ tone: 'bad', headline: CHECK_IN_TEXTS.transferred, sync: 'local' });
    expect(old.queue).toEqual([]);
    const current = scanned(1, 'new');
    expect(current.current).toMatchObject({ tone: 'ok', headline: CHECK_IN_TEXTS.admitted });
    expect(current.queue).toHaveLength(1);
  });
});

describe('splitting a ticket', () => {
  it('gives away seats from the blocks the ticket took, each seat on one ticket only', () => {
    expect(splitTake({ '0': 2, '3': 1 }, 2)).toEqual({ kept: { '0': 1 }, moved: { '3': 1, '0': 1 } });
    expect(splitTake({ '2': 3 }, 3)).toEqual({ kept: {}, moved: { '2': 3 } });
    expect(splitTake(null, 1)).toEqual({ kept: null, moved: null });
  });

  it('splits the money at the same price per seat, the rounding kept by the giver', () => {
    expect(splitAmount(100_001, 3, 1)).toEqual({ moved: 33_334, kept: 66_667 });
    const { kept, moved } = splitMoney(
      {
        amount: 90_000,
        discountTotal: 0,
        price: { unitPrice: 30_000, subtotal: 80_000, tax: 4_000, serviceFee: 6_000, total: 90_000 },
      },
      3,
      1,
    );
    expect(moved).toMatchObject({ amount: 30_000, price: { unitPrice: 30_000, total: 30_000, serviceFee: 2_000 } });
    expect(kept).toMatchObject({ amount: 60_000, price: { total: 60_000, subtotal: 53_333 } });
  });
});

describe('what may be sent', () => {
  const live = { ticketStatus: 'paid', paymentStatus: 'approved', paymentMethod: 'mercadopago', quantity: 2 };
  it.each([
    [live, true],
    [{ ...live, ticketStatus: 'reserved', paymentMethod: 'free' }, true],
    [{ ...live, ticketStatus: 'reserved', paymentMethod: 'courtesy' }, true],
    [{ ...live, ticketStatus: 'reserved', paymentStatus: 'pending' }, false],
    [{ ...live, admittedCount: 1 }, false],
    [{ ...live, ticketStatus: 'redeemed' }, false],
    [{ ...live, ticketStatus: 'cancelled', paymentStatus: 'rejected' }, false],
    [{ ...live, refundRequestedAt: new Date() }, false],
  ])('%o → %s', (ticket, expected) => {
    expect(isTransferable(ticket)).toBe(expected);
  });

  it('speaks of the recipient when their limit is reached', () => {
    expect(transferRefusalMessage({ reason: 'holdLimitReached', heldSeats: 9 })).toContain('Esa cuenta ya tiene 9');
  });
});

describe('transferSeatSplit: which seats a partial transfer gives', () => {
  const seats = ['A-1', 'A-2', 'A-3'].map((seatId) => ({ seatId }));
  const ids = (list: { seatId: string }[]) => list.map((seat) => seat.seatId);

  it('gives the seats named, each list in the ticket’s order', () => {
    const split = transferSeatSplit(seats, 2, ['A-3', 'A-1'])!;
    expect(ids(split.moved)).toEqual(['A-1', 'A-3']);
    expect(ids(split.kept)).toEqual(['A-2']);
  });

  it('gives the last ones when none are named', () => {
    const split = transferSeatSplit(seats, 1)!;
    expect(ids(split.moved)).toEqual(['A-3']);
    expect(ids(split.kept)).toEqual(['A-1', 'A-2']);
  });

  it('refuses seats not on the ticket, repeated, or not as many as given', () => {
    expect(transferSeatSplit(seats, 1, ['B-1'])).toBeNull();
    expect(transferSeatSplit(seats, 2, ['A-1', 'A-1'])).toBeNull();
    expect(transferSeatSplit(seats, 2, ['A-1'])).toBeNull();
    expect(transferSeatSplit(seats, 1, ['A-1', 'A-2'])).toBeNull();
  });
});
