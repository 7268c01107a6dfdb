import { createHash } from 'node:crypto';
import {
  bogotaDateString,
  computeOrder,
  DEFAULT_TAX_CONFIG,
  parafiscalContribution,
  type PaymentsConfig,
  type TicketPrice,
} from '@carcajada/domain';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import { checkoutProFee } from '@carcajada/mp-standin';
import { signTicketQr } from '../functions/src/qr/sign.js';
import { SEED_EVENTS, SEED_USERS, seedPulepCode } from './catalog.js';
import { SEED_SALES, seedOrganizerOf, seedProducerOf, type SeedSale } from './organizers.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function saleTicketId(index: number): string {
  return createHash('sha1').update(`seed-sale-${index}`).digest('base64url').replace(/[-_]/g, 'x').slice(0, 20);
}

function priceOf(unitPrice: number, quantity: number, config: PaymentsConfig): TicketPrice {
  const order = computeOrder(unitPrice, quantity, config);
  return {
    unitPrice,
    subtotal: order.subtotal,
    tax: order.tax,
    serviceFee: order.serviceFee,
    total: order.total,
    taxesPercent: config.taxes,
    feePerTicket: config.fees,
  };
}

function stateFields(sale: SeedSale, ticketId: string, now: Date, qrPrivateKeyPem: string | undefined) {
  const qrCode = qrPrivateKeyPem ? signTicketQr(ticketId, qrPrivateKeyPem) : null;
  const firstAdmittedAt = new Date(now.getTime() - 20 * 60 * 1000);
  switch (sale.state) {
    case 'paid':
      return { ticketStatus: 'paid', paymentStatus: 'approved', qrCode };
    case 'admitted':
      return {
        ticketStatus: 'redeemed',
        paymentStatus: 'approved',
        qrCode,
        admittedCount: sale.quantity,
        firstAdmittedAt,
      };
    case 'partly_admitted':
      return { ticketStatus: 'paid', paymentStatus: 'approved', qrCode, admittedCount: 1, firstAdmittedAt };
    case 'refunded':
      return {
        ticketStatus: 'cancelled',
        paymentStatus: 'rejected',
        qrCode: null,
        cancelReason: 'refunded',
        seatsReleased: true,
        refundRequestedAt: new Date(now.getTime() - DAY_MS),
      };
  }
}

/**
 * tickets/{id} of the seeded sales, as the webhook would have left them: the price as charged,
 * Mercado Pago's fee (the stand-in's Checkout Pro rate), a signed QR when the local key is known
 * (otherwise the door admits them by name or reference), admissions and one refund per organizer.
 */
export function seedSaleTickets(
  now: Date,
  config: PaymentsConfig,
  qrPrivateKeyPem: string | undefined,
  eventIdOf: (slug: string) => string,
): { id: string; data: Record<string, unknown> }[] {
  return SEED_SALES.map((sale, index) => {
    const event = SEED_EVENTS.find((candidate) => candidate.slug === sale.slug)!;
    const buyer = SEED_USERS.find((user) => user.uid === sale.buyer)!;
    const id = saleTicketId(index);
    const price = priceOf(event.ticket_price, sale.quantity, config);
    const createdAt = new Date(now.getTime() - sale.daysAgo * DAY_MS);
    const showDate = bogotaDateString(new Date(now.getTime() + event.dayOffset * DAY_MS));
    const paymentId = String(90_000_000 + index);
    const base = ticketDocument({
      userId: buyer.uid,
      eventId: eventIdOf(sale.slug),
      organizerId: seedOrganizerOf(sale.slug) ?? null,
      buyerEmail: buyer.email,
      buyerPhone: buyer.phone,
      amount: price.total,
      quantity: sale.quantity,
      createdAt,
      metadata: {
        userName: buyer.name,
        eventName: event.name,
        eventDate: showDate,
        eventTime: event.time,
        venue: event.venue.name,
        city: event.city,
        ...(seedPulepCode(event) && { pulepCode: seedPulepCode(event) }),
        ...(seedProducerOf(sale.slug) && { producer: seedProducerOf(sale.slug) }),
      },
    });
    return {
      id,
      data: {
        ...base,
        price,
        // as the purchase stores it (a refunded one keeps it; nothing counts it)
        parafiscal: parafiscalContribution(
          { unitPrice: event.ticket_price, quantity: sale.quantity, showDate },
          DEFAULT_TAX_CONFIG,
        ),
        preferenceId: `seed-preference-${index}`,
        paymentId,
        providerStatus: sale.state === 'refunded' ? 'refunded' : 'approved',
        providerStatusDetail: sale.state === 'refunded' ? 'refunded' : 'accredited',
        seatBlocks: { '0': sale.quantity },
        mpFee: checkoutProFee(price.total)[0]!.amount,
        ...stateFields(sale, id, now, qrPrivateKeyPem),
      },
    };
  });
}
