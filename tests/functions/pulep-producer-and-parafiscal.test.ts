import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  bogotaDateString,
  EVENT_FORM_MESSAGES,
  LEGAL_CONFIG_PATH,
  legalConfigFrom,
  parafiscalThreshold,
  PULEP_MESSAGES,
  TAX_CONFIG_PATH,
  taxConfigFrom,
  type EventFormInput,
  type SaveEventResult,
  type TicketTypeInput,
} from '@carcajada/domain';
import { StandInControl } from '@carcajada/mp-standin';
import { callCallable } from '../support/services/callables.js';
import { STANDIN_URL } from '../support/services/env.js';
import { approvedAndAccepted, purchasePaidTicket } from '../support/services/webhook.js';
import { PaymentsFixtures, type TestBuyer } from '../support/fixtures/harness.js';
import { showForm } from '../support/fixtures/show-form.js';
import { TypesFixtures } from '../support/fixtures/ticket-types.js';

/** Colombia-ready shows: PULEP where a date is made or kept active, the producer on dates and tickets, the contribución parafiscal. */
const fixtures = new PaymentsFixtures();
const types = new TypesFixtures(fixtures);
const standIn = new StandInControl(STANDIN_URL);
const createdEventIds: string[] = [];
let admin: TestBuyer;

beforeAll(async () => {
  admin = await fixtures.createAdmin();
}, 60_000);

afterAll(async () => {
  for (const id of createdEventIds) {
    const slugs = await fixtures.db.collection('event_slugs').where('eventId', '==', id).get();
    await Promise.all(slugs.docs.map((doc) => doc.ref.delete()));
    await fixtures.db.recursiveDelete(fixtures.db.doc(`events/${id}`));
  }
  await types.cleanUp();
  await fixtures.cleanUp();
}, 120_000);

async function save(event: Partial<EventFormInput>, ticketTypes?: TicketTypeInput[]) {
  const outcome = await callCallable<SaveEventResult>('saveEvent', admin.idToken, {
    event,
    ...(ticketTypes && { ticketTypes }),
  });
  if (outcome.ok) createdEventIds.push(outcome.result.eventId);
  return outcome;
}

async function addDates(eventId: string, dates: { date: string; time: string; pulepCode?: string }[]) {
  const outcome = await callCallable<{ eventIds: string[] }>('addShowDates', admin.idToken, { eventId, dates });
  if (outcome.ok) createdEventIds.push(...outcome.result.eventIds);
  return outcome;
}

async function eventData(id: string) {
  return (await fixtures.db.doc(`events/${id}`).get()).data()!;
}

const REFUSED = { ok: false, status: 'FAILED_PRECONDITION', details: { reason: 'pulepRequired' } };
const inDays = (days: number) => addCalendarDays(bogotaDateString(new Date()), days);

const paidType = (price: number): TicketTypeInput => ({
  name: 'Preferencial',
  price,
  quota: null,
  saleStartsAt: null,
  saleEndsAt: null,
  maxPerOrder: 10,
  hidden: false,
});

describe('saveEvent and PULEP', () => {
  it('refuses publishing a paid date without its code, with the Spanish text', async () => {
    const refused = await save(showForm({ pulepCode: '' }));
    expect(refused).toMatchObject({ ...REFUSED, message: PULEP_MESSAGES.required });
    // a free show whose type sells above 0 sells paid tickets too
    expect(await save(showForm({ ticketPrice: 0, pulepCode: '' }), [paidType(30_000)])).toMatchObject(REFUSED);
  });

  it('publishes it with the code, stored upper-case', async () => {
    const outcome = await save(showForm({ pulepCode: ' abc-123 ' }));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect((await eventData(outcome.result.eventId)).pulep_code).toBe('ABC-123');
  });

  it('needs no code for a free date, a hidden one or one sold elsewhere', async () => {
    for (const form of [
      showForm({ ticketPrice: 0, pulepCode: '' }),
      showForm({ status: 'inactive', pulepCode: '' }),
      showForm({ eventType: 'external_url', externalUrl: 'https://boletas.example.com/x', pulepCode: '' }),
    ])
      expect(await save(form)).toMatchObject({ ok: true });
  });

  it('refuses a malformed code on its field', async () => {
    expect(await save(showForm({ pulepCode: 'AB' }))).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: { reason: 'invalidEvent', fieldErrors: { pulepCode: EVENT_FORM_MESSAGES.pulepCodeInvalid } },
    });
    expect(await save(showForm({ pulepCode: 'ABC 123' }))).toMatchObject({ details: { reason: 'invalidEvent' } });
  });

  it('keeps a date written before the rule from staying active without one', async () => {
    const legacy = await fixtures.createEvent({ ticketPrice: 40_000, capacity: 20, pulepCode: null });
    const edit = showForm({ id: legacy.id, ticketPrice: 40_000, capacity: 20, pulepCode: '' });
    expect(await save(edit)).toMatchObject(REFUSED);
    // hiding it needs no code; giving it one publishes it again
    expect(await save({ ...edit, status: 'inactive' })).toMatchObject({ ok: true });
    expect(await save({ ...edit, pulepCode: 'LEG-0001' })).toMatchObject({ ok: true });
    expect((await eventData(legacy.id)).pulep_code).toBe('LEG-0001');
  });
});

