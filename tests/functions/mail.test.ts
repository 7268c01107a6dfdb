import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StandInControl } from '@carcajada/mp-standin';
import { formatCop, ticketReference } from '@carcajada/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { INBOX_URL, MailCatcher } from '../support/services/mail-catcher.js';
import { STANDIN_URL, holdSeconds } from '../support/services/env.js';
import { PaymentsFixtures, verifyEmailThroughLink } from '../support/fixtures/harness.js';
import {
  callCallable,
  callCreateTicketPreference,
  ticketPayload,
  type PaidPurchase,
} from '../support/services/callables.js';
import { postWebhook, purchasePaidTicket, signedWebhook } from '../support/services/webhook.js';
import { eventually } from '../support/eventually.js';
import { purchases } from '../support/fixtures/purchases.js';

const standIn = new StandInControl(STANDIN_URL);
const fixtures = new PaymentsFixtures();
const catcher = new MailCatcher();
const { bought, buy } = purchases(fixtures);
const mailIds: string[] = [];
const SCREENSHOT = path.resolve(import.meta.dirname, '../artifacts/screenshots/mail-inbox.png');

function mailDoc(id: string) {
  mailIds.push(id);
  return fixtures.db.doc(`mail/${id}`);
}

async function mailOf(
  ticketId: string,
  kind: 'confirmed' | 'cancelled' | 'expired',
): Promise<DocumentData | undefined> {
  return (await mailDoc(`ticket-${ticketId}-${kind}`).get()).data();
}

async function mailsOfTicket(ticketId: string): Promise<string[]> {
  const all = await fixtures.db.collection('mail').get();
  return all.docs.map((doc) => doc.id).filter((id) => id.startsWith(`ticket-${ticketId}-`));
}

function deliveryOf(mail: DocumentData | undefined): DocumentData {
  return (mail?.delivery ?? {}) as DocumentData;
}

function parsedIcs(ics: string): ICAL.Event {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
}

// an unpaid hold bought first, so it expires (HOLD_SECONDS) while the other tests run
let abandonedHold: Promise<{ ticketId: string }>;

beforeAll(async () => {
  await catcher.start();
  abandonedHold = (async () => bought(await fixtures.createBuyer(), (await fixtures.createEvent()).id, 1))();
  await abandonedHold;
});
afterAll(async () => {
  const writer = fixtures.db.bulkWriter();
  for (const id of new Set(mailIds)) void writer.delete(fixtures.db.doc(`mail/${id}`));
  await writer.close();
  await fixtures.cleanUp();
});

