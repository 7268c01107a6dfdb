/**
 * Tickets by WhatsApp (contract v6): each template reaches a consenting holder's chat in the
 * stand-in once (through duplicate triggers and an outage of the stand-in), beside the mail;
 * whatsappWebhook's verification, its signature check, the statuses it keeps and "BAJA".
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StandInControl } from '@carcajada/mp-standin';
import { hubSignature, statusCallbackBody, type ChatMessage } from '@carcajada/whatsapp-standin';
import {
  DEFAULT_LEGAL_CONFIG,
  addCalendarDays,
  bogotaDateString,
  whatsappMessageId,
  type EventFormInput,
  type MyDataExport,
  type SaveEventResult,
  type WhatsAppTemplate,
} from '@carcajada/domain';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { callCallable } from '../support/services/callables.js';
import { STANDIN_URL, functionUrl } from '../support/services/env.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { purchases } from '../support/fixtures/purchases.js';
import { showForm } from '../support/fixtures/show-form.js';
import { approvedAndAccepted, postWebhook, signedWebhook } from '../support/services/webhook.js';
import { altered } from '../support/altered.js';
import { eventually } from '../support/eventually.js';

const WHATSAPP_URL = process.env.WHATSAPP_STANDIN_URL ?? 'http://127.0.0.1:8097';
const APP_SECRET = 'demo-whatsapp-app-secret';
const VERIFY_TOKEN = 'demo-whatsapp-verify-token';
const WEBHOOK = functionUrl('whatsappWebhook');
const DAY_MS = 24 * 60 * 60 * 1000;
/** Long enough for a task's retries after an outage on a loaded machine. */
const SEND_WAIT_MS = 90_000;

const mp = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
const messageIds: string[] = [];
const mailIds: string[] = [];
const eventIds: string[] = [];
let admin: TestBuyer;
let organizer: TestBuyer;

beforeAll(async () => {
  admin = await fixtures.createAdmin();
  organizer = await fixtures.createBuyer();
  await fixtures.createOrganizer(organizer);
}, 120_000);