describe('addShowDates and PULEP', () => {
  it('refuses a paid show without a code, and adds the date with one', async () => {
    const show = await fixtures.createEvent({ ticketPrice: 40_000, capacity: 20, pulepCode: null });
    const refused = await addDates(show.id, [{ date: inDays(20), time: '20:00' }]);
    expect(refused).toMatchObject({ ...REFUSED, message: PULEP_MESSAGES.required });
    expect((await fixtures.db.collection('events').where('series_id', '==', show.id).get()).size).toBe(0);

    const added = await addDates(show.id, [{ date: inDays(20), time: '20:00', pulepCode: 'new-777' }]);
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect((await eventData(added.result.eventIds[0]!)).pulep_code).toBe('NEW-777');
  });

  it("gives a new date the show's code when none is sent, and refuses a malformed one", async () => {
    const show = await fixtures.createEvent({ ticketPrice: 40_000, capacity: 20, pulepCode: 'SHOW-42' });
    const added = await addDates(show.id, [{ date: inDays(21), time: '21:00' }]);
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect((await eventData(added.result.eventIds[0]!)).pulep_code).toBe('SHOW-42');
    expect(await addDates(show.id, [{ date: inDays(22), time: '21:00', pulepCode: 'x' }])).toMatchObject({
      ok: false,
      details: { reason: 'invalidRequest' },
    });
  });

  it('adds dates of a free show without a code', async () => {
    const show = await fixtures.createEvent({ ticketPrice: 0, capacity: 20 });
    expect(await addDates(show.id, [{ date: inDays(23), time: '20:00' }])).toMatchObject({ ok: true });
  });
});

describe("the ticket's contribución parafiscal", () => {
  let buyer: TestBuyer;
  let threshold: number;

  beforeAll(async () => {
    buyer = await fixtures.createBuyer();
    const stored = await fixtures.db.doc(TAX_CONFIG_PATH).get();
    const config = taxConfigFrom(stored.exists ? stored.data() : undefined);
    // the tests' shows are 3 days ahead: this year's UVT (or the last known)
    threshold = parafiscalThreshold(config, new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).getUTCFullYear());
    // the contract's figures: 10 % from 3 UVT, 157,122 COP in 2026
    expect(config).toMatchObject({ parafiscal_percent: 10, parafiscal_min_uvt: 3 });
  });

  async function purchase(price: number, quantity: number, promo?: { kind: 'percent' | 'fixed'; value: number }) {
    const show = await fixtures.createEvent({ ticketPrice: price, capacity: 20 });
    const promoCode = promo && (await types.addCode('PARAF', { eventId: show.id, ...promo, maxUses: 5 }));
    const outcome = await types.buy(buyer, show.id, { price, quantity, promo, promoCode });
    if (!outcome.ok) throw new Error(`purchase failed: ${outcome.status} ${outcome.message}`);
    return fixtures.ticket(outcome.result.ticketId);
  }

  it('is 10 % of a 160,000 ticket, times the quantity, and 0 for a 150,000 one', async () => {
    expect(threshold).toBeGreaterThan(150_000);
    expect(threshold).toBeLessThan(160_000);
    expect(await purchase(160_000, 2)).toMatchObject({ parafiscal: 32_000, unitPrice: 160_000 });
    expect(await purchase(150_000, 2)).toMatchObject({ parafiscal: 0 });
  });

  it('judges the price after a discount, and gives a courtesy 0', async () => {
    // 170,000 − 20,000 = 150,000: under the threshold
    expect(await purchase(170_000, 1, { kind: 'fixed', value: 20_000 })).toMatchObject({
      discountPerTicket: 20_000,
      parafiscal: 0,
    });
    expect(await purchase(170_000, 1, { kind: 'fixed', value: 5_000 })).toMatchObject({ parafiscal: 16_500 });
    expect(await purchase(200_000, 1, { kind: 'percent', value: 100 })).toMatchObject({
      paymentMethod: 'courtesy',
      parafiscal: 0,
    });
  });
});

