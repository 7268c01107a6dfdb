import {
  computeOrder,
  paymentsConfigFrom,
  promoCodeDocument,
  promoDiscountPerTicket,
  seatInventory,
  ticketTypeDocument,
  type OrderSummary,
  type PromoCodeDocumentOptions,
  type TicketTypeDocumentOptions,
} from '@carcajada/domain';
import { callCallable, ticketPayload, type CallableOutcome, type PaidPurchase } from './payments-callable.js';
import type { PaymentsFixtures, TestBuyer } from './payments-fixtures.js';

/** Ticket types and promo codes of a test show (contract v3), written as saveEvent and savePromoCode write them. */
export class TypesFixtures {
  private readonly codes: string[] = [];

  constructor(private readonly fixtures: PaymentsFixtures) {}

  /** A type, with its quota's blocks unless `inventory: false` (a type written by hand). */
  async addType(eventId: string, id: string, options: TicketTypeDocumentOptions, inventory = true): Promise<void> {
    const typeRef = this.fixtures.db.doc(`events/${eventId}/ticket_types/${id}`);
    const batch = this.fixtures.db.batch();
    batch.set(typeRef, ticketTypeDocument(options));
    if (options.quota && inventory)
      for (const block of seatInventory(options.quota).blocks)
        batch.set(typeRef.collection('quota_blocks').doc(block.id), block.data);
    await batch.commit();
  }

  /** A unique code (suffix added) for the show; returns the code as stored. */
  async addCode(prefix: string, options: PromoCodeDocumentOptions): Promise<string> {
    const code = `${prefix}${this.fixtures.runId.replace(/[^a-z0-9]/gi, '')}${this.codes.length}`
      .toUpperCase()
      .slice(0, 20);
    this.codes.push(code);
    await this.fixtures.db.doc(`promo_codes/${code}`).set(promoCodeDocument(options));
    return code;
  }

  async codeUses(code: string): Promise<number> {
    return Number((await this.fixtures.db.doc(`promo_codes/${code}`).get()).get('used'));
  }

  /** Free quota of a type as its blocks hold it. */
  async quotaLeft(eventId: string, typeId: string): Promise<number> {
    const blocks = await this.fixtures.db.collection(`events/${eventId}/ticket_types/${typeId}/quota_blocks`).get();
    return blocks.docs.reduce((sum, block) => sum + Number(block.get('seats_left')), 0);
  }

  /** The order the server must price: list price, code discount, stored payments config. */
  async expectedOrder(
    price: number,
    quantity: number,
    promo?: { kind: 'percent' | 'fixed'; value: number },
  ): Promise<OrderSummary> {
    const config = await this.fixtures.db.doc('config/payments_config').get();
    const discount = promo ? promoDiscountPerTicket(price, promo) : 0;
    return computeOrder(price, quantity, paymentsConfigFrom(config.exists ? config.data() : undefined), discount);
  }

  /** createTicketPreference for a type (and code), with the total the checkout would show. */
  async buy(
    buyer: TestBuyer,
    eventId: string,
    order: {
      typeId?: string;
      quantity?: number;
      price: number;
      promoCode?: string;
      promo?: { kind: 'percent' | 'fixed'; value: number };
    },
  ): Promise<CallableOutcome<PaidPurchase & { reserved?: true }>> {
    const quantity = order.quantity ?? 1;
    const { total } = await this.expectedOrder(order.price, quantity, order.promo);
    return callCallable('createTicketPreference', buyer.idToken, {
      ...ticketPayload(buyer, eventId, quantity, total),
      ...(order.typeId !== undefined && { ticketTypeId: order.typeId }),
      ...(order.promoCode !== undefined && { promoCode: order.promoCode }),
    });
  }

  async cleanUp(): Promise<void> {
    await Promise.all(this.codes.map((code) => this.fixtures.db.doc(`promo_codes/${code}`).delete()));
  }
}