afterAll(async () => {
  for (const id of eventIds) {
    const slugs = await fixtures.db.collection('event_slugs').where('eventId', '==', id).get();
    await Promise.all(slugs.docs.map((doc) => doc.ref.delete()));
    await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${id}`));
  }
  const writer = fixtures.db.bulkWriter();
  for (const id of messageIds) void writer.delete(fixtures.db.doc(`whatsapp_messages/${id}`));
  for (const id of mailIds) void writer.delete(fixtures.db.doc(`mail/${id}`));
  await writer.close();
  await setOutage(false);
  await fixtures.cleanUp();
}, 180_000);

/** A Colombian mobile of this run only, so the stand-in's chat holds only this test's messages. */
function newPhone(): string {
  return `5731${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A verified buyer who gave WhatsApp consent (as the checkout writes it) for a number of its own. */
async function consentingBuyer(): Promise<TestBuyer & { phone: string }> {
  const buyer = await fixtures.createBuyer();
  const phone = newPhone();
  await fixtures.db.doc(`users/${buyer.uid}`).update({
    whatsapp_consent: {
      phone,
      version: DEFAULT_LEGAL_CONFIG.whatsapp_consent_version,
      accepted_at: Timestamp.now(),
    },
  });
  return { ...buyer, phone };
}

async function chatOf(phone: string): Promise<ChatMessage[]> {
  const response = await fetch(`${WHATSAPP_URL}/_standin/messages?to=${phone}`);
  return ((await response.json()) as { messages: ChatMessage[] }).messages;
}

/** The stand-in down for one number only: the other files' sends, made meanwhile, go through. */
async function setOutage(on: boolean, to?: string): Promise<void> {
  await fetch(`${WHATSAPP_URL}/_standin/outage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ on, to }),
  });
}

async function message(ticketId: string, template: WhatsAppTemplate): Promise<DocumentData | undefined> {
  const id = whatsappMessageId(ticketId, template);
  messageIds.push(id);
  return (await fixtures.db.doc(`whatsapp_messages/${id}`).get()).data();
}

/** Waits for the message to reach the phone (delivered or read, after the stand-in's callbacks). */
async function delivered(ticketId: string, template: WhatsAppTemplate): Promise<DocumentData | undefined> {
  return eventually(
    () => message(ticketId, template),
    (data) => data?.status === 'delivered' || data?.status === 'read',
    SEND_WAIT_MS,
  );
}

async function freeTicketOf(buyer: TestBuyer, eventId: string): Promise<string> {
  return fixtures.createTicket(
    ticketDocument({
      eventId,
      userId: buyer.uid,
      buyerEmail: buyer.email,
      amount: 0,
      ticketStatus: 'reserved',
      paymentStatus: 'approved',
      paymentMethod: 'free',
      metadata: { userName: buyer.name },
    }),
  );
}

function signedCallback(body: string, secret = APP_SECRET): Promise<Response> {
  return fetch(WEBHOOK, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(secret, body) },
    body,
  });
}

describe('entrada_confirmada', () => {
  it('a paid ticket reaches the chat once, with its QR image, the show and a button to Mis tickets', async () => {
    const buyer = await consentingBuyer();
    const event = await fixtures.createEvent({ capacity: 20 });
    const purchase = await purchases(fixtures).bought(buyer, event.id, 2);
    const payment = await approvedAndAccepted(mp, purchase.preferenceId);
    fixtures.rememberPayment(payment.id);
    mailIds.push(`ticket-${purchase.ticketId}-confirmed`);

    const stored = await delivered(purchase.ticketId, 'entrada_confirmada');
    expect(stored).toMatchObject({ ticketId: purchase.ticketId, userId: buyer.uid, template: 'entrada_confirmada' });
    expect(stored!.waMessageId).toMatch(/^wamid\./);
    // the same approval delivered again: no second message
    for (const answer of await Promise.all([1, 2].map(() => postWebhook(signedWebhook(payment.id)))))
      expect(answer.status).toBe(200);
    const chat = await eventually(
      () => chatOf(buyer.phone),
      (messages) => messages.length > 0,
    );
    expect(chat).toHaveLength(1);
    const [sent] = chat;
    expect(sent).toMatchObject({ template: 'entrada_confirmada', to: buyer.phone, id: stored!.waMessageId });
    expect(sent!.body).toContain(String(event.data.name));
    expect(sent!.body).toContain('Entrada: General × 2');
    expect(sent!.body).toContain(`Lugar: ${String(event.data.venue.name)}, ${String(event.data.venue.address)}`);
    expect(sent!.button).toEqual({ text: 'Ver mis tickets', url: 'http://localhost:5173/tickets' });

    // the header image: the ticket's QR, served only with its own signed token
    const image = await fetch(sent!.imageUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/png');
    const tampered = await fetch(
      sent!.imageUrl!.replace(/t=([^&]+)/, (_match, token: string) => `t=${altered(token)}`),
    );
    expect(tampered.status).toBe(403);
    // and the mail went its own way
    expect((await fixtures.db.doc(`mail/ticket-${purchase.ticketId}-confirmed`).get()).exists).toBe(true);
  });

  it('a free reservation made while the stand-in is down arrives once it is back, once', async () => {
    const buyer = await consentingBuyer();
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 20 });
    await setOutage(true, buyer.phone);
    try {
      const reservation = await purchases(fixtures, 0).bought(buyer, event.id, 1);
      mailIds.push(`ticket-${reservation.ticketId}-confirmed`);
      // refused, then tried again (the task's retries), the mail not held up meanwhile
      const refused = await eventually(
        () => message(reservation.ticketId, 'entrada_confirmada'),
        (data) => Number(data?.attempts ?? 0) >= 2,
        SEND_WAIT_MS,
      );
      expect(refused).toMatchObject({ status: 'queued' });
      expect((await fixtures.db.doc(`mail/ticket-${reservation.ticketId}-confirmed`).get()).exists).toBe(true);
      await setOutage(false);
      const stored = await delivered(reservation.ticketId, 'entrada_confirmada');
      expect(stored!.attempts).toBeGreaterThanOrEqual(2);
      const chat = await chatOf(buyer.phone);
      expect(chat.map((sent) => sent.template)).toEqual(['entrada_confirmada']);
      // no code for a reservation: the header is the app's icon
      expect(chat[0]!.imageUrl).toBe('http://localhost:5173/icons/icon-512.png');
    } finally {
      await setOutage(false);
    }
  });

  it('nothing is sent to a holder without consent', async () => {
    const buyer = await fixtures.createBuyer();
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 20 });
    const reservation = await purchases(fixtures, 0).bought(buyer, event.id, 1);
    mailIds.push(`ticket-${reservation.ticketId}-confirmed`);
    await eventually(
      () => fixtures.db.doc(`mail/ticket-${reservation.ticketId}-confirmed`).get(),
      (mail) => mail.exists,
    );
    expect(await message(reservation.ticketId, 'entrada_confirmada')).toBeUndefined();
  });
});

describe('recordatorio_funcion', () => {
  it('the show day sends each live ticket its reminder once, however often the run goes', async () => {
    const buyer = await consentingBuyer();
    const event = await fixtures.createEvent({ startsInMs: 900 * DAY_MS + randomInt(0, 900) * DAY_MS });
    const day = bogotaDateString(event.data.event_date as Date);
    const ticketId = await freeTicketOf(buyer, event.id);
    mailIds.push(`ticket-${ticketId}-reminder`);
    for (let run = 0; run < 2; run += 1)
      expect(await callCallable('sendShowDayRemindersNow', admin.idToken, { day })).toMatchObject({ ok: true });
    await delivered(ticketId, 'recordatorio_funcion');
    const chat = await chatOf(buyer.phone);
    expect(chat.map((sent) => sent.template)).toEqual(['recordatorio_funcion']);
    expect(chat[0]!.body).toContain('¡Hoy es el show!');
  });
});

async function saved(event: EventFormInput): Promise<SaveEventResult> {
  const outcome = await callCallable<SaveEventResult>('saveEvent', organizer.idToken, { event });
  if (!outcome.ok) throw new Error(`saveEvent failed: ${outcome.status} ${outcome.message}`);
  eventIds.push(outcome.result.eventId);
  return outcome.result;
}

describe('funcion_movida and funcion_cancelada', () => {
  it('a moved date tells the holder its new day once; a cancelled one says what goes back', async () => {
    const buyer = await consentingBuyer();
    const form = showForm({ ticketPrice: 0, capacity: 20, pulepCode: '' });
    const { eventId } = await saved(form);
    const ticketId = await freeTicketOf(buyer, eventId);
    const newDate = addCalendarDays(form.date, 3);
    await saved({ ...form, id: eventId, date: newDate, time: '21:30' });
    const moved = await delivered(ticketId, 'funcion_movida');
    expect(moved).toMatchObject({ template: 'funcion_movida' });
    expect((await chatOf(buyer.phone)).at(-1)!.body).toContain('21:30');
    // moved again: at most once per ticket and template
    await saved({ ...form, id: eventId, date: newDate, time: '22:00' });
    expect((await chatOf(buyer.phone)).map((sent) => sent.template)).toEqual(['funcion_movida']);

    const cancelled = await callCallable('cancelEvent', organizer.idToken, { eventId, message: 'Fuerza mayor' });
    expect(cancelled).toMatchObject({ ok: true });
    mailIds.push(`ticket-${ticketId}-event-cancelled`);
    // the cancellation's task ends the date's tickets in the background, then tells their holders
    await delivered(ticketId, 'funcion_cancelada');
    const last = (await chatOf(buyer.phone)).at(-1)!;
    expect(last.template).toBe('funcion_cancelada');
    expect(last.body).toContain('No hiciste ningún pago');
  });
});

describe('whatsappWebhook', () => {
  it("answers Meta's verification only with the verify token", async () => {
    const url = (token: string) =>
      `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`;
    const good = await fetch(url(VERIFY_TOKEN));
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('1158201444');
    expect((await fetch(url('otro-token'))).status).toBe(403);
    expect(
      (await fetch(`${WEBHOOK}?hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`)).status,
    ).toBe(403);
  });

  it('a callback with a bad signature changes nothing; statuses never move back', async () => {
    const buyer = await consentingBuyer();
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 20 });
    const reservation = await purchases(fixtures, 0).bought(buyer, event.id, 1);
    mailIds.push(`ticket-${reservation.ticketId}-confirmed`);
    const stored = await delivered(reservation.ticketId, 'entrada_confirmada');
    const sent = (await chatOf(buyer.phone))[0]!;
    const before = await message(reservation.ticketId, 'entrada_confirmada');
    const failed = statusCallbackBody({ ...sent, status: 'delivered' }, 'read').replace('"read"', '"failed"');

    for (const secret of ['otro-secreto', '']) expect((await signedCallback(failed, secret)).status).toBe(401);
    const unsigned = await fetch(WEBHOOK, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: failed,
    });
    expect(unsigned.status).toBe(401);
    const tampered = await fetch(WEBHOOK, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(APP_SECRET, failed) },
      body: failed.replace(sent.id, 'wamid.otro'),
    });
    expect(tampered.status).toBe(401);
    expect(await message(reservation.ticketId, 'entrada_confirmada')).toEqual(before);

    // read, then a late "sent" and "delivered": it stays read
    expect((await signedCallback(statusCallbackBody(sent, 'read'))).status).toBe(200);
    expect((await signedCallback(statusCallbackBody(sent, 'sent'))).status).toBe(200);
    expect((await signedCallback(statusCallbackBody(sent, 'delivered'))).status).toBe(200);
    expect(await message(reservation.ticketId, 'entrada_confirmada')).toMatchObject({
      status: 'read',
      waMessageId: stored!.waMessageId,
    });
  });

  it('a failed message stays failed whatever comes after', async () => {
    const buyer = await consentingBuyer();
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 20 });
    const reservation = await purchases(fixtures, 0).bought(buyer, event.id, 1);
    mailIds.push(`ticket-${reservation.ticketId}-confirmed`);
    await delivered(reservation.ticketId, 'entrada_confirmada');
    const sent = (await chatOf(buyer.phone))[0]!;
    // a status of "failed" as Meta reports an undeliverable message (here after delivered: kept failed)
    const failed = statusCallbackBody(sent, 'sent').replace('"sent"', '"failed"');
    expect((await signedCallback(failed)).status).toBe(200);
    expect((await signedCallback(statusCallbackBody(sent, 'read'))).status).toBe(200);
    expect(await message(reservation.ticketId, 'entrada_confirmada')).toMatchObject({ status: 'failed' });
  });

  it('"BAJA" from a number withdraws its consent: nothing more is sent to it', async () => {
    const buyer = await consentingBuyer();
    const answer = await fetch(`${WHATSAPP_URL}/_standin/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: buyer.phone, text: ' Bajá ' }),
    });
    expect(await answer.json()).toEqual({ webhookStatus: 200 });
    const consent = (await fixtures.db.doc(`users/${buyer.uid}`).get()).get('whatsapp_consent') as DocumentData;
    expect(consent).toMatchObject({ phone: buyer.phone });
    expect(consent.withdrawn_at).toBeInstanceOf(Timestamp);

    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 20 });
    const reservation = await purchases(fixtures, 0).bought(buyer, event.id, 1);
    mailIds.push(`ticket-${reservation.ticketId}-confirmed`);
    expect(await message(reservation.ticketId, 'entrada_confirmada')).toBeUndefined();
  });
});