describe('the producer', () => {
  it('is copied from the organizer onto its dates, follows a new razón social, and goes on each ticket', async () => {
    const organizerId = await fixtures.createOrganizer(undefined, 'Risas del Norte');
    const saved = await callCallable<SaveEventResult>('saveEvent', admin.idToken, {
      event: showForm({ ticketPrice: 30_000 }),
      organizerId,
    });
    if (!saved.ok) throw new Error(`saveEvent failed: ${saved.status} ${saved.message}`);
    createdEventIds.push(saved.result.eventId);
    expect((await eventData(saved.result.eventId)).producer).toEqual({
      legal_name: 'Risas del Norte',
      nit: '900123456-8',
    });

    // an organizer without its legal name is refused; with a new one, its dates to come follow
    const organizer = {
      id: organizerId,
      name: 'Risas del Norte',
      nit: '900123456-8',
      email: 'norte@organizadores.carcajada.test',
      phone: '3001234567',
      commission_percent: 10,
      active: true,
    };
    expect(await callCallable('saveOrganizer', admin.idToken, { organizer })).toMatchObject({
      ok: false,
      details: { reason: 'invalidOrganizer', fieldErrors: { legal_name: expect.any(String) } },
    });
    const renamed = { ...organizer, legal_name: 'Risas del Norte S.A.S.' };
    expect(await callCallable('saveOrganizer', admin.idToken, { organizer: renamed })).toMatchObject({ ok: true });
    const producer = { legal_name: 'Risas del Norte S.A.S.', nit: '900123456-8' };
    expect((await eventData(saved.result.eventId)).producer).toEqual(producer);

    const buyer = await fixtures.createBuyer();
    const bought = await types.buy(buyer, saved.result.eventId, { price: 30_000, quantity: 1 });
    if (!bought.ok) throw new Error(`purchase failed: ${bought.status} ${bought.message}`);
    expect((await fixtures.ticket(bought.result.ticketId)).metadata).toMatchObject({
      producer,
      pulepCode: 'PRUEBA-001',
    });
  });
});

describe('a show without an organizer', () => {
  const mails: string[] = [];
  afterAll(async () => {
    await Promise.all(mails.map((id) => fixtures.db.doc(`mail/${id}`).delete()));
  });

  /** The confirmation's text and HTML. */
  async function confirmation(ticketId: string): Promise<string[]> {
    mails.push(`ticket-${ticketId}-confirmed`);
    const mail = await fixtures.db.doc(`mail/ticket-${ticketId}-confirmed`).get();
    return [String(mail.get('message.text')), String(mail.get('message.html'))];
  }

  it('is produced by the operator of config/legal: its confirmation mails say so, paid or free', async () => {
    const { operator } = legalConfigFrom((await fixtures.db.doc(LEGAL_CONFIG_PATH).get()).data());
    const organiza = `Organiza: ${operator.legal_name} · NIT ${operator.nit}`;

    // paid: the webhook writes the confirmation in its transaction
    const purchase = await purchasePaidTicket(fixtures, 1);
    fixtures.rememberPayment((await approvedAndAccepted(standIn, purchase.preferenceId)).id);
    expect((await fixtures.ticket(purchase.ticketId)).organizerId).toBeNull();
    for (const part of await confirmation(purchase.ticketId)) expect(part).toContain(organiza);

    // free: the reservation's confirmation is written with it
    const free = await fixtures.createEvent({ ticketPrice: 0, capacity: 10 });
    const reserved = await types.buy(await fixtures.createBuyer(), free.id, { price: 0 });
    if (!reserved.ok) throw new Error(`reservation failed: ${reserved.status} ${reserved.message}`);
    for (const part of await confirmation(reserved.result.ticketId)) expect(part).toContain(organiza);
  });
});