describe('ticket mail documents', () => {
  it('five duplicate approved webhooks make exactly one confirmation, delivered to the catcher', async () => {
    const purchase = await purchasePaidTicket(fixtures, 2);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved');
    fixtures.rememberPayment(payment.id);
    const duplicates = await Promise.all([1, 2, 3, 4].map(() => postWebhook(signedWebhook(payment.id))));
    expect(duplicates.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await mailsOfTicket(purchase.ticketId)).toEqual([`ticket-${purchase.ticketId}-confirmed`]);

    const mail = (await mailOf(purchase.ticketId, 'confirmed'))!;
    const ticket = await fixtures.ticket(purchase.ticketId);
    const event = (await fixtures.db.doc(`events/${ticket.eventId}`).get()).data()!;
    expect(mail.to).toBe(purchase.buyer.email);
    expect(mail.message.subject).toBe(`Tus entradas para ${event.name}`);
    for (const part of [event.name, formatCop(purchase.order.total), ticketReference(purchase.ticketId), '2 entradas'])
      expect(mail.message.html).toContain(part);
    expect(mail.message.text).toContain(ticketReference(purchase.ticketId));
    expect(mail.message.html).toContain('http://localhost:5173/tickets');
    expect(mail.message.html).toContain('https://www.google.com/maps/search/?api=1&amp;query=');
    expect(mail.message.html).toContain('src="cid:ticket-qr"');

    const [ics, qr] = mail.message.attachments;
    expect(ics.contentType).toMatch(/^text\/calendar/);
    const calendarEvent = parsedIcs(ics.content);
    // iCalendar times have whole seconds; the test event starts at an arbitrary millisecond
    const startSecond = Math.floor(event.event_date.toMillis() / 1000) * 1000;
    expect(calendarEvent.startDate.toJSDate().toISOString()).toBe(new Date(startSecond).toISOString());
    expect(calendarEvent.endDate.toJSDate().getTime() - startSecond).toBe(2 * 60 * 60 * 1000);
    expect(calendarEvent.summary).toBe(event.name);
    expect(calendarEvent.location).toContain(event.venue.address);
    expect(qr).toMatchObject({ contentType: 'image/png', encoding: 'base64', cid: 'ticket-qr' });
    expect(Buffer.from(qr.content, 'base64').subarray(1, 4).toString()).toBe('PNG');

    const delivered = await eventually(
      () => mailOf(purchase.ticketId, 'confirmed'),
      (doc) => deliveryOf(doc).state === 'SUCCESS',
      30_000,
    );
    expect(deliveryOf(delivered)).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    expect(deliveryOf(delivered).info.accepted).toEqual([purchase.buyer.email]);
    const caught = await catcher.mailTo(purchase.buyer.email, event.name);
    expect(caught?.html).toContain(ticketReference(purchase.ticketId));
    expect(caught?.attachments?.map((attachment) => attachment.contentType).sort()).toEqual([
      'image/png',
      'text/calendar',
    ]);

    // how a developer sees it: the web inbox with the confirmation open
    fs.mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(INBOX_URL);
      await page.getByText(event.name).first().click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: SCREENSHOT });
    } finally {
      await browser.close();
    }

    // the refund (webhook refund path, as refundTicket completes it) sends a short notice, once
    await standIn.setPaymentStatus(payment.id, 'refunded');
    await standIn.notify(payment.id, { times: 2 });
    expect((await mailsOfTicket(purchase.ticketId)).sort()).toEqual([
      `ticket-${purchase.ticketId}-cancelled`,
      `ticket-${purchase.ticketId}-confirmed`,
    ]);
    const notice = (await mailOf(purchase.ticketId, 'cancelled'))!;
    expect(notice.message.subject).toBe(`Tu entrada para ${event.name} fue cancelada`);
    expect(notice.message.text).toContain('reembolsado');
  }, 90_000);

  it('the payment transaction only requests the confirmation; it is rendered after the commit, once', async () => {
    const purchase = await purchasePaidTicket(fixtures, 1);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved', { notify: false });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => postWebhook(signedWebhook(payment.id))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await mailsOfTicket(purchase.ticketId)).toEqual([`ticket-${purchase.ticketId}-confirmed`]);

    // the request was created by the commit that applied the payment (its record has the same time)...
    const applied = await fixtures.db
      .collection('payment_notifications')
      .where('dataId', '==', String(payment.id))
      .where('outcome', '==', 'applied')
      .get();
    expect(applied.size).toBe(1);
    const mail = await mailDoc(`ticket-${purchase.ticketId}-confirmed`).get();
    expect(mail.createTime!.isEqual(applied.docs[0]!.createTime)).toBe(true);
    expect(mail.get('request')).toEqual({ kind: 'confirmed', ticketId: purchase.ticketId });
    // ...and its address, QR image and HTML by a later write, once the webhook had committed
    expect(mail.get('renderedAt').valueOf() > mail.createTime!.valueOf()).toBe(true);
    expect(mail.get('to')).toBe(purchase.buyer.email);
    expect(mail.get('message.attachments').map((attachment: DocumentData) => attachment.contentType)).toEqual([
      expect.stringMatching(/^text\/calendar/),
      'image/png',
    ]);
    const delivered = await eventually(
      () => mailOf(purchase.ticketId, 'confirmed'),
      (doc) => deliveryOf(doc).state === 'SUCCESS',
      30_000,
    );
    expect(deliveryOf(delivered)).toMatchObject({ attempts: 1 });
  }, 60_000);

  it('a refund of a paid ticket requests its notice once; it is rendered after the commit', async () => {
    const purchase = await purchasePaidTicket(fixtures, 1);
    const { payment } = await standIn.payPreference(purchase.preferenceId, 'approved');
    fixtures.rememberPayment(payment.id);
    await standIn.setPaymentStatus(payment.id, 'refunded', { notify: false });
    const answers = await Promise.all([1, 2, 3].map(() => postWebhook(signedWebhook(payment.id))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await mailsOfTicket(purchase.ticketId)).sort()).toEqual([
      `ticket-${purchase.ticketId}-cancelled`,
      `ticket-${purchase.ticketId}-confirmed`,
    ]);
    const notice = await mailDoc(`ticket-${purchase.ticketId}-cancelled`).get();
    expect(notice.get('request')).toEqual({ kind: 'cancelled', ticketId: purchase.ticketId });
    expect(notice.get('renderedAt').valueOf() > notice.createTime!.valueOf()).toBe(true);
    expect(notice.get('to')).toBe(purchase.buyer.email);
    expect(notice.get('message.text')).toContain('reembolsado');
  }, 60_000);

  it('an unverified buyer’s paid confirmation is not kept as a request; it leaves once they verify', async () => {
    const buyer = await fixtures.createBuyer({ verified: false });
    const event = await fixtures.createEvent({ ticketPrice: 45_000 });
    const order = await fixtures.expectedOrder(45_000, 1);
    const outcome = await callCreateTicketPreference<PaidPurchase>(
      buyer.idToken,
      ticketPayload(buyer, event.id, 1, order.total),
    );
    if (!outcome.ok) throw new Error(`purchase failed: ${outcome.status} ${outcome.message}`);
    const { ticketId, preferenceId } = outcome.result;
    const { deliveries } = await standIn.payPreference(preferenceId, 'approved');
    expect(deliveries[0]?.responseStatus).toBe(200);
    expect((await fixtures.ticket(ticketId)).ticketStatus).toBe('paid');
    expect(await mailsOfTicket(ticketId)).toEqual([]);

    await verifyEmailThroughLink(buyer);
    const sent = await callCallable('sendTicketConfirmations', buyer.idToken, {});
    expect(sent).toMatchObject({ ok: true, result: { verified: true, queued: 1 } });
    const delivered = await eventually(
      () => mailOf(ticketId, 'confirmed'),
      (doc) => deliveryOf(doc).state === 'SUCCESS',
      30_000,
    );
    expect(delivered?.to).toBe(buyer.email);
  }, 60_000);

  it('a free reservation makes one confirmation without QR; user text is escaped in the HTML', async () => {
    const event = await fixtures.createEvent({ ticketPrice: 0, capacity: 50 });
    const hostile = `<script>alert("x")</script> & <img src=x onerror=alert(1)>`;
    await fixtures.db.doc(`events/${event.id}`).update({ name: hostile, 'venue.name': '<b>Bar</b>' });
    const buyer = await fixtures.createBuyer();
    const outcome = await buy(buyer, event.id, 3, { price: 0 });
    expect(outcome.ok).toBe(true);
    const ticketId = (outcome as { result: { ticketId: string } }).result.ticketId;
    expect(await mailsOfTicket(ticketId)).toEqual([`ticket-${ticketId}-confirmed`]);

    const mail = (await mailOf(ticketId, 'confirmed'))!;
    expect(mail.message.html).not.toContain('<script>');
    expect(mail.message.html).not.toContain('<img src=x');
    expect(mail.message.html).not.toContain('<b>Bar</b>');
    expect(mail.message.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x');
    expect(mail.message.html).toContain('Entrada libre');
    expect(mail.message.html).toContain(ticketReference(ticketId));
    expect(mail.message.text).toContain(hostile);
    expect(mail.message.attachments.map((attachment: DocumentData) => attachment.contentType)).toEqual([
      expect.stringMatching(/^text\/calendar/),
    ]);
  });

  it('an unpaid hold that expires sends a short notice', async () => {
    const { ticketId } = await abandonedHold;
    const notice = await eventually(
      () => mailOf(ticketId, 'expired'),
      (doc) => doc !== undefined,
      (holdSeconds() + 60) * 1000,
    );
    expect(notice?.message.text).toContain('El tiempo para pagar tu reserva terminó');
    expect((await fixtures.ticket(ticketId)).cancelReason).toBe('hold_expired');
    expect(await mailsOfTicket(ticketId)).toEqual([`ticket-${ticketId}-expired`]);
  }, 120_000);
});