describe("the account's data rights", () => {
  it('exports its WhatsApp messages, and deleting the account deletes them', async () => {
    const buyer = await consentingBuyer();
    const messageId = whatsappMessageId(`sin-ticket-${fixtures.runId}`, 'entrada_confirmada');
    messageIds.push(messageId);
    await fixtures.db.doc(`whatsapp_messages/${messageId}`).set({
      ticketId: `sin-ticket-${fixtures.runId}`,
      userId: buyer.uid,
      template: 'entrada_confirmada',
      waMessageId: 'wamid.PRUEBA',
      status: 'read',
      updatedAt: Timestamp.now(),
    });
    const exported = await callCallable<MyDataExport>('exportMyData', buyer.idToken, {});
    expect(exported).toMatchObject({
      ok: true,
      result: {
        profile: { whatsapp_consent: { phone: buyer.phone } },
        whatsappMessages: [
          { id: messageId, ticketId: `sin-ticket-${fixtures.runId}`, template: 'entrada_confirmada', status: 'read' },
        ],
      },
    });
    expect(await callCallable('deleteMyAccount', buyer.idToken, {})).toMatchObject({ ok: true });
    expect((await fixtures.db.doc(`whatsapp_messages/${messageId}`).get()).exists).toBe(false);
  });
});
