import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletStandInControl } from '@carcajada/wallet-standin';
import type { WalletPassesResult } from '@carcajada/domain';
import { signTicketQr } from '../../functions/src/qr/sign.js';
import { readSetting } from '../../scripts/lib/local-settings.js';
import { PORTS } from '../../scripts/lib/paths.js';
import { callCallable, type CallableOutcome } from '../support/services/callables.js';
import { functionUrl, qrKeys } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { altered } from '../support/altered.js';
import { eventually } from '../support/eventually.js';
import { checkPassSignature, manifestMismatches, readZip } from '../support/wallet/pkpass.js';
import { verifiedSaveJwt } from '../support/wallet/google-jwt.js';

/**
 * Wallet passes (contract "Tickets where people keep them"): the .pkpass as Wallet opens it, the
 * Google save JWT as Google checks it, Apple's pass web service, and a transfer's voided pass.
 */
const fixtures = new PaymentsFixtures();
const standIn = new WalletStandInControl(`http://127.0.0.1:${PORTS.walletApi}`);
const secret = (key: string) => readSetting('functions/.secret.local', key)!;
const param = (key: string) => readSetting('functions/.env.local', key)!;
const SERVICE = functionUrl('applePassService');
const PRODUCER = { legal_name: 'Risas Producciones SAS', nit: '900123456-8' };
const SEATS = [
  { seatId: 'p-b-12', zone: 'platea', row: 'B', number: '12', category: 'general', label: 'Platea · Fila B · 12' },
  { seatId: 'p-b-13', zone: 'platea', row: 'B', number: '13', category: 'general', label: 'Platea · Fila B · 13' },
];

let holder: TestBuyer;
let stranger: TestBuyer;
let eventId: string;
let start: Date;

beforeAll(async () => {
  [holder, stranger] = await Promise.all([fixtures.createBuyer(), fixtures.createBuyer()]);
  const event = await fixtures.createEvent({ capacity: 20 });
  eventId = event.id;
  await fixtures.db
    .doc(`events/${eventId}`)
    .update({ producer: PRODUCER, venue: { name: 'Teatro Pablo Tobón', address: 'Cra. 40 #51-24' } });
  start = ((await fixtures.db.doc(`events/${eventId}`).get()).get('event_date') as Timestamp).toDate();
});

afterAll(async () => {
  await fixtures.cleanUp();
}, 120_000);

/** A live paid ticket of `owner` on the test date, its QR signed with the stack's key. */
async function paidTicket(owner: TestBuyer, fields: Record<string, unknown> = {}): Promise<string> {
  const id = await fixtures.createTicket({
    userId: owner.uid,
    eventId,
    quantity: 2,
    amount: 90_000,
    currency: 'COP',
    ticketStatus: 'paid',
    paymentStatus: 'approved',
    paymentMethod: 'mercadopago',
    buyerEmail: owner.email,
    admittedCount: 0,
    metadata: {
      userName: owner.name,
      eventName: 'Show',
      eventDate: '',
      eventTime: '',
      venue: '',
      city: '',
      seatNumber: 'Platea',
      pulepCode: 'PRUEBA-001',
    },
    ...fields,
  });
  await fixtures.db.doc(`tickets/${id}`).update({ qrCode: signTicketQr(id, qrKeys.privateKeyPem()) });
  return id;
}

function walletPasses(caller: TestBuyer, ticketId: string): Promise<CallableOutcome<WalletPassesResult>> {
  return callCallable<WalletPassesResult>('walletPasses', caller.idToken, { ticketId });
}

async function links(caller: TestBuyer, ticketId: string): Promise<WalletPassesResult> {
  const outcome = await walletPasses(caller, ticketId);
  if (!outcome.ok) throw new Error(`walletPasses failed: ${outcome.status} ${outcome.message}`);
  return outcome.result;
}

type PassJson = Record<string, unknown> & {
  eventTicket: Record<string, { key: string; value: string }[]>;
  barcodes?: { message: string; format: string }[];
};

function passJsonOf(pkpass: Buffer): PassJson {
  return JSON.parse(readZip(pkpass).get('pass.json')!.toString('utf8')) as PassJson;
}

