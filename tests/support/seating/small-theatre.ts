import type { SaveEventResult } from '@carcajada/domain';
import { generateRows, type SeatingPlan } from '@carcajada/domain/seating';
import { callCallable, callCreateTicketPreference, ticketPayload } from '../services/callables.js';
import type { PaidPurchase } from '../services/callables.js';
import { showForm } from '../fixtures/show-form.js';
import type { PaymentsFixtures, TestBuyer } from '../fixtures/harness.js';

/**
 * A small seated date for the functions tests of what follows a seated sale (transfers, the
 * waitlist, priority offers): the plan, a date on it, and buying its seats.
 */
export const PLATEA_PRICE = 40_000;
export const BALCON_PRICE = 20_000;

/** Platea: rows A and B of 6, the stage above row A's centre; Balcón: one row of 4. */
export function smallTheatre(): SeatingPlan {
  return {
    name: 'Sala pequeña',
    venue: { name: 'Sala pequeña', address: 'Calle 1 # 2-3', city: 'Bogotá' },
    size: { width: 400, height: 300 },
    categories: [
      { id: 'c1', name: 'Platea', color: '#E4572E' },
      { id: 'c2', name: 'Balcón', color: '#2E86AB' },
    ],
    zones: [
      {
        id: 'z1',
        name: 'Platea',
        position: { x: 0, y: 40 },
        areas: [{ shape: 'text', position: { x: 75, y: -30 }, text: { text: 'ESCENARIO' } }],
        rows: generateRows({
          zoneId: 'z1',
          rows: 2,
          seatsPerRow: 6,
          rowLabels: 'letters',
          numbering: 'left-to-right',
          category: 'c1',
        }),
      },
      {
        id: 'z2',
        name: 'Balcón',
        position: { x: 0, y: 200 },
        rows: generateRows({
          zoneId: 'z2',
          rows: 1,
          seatsPerRow: 4,
          rowLabels: 'numbers',
          numbering: 'left-to-right',
          category: 'c2',
        }),
      },
    ],
  };
}

export class SmallTheatre {
  readonly planIds: string[] = [];
  readonly eventIds: string[] = [];

  constructor(private readonly fixtures: PaymentsFixtures) {}

  async savePlan(organizer: TestBuyer, plan: SeatingPlan = smallTheatre()): Promise<string> {
    const outcome = await callCallable<{ planId: string }>('saveSeatingPlan', organizer.idToken, { plan });
    if (!outcome.ok) throw new Error(outcome.message);
    this.planIds.push(outcome.result.planId);
    return outcome.result.planId;
  }

  /** A date on the plan, Platea and Balcón sold as types of their names; `extra` goes to saveEvent. */
  async newDate(organizer: TestBuyer, planId: string, extra: Record<string, unknown> = {}): Promise<string> {
    const outcome = await callCallable<SaveEventResult>('saveEvent', organizer.idToken, {
      event: showForm({ capacity: 16 }),
      ticketTypes: [
        { name: 'Platea', price: PLATEA_PRICE },
        { name: 'Balcón', price: BALCON_PRICE },
      ],
      seating_plan_id: planId,
      seat_categories: { Platea: 'Platea', Balcón: 'Balcón' },
      box_office_seats: [],
      ...extra,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    this.eventIds.push(outcome.result.eventId);
    return outcome.result.eventId;
  }

  /** These seats bought (a hold until paid); `price` is their category's. */
  async buy(buyer: TestBuyer, eventId: string, seats: string[], price = PLATEA_PRICE) {
    const { total } = await this.fixtures.expectedOrder(price, seats.length);
    return callCreateTicketPreference<PaidPurchase>(buyer.idToken, {
      ...ticketPayload(buyer, eventId, seats.length, total),
      seats,
    });
  }

  async claim(eventId: string, seatId: string) {
    return (await this.fixtures.db.doc(`events/${eventId}/seat_claims/${seatId}`).get()).data();
  }

  async cleanUp(): Promise<void> {
    const { db } = this.fixtures;
    for (const id of this.eventIds) await db.recursiveDelete(db.doc(`events/${id}`));
    for (const id of this.planIds) await db.recursiveDelete(db.doc(`seating_plans/${id}`));
  }
}