function fieldValues(pass: PassJson): Record<string, string> {
  return Object.fromEntries(
    Object.values(pass.eventTicket)
      .flat()
      .map((field) => [field.key, field.value]),
  );
}

async function download(url: string): Promise<Response> {
  return fetch(url);
}

function service(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, headers, ...rest } = init;
  return fetch(`${SERVICE}${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `ApplePass ${token}` } : {}),
      ...(headers as Record<string, string> | undefined),
    },
  });
}

describe('the Apple pass', () => {
  it('is a signed eventTicket with the QR payload, the show, the seats, the holder, PULEP and the producer', async () => {
    const ticketId = await paidTicket(holder, { seats: SEATS });
    const { appleUrl } = await links(holder, ticketId);
    expect(appleUrl.startsWith(`${functionUrl('applePass')}/${ticketId}.pkpass?t=`)).toBe(true);
    const response = await download(appleUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/vnd.apple.pkpass');
    const files = readZip(Buffer.from(await response.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual(['icon.png', 'icon@2x.png', 'manifest.json', 'pass.json', 'signature']);
    expect(manifestMismatches(files)).toEqual([]);
    expect(checkPassSignature(files.get('manifest.json')!, files.get('signature')!, secret('APPLE_WWDR_CERT'))).toEqual(
      {
        digestMatches: true,
        signatureValid: true,
        issuedByWwdr: true,
        signerUid: param('APPLE_PASS_TYPE_ID'),
      },
    );
    const pass = JSON.parse(files.get('pass.json')!.toString('utf8')) as PassJson;
    const { qrCode } = await fixtures.ticket(ticketId);
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: param('APPLE_PASS_TYPE_ID'),
      teamIdentifier: param('APPLE_TEAM_ID'),
      serialNumber: ticketId,
      relevantDate: start.toISOString(),
      webServiceURL: `${SERVICE}/`,
      barcodes: [{ format: 'PKBarcodeFormatQR', message: qrCode }],
    });
    expect(pass.voided).toBeUndefined();
    expect(typeof pass.authenticationToken).toBe('string');
    expect(fieldValues(pass)).toMatchObject({
      show: expect.stringContaining('Show de pruebas'),
      venue: 'Teatro Pablo Tobón',
      seat: 'Platea · Fila B · 12, Platea · Fila B · 13',
      holder: holder.name,
      admits: '2 entradas',
      pulep: 'PRUEBA-001',
      producer: 'Organiza: Risas Producciones SAS · NIT 900123456-8',
    });
  });

  it('shows the ticket type without seats, and is refused (403) for a forged, altered or missing token', async () => {
    const ticketId = await paidTicket(holder);
    const { appleUrl } = await links(holder, ticketId);
    expect(fieldValues(passJsonOf(Buffer.from(await (await download(appleUrl)).arrayBuffer())))).toMatchObject({
      seat: 'Platea',
    });
    const url = new URL(appleUrl);
    const token = url.searchParams.get('t')!;
    const otherTicket = await paidTicket(holder);
    for (const bad of [
      appleUrl.replace(/t=[^&]+/, 't=forged'),
      appleUrl.replace(token, altered(token)),
      appleUrl.split('?')[0]!,
      appleUrl.replace(`/${ticketId}.pkpass`, `/${otherTicket}.pkpass`),
    ]) {
      const response = await download(bad);
      expect(response.status, bad).toBe(403);
      expect(response.headers.get('content-type') ?? '').not.toContain('pkpass');
    }
  });
});

describe('the Google save link', () => {
  it('is an RS256 JWT of the service account with the date class and the ticket object', async () => {
    const ticketId = await paidTicket(holder, { seats: SEATS });
    const { googleUrl } = await links(holder, ticketId);
    const { header, claims } = verifiedSaveJwt(googleUrl, secret('GOOGLE_WALLET_KEY'));
    const issuer = param('GOOGLE_WALLET_ISSUER_ID');
    const { qrCode } = await fixtures.ticket(ticketId);
    expect(header).toMatchObject({ alg: 'RS256' });
    expect(claims).toMatchObject({
      iss: JSON.parse(secret('GOOGLE_WALLET_KEY')).client_email,
      aud: 'google',
      typ: 'savetowallet',
      origins: ['http://localhost:5173'],
    });
    const [eventClass] = claims.payload.eventTicketClasses;
    const [object] = claims.payload.eventTicketObjects;
    expect(eventClass).toMatchObject({
      id: `${issuer}.date-${eventId}`,
      eventName: { defaultValue: { value: expect.stringContaining('Show de pruebas') } },
      venue: { name: { defaultValue: { value: 'Teatro Pablo Tobón' } } },
      dateTime: { start: start.toISOString() },
    });
    expect(object).toMatchObject({
      id: `${issuer}.ticket-${ticketId}-${holder.uid}`,
      classId: eventClass!.id,
      state: 'ACTIVE',
      barcode: { type: 'QR_CODE', value: qrCode },
      ticketHolderName: holder.name,
      seatInfo: { seat: { defaultValue: { value: 'Platea · Fila B · 12, Platea · Fila B · 13' } } },
      validTimeInterval: { end: { date: new Date(start.getTime() + 24 * 3_600_000).toISOString() } },
    });
  });
});

describe('walletPasses refuses', () => {
  it("a ticket that is not the caller's (permission-denied)", async () => {
    const ticketId = await paidTicket(holder);
    expect(await walletPasses(stranger, ticketId)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
      details: { reason: 'notYourTicket' },
    });
  });

  it.each([
    ['refunded', { ticketStatus: 'cancelled', cancelReason: 'refunded' }],
    ['cancelled', { ticketStatus: 'cancelled', cancelReason: 'hold_expired' }],
    ['with its refund asked', { refundRequestedAt: Timestamp.now() }],
  ])('a %s ticket (ticketNotLive)', async (_what, fields) => {
    const ticketId = await paidTicket(holder, fields);
    expect(await walletPasses(holder, ticketId)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      details: { reason: 'ticketNotLive' },
    });
  });

  it('a ticket of a cancelled date (ticketNotLive)', async () => {
    const cancelled = await fixtures.createEvent({ status: 'cancelled' });
    const id = await fixtures.createTicket({
      userId: holder.uid,
      eventId: cancelled.id,
      quantity: 1,
      amount: 45_000,
      ticketStatus: 'paid',
      paymentStatus: 'approved',
      qrCode: 'CJ1.x.y',
      metadata: { userName: holder.name },
    });
    expect(await walletPasses(holder, id)).toMatchObject({ ok: false, details: { reason: 'ticketNotLive' } });
  });

  it('bad input, and a caller signed out', async () => {
    expect(await callCallable('walletPasses', holder.idToken, { ticketId: 'a/b' })).toMatchObject({
      ok: false,
      details: { reason: 'invalidRequest' },
    });
    expect(await callCallable('walletPasses', null, { ticketId: 'abc' })).toMatchObject({
      ok: false,
      status: 'UNAUTHENTICATED',
    });
  });
});

/** A pass downloaded by `owner`, with the type id and its copy's authentication token. */
async function downloadedPass(owner: TestBuyer, ticketId: string) {
  const { appleUrl } = await links(owner, ticketId);
  const pass = passJsonOf(Buffer.from(await (await download(appleUrl)).arrayBuffer()));
  return { typeId: String(pass.passTypeIdentifier), token: String(pass.authenticationToken), pass };
}

describe("Apple's pass web service", () => {
  it('registers, lists, serves, logs and unregisters; every call about a pass needs its token (401)', async () => {
    const ticketId = await paidTicket(holder);
    const { typeId, token } = await downloadedPass(holder, ticketId);
    const device = `dev${fixtures.runId.replace(/-/g, '')}a`;
    const registration = `/v1/devices/${device}/registrations/${typeId}/${ticketId}`;
    const body = JSON.stringify({ pushToken: `push${device}` });
    expect((await service(registration, { method: 'POST', body })).status).toBe(401);
    expect((await service(registration, { method: 'POST', body, token: altered(token) })).status).toBe(401);
    expect((await service(registration, { method: 'POST', body, token })).status).toBe(201);
    expect((await service(registration, { method: 'POST', body, token })).status).toBe(200);

    const listed = await service(`/v1/devices/${device}/registrations/${typeId}`);
    expect(listed.status).toBe(200);
    const listedBody = (await listed.json()) as { serialNumbers: string[]; lastUpdated: string };
    expect(listedBody.serialNumbers).toEqual([ticketId]);
    // nothing changed since the tag answers 204 (a trigger of the sale may still change the pass after
    // the first listing on a loaded machine: then the tag of the next answer is the one to give back)
    let lastUpdated = listedBody.lastUpdated;
    const unchangedSince = await eventually(
      async () => {
        const since = await service(`/v1/devices/${device}/registrations/${typeId}?passesUpdatedSince=${lastUpdated}`);
        if (since.status === 200) lastUpdated = ((await since.json()) as { lastUpdated: string }).lastUpdated;
        return since.status;
      },
      (status) => status === 204,
      30_000,
    );
    expect(unchangedSince).toBe(204);

    const latest = `/v1/passes/${typeId}/${ticketId}`;
    expect((await service(latest)).status).toBe(401);
    const served = await service(latest, { token });
    expect(served.status).toBe(200);
    expect(passJsonOf(Buffer.from(await served.arrayBuffer())).serialNumber).toBe(ticketId);
    // a pass unchanged since Last-Modified answers 304 (on a loaded machine a trigger of the sale may
    // still change it after the first read: then the next read's Last-Modified is the one to hold)
    let lastModified = served.headers.get('last-modified')!;
    const unchanged = await eventually(
      async () => {
        const again = await service(latest, { token, headers: { 'if-modified-since': lastModified } });
        lastModified = again.headers.get('last-modified') ?? lastModified;
        return again.status;
      },
      (status) => status === 304,
      30_000,
    );
    expect(unchanged).toBe(304);

    expect((await service('/v1/log', { method: 'POST', body: JSON.stringify({ logs: ['prueba'] }) })).status).toBe(200);

    expect((await service(registration, { method: 'DELETE' })).status).toBe(401);
    expect((await service(registration, { method: 'DELETE', token })).status).toBe(200);
    expect((await service(`/v1/devices/${device}/registrations/${typeId}`)).status).toBe(204);
  });
});

describe('a transfer', () => {
  it("voids the old holder's pass (not deleted), pushes to its device and makes its Google object inactive", async () => {
    const friend = await fixtures.createBuyer();
    const ticketId = await paidTicket(holder);
    const { typeId, token } = await downloadedPass(holder, ticketId);
    const device = `dev${fixtures.runId.replace(/-/g, '')}b`;
    const pushToken = `push${device}`;
    const registered = await service(`/v1/devices/${device}/registrations/${typeId}/${ticketId}`, {
      method: 'POST',
      body: JSON.stringify({ pushToken }),
      token,
    });
    expect(registered.status).toBe(201);
    const listed = (await (await service(`/v1/devices/${device}/registrations/${typeId}`)).json()) as {
      lastUpdated: string;
    };

    // on a loaded machine a trigger of the sale may still change (and push) the pass after `listed`:
    // only a push after the transfer and a voided pass say the transfer reached the device
    const transferredAt = Date.now();
    const transfer = await callCallable('transferTicket', holder.idToken, { ticketId, email: friend.email });
    expect(transfer).toMatchObject({ ok: true });

    await pushedSince(pushToken, transferredAt);
    expect((await standIn.pushes(pushToken)).at(-1)).toMatchObject({ pushToken, topic: typeId, payload: '{}' });
    // the push above may be the sale's own, late: the transfer's change of the pass may follow it
    // by tens of seconds on a loaded machine (the wallet triggers queue behind the others)
    const changed = await eventually(
      () => service(`/v1/devices/${device}/registrations/${typeId}?passesUpdatedSince=${listed.lastUpdated}`),
      (answer) => answer.status === 200,
      90_000,
    );
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { serialNumbers: string[] }).serialNumbers).toEqual([ticketId]);

    const old = await eventually(
      async () =>
        passJsonOf(Buffer.from(await (await service(`/v1/passes/${typeId}/${ticketId}`, { token })).arrayBuffer())),
      (pass) => pass.voided === true,
      30_000,
    );
    expect(old).toMatchObject({ serialNumber: ticketId, voided: true });
    expect(old.barcodes ?? []).toEqual([]);

    const issuer = param('GOOGLE_WALLET_ISSUER_ID');
    const calls = await eventually(
      () => standIn.walletCalls(`${issuer}.ticket-${ticketId}-${holder.uid}`),
      // the sale's own trigger may have written the object (ACTIVE) before: wait for the transfer's
      (found) => found.some((call) => call.status === 200 && (call.body as { state?: string })?.state === 'INACTIVE'),
      60_000,
    );
    // and nothing made it active again after
    expect(calls.filter((call) => call.status === 200).at(-1)?.body).toMatchObject({ state: 'INACTIVE' });

    expect(await walletPasses(holder, ticketId)).toMatchObject({ ok: false, details: { reason: 'ticketNotLive' } });
    const { pass } = await downloadedPass(friend, ticketId);
    const { qrCode } = await fixtures.ticket(ticketId);
    expect(pass.voided).toBeUndefined();
    expect(pass.barcodes?.[0]?.message).toBe(qrCode);
    expect(fieldValues(pass).holder).toBe(friend.name);
  }, 300_000);
});

/** Waits for a push to `pushToken` recorded after `since` (ms): the change reached the device. */
async function pushedSince(pushToken: string, since: number): Promise<void> {
  const pushes = await eventually(
    () => standIn.pushes(pushToken),
    (found) => found.some((push) => Date.parse(push.at) >= since),
    60_000,
  );
  expect(pushes.filter((push) => Date.parse(push.at) >= since).length).toBeGreaterThan(0);
}

describe('a change of the date', () => {
  it('moves the pass and its Google class, then a cancelled date voids it; each change is pushed', async () => {
    const own = await fixtures.createEvent({ capacity: 10 });
    const ticketId = await paidTicket(holder, { eventId: own.id });
    const { typeId, token } = await downloadedPass(holder, ticketId);
    const device = `dev${fixtures.runId.replace(/-/g, '')}c`;
    const pushToken = `push${device}`;
    await service(`/v1/devices/${device}/registrations/${typeId}/${ticketId}`, {
      method: 'POST',
      body: JSON.stringify({ pushToken }),
      token,
    });
    const latest = async () =>
      passJsonOf(Buffer.from(await (await service(`/v1/passes/${typeId}/${ticketId}`, { token })).arrayBuffer()));

    const moved = new Date(Date.now() + 5 * 24 * 3_600_000);
    moved.setUTCMinutes(0, 0, 0);
    const movedAt = Date.now();
    await fixtures.db.doc(`events/${own.id}`).update({ event_date: Timestamp.fromDate(moved) });
    await pushedSince(pushToken, movedAt);
    expect((await latest()).relevantDate).toBe(moved.toISOString());
    const classCalls = await eventually(
      () => standIn.walletCalls(`${param('GOOGLE_WALLET_ISSUER_ID')}.date-${own.id}`),
      (found) => found.some((call) => JSON.stringify(call.body).includes(moved.toISOString())),
      60_000,
    );
    expect(classCalls.at(-1)).toMatchObject({ status: 200, body: { dateTime: { start: moved.toISOString() } } });

    const cancelledAt = Date.now();
    await fixtures.db.doc(`events/${own.id}`).update({ status: 'cancelled' });
    await pushedSince(pushToken, cancelledAt);
    const voided = await latest();
    expect(voided).toMatchObject({ serialNumber: ticketId, voided: true });
    expect(voided.barcodes ?? []).toEqual([]);
  });

  it('a refund voids the pass and pushes it', async () => {
    const ticketId = await paidTicket(holder);
    const { typeId, token } = await downloadedPass(holder, ticketId);
    const device = `dev${fixtures.runId.replace(/-/g, '')}d`;
    const pushToken = `push${device}`;
    await service(`/v1/devices/${device}/registrations/${typeId}/${ticketId}`, {
      method: 'POST',
      body: JSON.stringify({ pushToken }),
      token,
    });
    // what the webhook writes when Mercado Pago confirms a refund
    const refundedAt = Date.now();
    await fixtures.db.doc(`tickets/${ticketId}`).update({ ticketStatus: 'cancelled', cancelReason: 'refunded' });
    await pushedSince(pushToken, refundedAt);
    const pass = passJsonOf(
      Buffer.from(await (await service(`/v1/passes/${typeId}/${ticketId}`, { token })).arrayBuffer()),
    );
    expect(pass.voided).toBe(true);
  });
});
