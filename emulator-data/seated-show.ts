/**
 * The seed's seated show (v6): "El Gran Especial" on Teatro Carcajada in ten days, its
 * Preferencial, Platea and Balcón sold as three ticket types at different prices, four balcony
 * seats kept for the door, a few seats already sold (their claims and tickets) and the views the
 * map reads, written as the functions would have left them.
 */
import {
  bogotaDateString,
  bogotaInstant,
  computeOrder,
  EVENT_STATUS_ACTIVE,
  eventSlugDocument,
  seatInventory,
  type PaymentsConfig,
} from '@carcajada/domain';
import { ticketTypeDocument } from '@carcajada/domain/stored/ticket-type';
import { eventDocument } from '@carcajada/domain/stored/event';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import {
  resolveSeatChoice,
  seatViewDocument,
  seatViewState,
  sellableSeatCount,
  type TicketSeat,
  zoneDocument,
} from '@carcajada/domain/seating';
import { signTicketQr } from '../functions/src/qr/sign.js';
import { SEED_USERS } from './catalog.js';
import { SEED_ORGANIZERS } from './organizers.js';
import { SEED_PLAN_ID, SEED_PLAN_ORGANIZER, seedSeatingPlan } from './seating.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SEATED_SHOW_SLUG = 'el-gran-especial-teatro-carcajada';

/** Each category's ticket type (its id is the category's). */
export const SEATED_SHOW_TYPES = [
  { id: 'preferencial', name: 'Preferencial', price: 90_000 },
  { id: 'platea', name: 'Platea', price: 70_000 },
  { id: 'balcon', name: 'Balcón', price: 45_000 },
] as const;

const DOOR_SEATS = ['balcon-9-1', 'balcon-9-2', 'balcon-9-3', 'balcon-9-4'];

/** Paid sales: who bought which seats of which type. */
const SALES = [
  { buyer: 'demo-comprador-1', type: 'preferencial', seats: ['platea-A-1', 'platea-A-2'] },
  { buyer: 'demo-comprador-2', type: 'platea', seats: ['platea-F-3', 'platea-F-1', 'platea-F-2'] },
  { buyer: 'demo-comprador-3', type: 'balcon', seats: ['balcon-1-15', 'balcon-1-16'] },
] as const;

interface SeedDocument {
  path: string;
  data: Record<string, unknown>;
}

function saleTickets(
  eventId: string,
  date: string,
  config: PaymentsConfig,
  now: Date,
  qrPrivateKeyPem: string | undefined,
) {
  const plan = seedSeatingPlan();
  const organizer = SEED_ORGANIZERS.find((candidate) => candidate.id === SEED_PLAN_ORGANIZER)!;
  return SALES.map((sale, index) => {
    const type = SEATED_SHOW_TYPES.find((candidate) => candidate.id === sale.type)!;
    const buyer = SEED_USERS.find((user) => user.uid === sale.buyer)!;
    const choice = resolveSeatChoice(plan, sale.seats);
    if (!choice.ok) throw new Error(`seed seats of ${sale.buyer}: ${choice.reason}`);
    const order = computeOrder(type.price, sale.seats.length, config);
    const id = `seat-sale-${index + 1}`;
    const seats: TicketSeat[] = choice.seats;
    return {
      id,
      seats,
      data: {
        ...ticketDocument({
          userId: buyer.uid,
          eventId,
          organizerId: SEED_PLAN_ORGANIZER,
          buyerEmail: buyer.email,
          buyerPhone: buyer.phone,
          amount: order.total,
          quantity: sale.seats.length,
          createdAt: new Date(now.getTime() - (index + 1) * DAY_MS),
          metadata: {
            userName: buyer.name,
            eventName: 'El Gran Especial',
            eventDate: date,
            eventTime: '20:00',
            venue: 'Teatro Carcajada',
            city: 'Bogotá',
            seatNumber: type.name,
            producer: { legal_name: organizer.legal_name, nit: organizer.nit },
          },
        }),
        ticketStatus: 'paid',
        paymentStatus: 'approved',
        // signed with the local key npm start keeps (without it the door admits by name or reference)
        qrCode: qrPrivateKeyPem ? signTicketQr(id, qrPrivateKeyPem) : null,
        ticketTypeId: type.id,
        ticketTypeName: type.name,
        unitPrice: type.price,
        seatBlocks: { '0': sale.seats.length },
        seatsReleased: false,
        seats,
        seating_plan_id: SEED_PLAN_ID,
      },
    };
  });
}

/** Every document of the seated show (written by the seed in its one batch, triggers off). */
export function seatedShowDocuments(
  eventId: string,
  now: Date,
  config: PaymentsConfig,
  qrPrivateKeyPem: string | undefined,
): SeedDocument[] {
  const plan = seedSeatingPlan();
  const date = bogotaDateString(new Date(now.getTime() + 10 * DAY_MS));
  const capacity = sellableSeatCount(plan);
  const online = capacity - DOOR_SEATS.length;
  const tickets = saleTickets(eventId, date, config, now, qrPrivateKeyPem);
  const sold = tickets.reduce((sum, ticket) => sum + ticket.seats.length, 0);
  const blocks = seatInventory(online, online - sold).blocks;
  const organizer = SEED_ORGANIZERS.find((candidate) => candidate.id === SEED_PLAN_ORGANIZER)!;
  const claimed = new Map(tickets.flatMap((ticket) => ticket.seats.map((seat) => [seat.seatId, ticket.id])));
  const zoneOf = new Map<string, string>();
  for (const zone of plan.zones)
    for (const row of zone.rows) for (const seat of row.seats) zoneOf.set(seat.id, zone.id);
  const event = `events/${eventId}`;
  return [
    {
      path: event,
      data: {
        ...eventDocument({
          slug: SEATED_SHOW_SLUG,
          name: 'El Gran Especial',
          description:
            'La noche más grande del año en el Teatro Carcajada: una hora y media de stand-up con sillas numeradas. Elige tu silla en el mapa o pide las mejores disponibles.',
          city: 'Bogotá',
          venue: { name: 'Teatro Carcajada', address: 'Carrera 7 # 22-47' },
          start: bogotaInstant(date, '20:00'),
          date,
          time: '20:00',
          cover_image_url: '/images/events/poster-2.jpg',
          ticket_price: Math.min(...SEATED_SHOW_TYPES.map((type) => type.price)),
          status: EVENT_STATUS_ACTIVE,
          organizerId: SEED_PLAN_ORGANIZER,
          pulep_code: 'PUL620062',
          producer: { legal_name: organizer.legal_name, nit: organizer.nit },
        }),
        capacity,
        seats_left: online - sold,
        box_office_quota: DOOR_SEATS.length,
        price_from: true,
        seating_plan_id: SEED_PLAN_ID,
        seat_categories: Object.fromEntries(SEATED_SHOW_TYPES.map((type) => [type.name, type.id])),
        box_office_seats: DOOR_SEATS,
      },
    },
    { path: `event_slugs/${SEATED_SHOW_SLUG}`, data: eventSlugDocument(eventId) },
    ...SEATED_SHOW_TYPES.map((type, sort) => ({
      path: `${event}/ticket_types/${type.id}`,
      data: ticketTypeDocument({ name: type.name, price: type.price, sort, maxPerOrder: 8 }),
    })),
    ...blocks.map((block) => ({ path: `${event}/seat_blocks/${block.id}`, data: block.data })),
    ...seatInventory(DOOR_SEATS.length).blocks.map((block) => ({
      path: `${event}/box_office_blocks/${block.id}`,
      data: block.data,
    })),
    ...tickets.map((ticket) => ({ path: `tickets/${ticket.id}`, data: ticket.data })),
    ...[...claimed].map(([seatId, ticketId]) => ({
      path: `${event}/seat_claims/${seatId}`,
      data: { ticketId, zoneId: zoneOf.get(seatId)!, state: 'sold', claimedAt: now },
    })),
    ...plan.zones.map((zone, sort) => ({
      path: `${event}/seat_views/${zone.id}`,
      data: seatViewDocument(
        zoneDocument(zone, sort),
        SEED_PLAN_ID,
        seatViewState(zone, new Set(claimed.keys()), new Set(DOOR_SEATS)),
        now,
      ),
    })),
  ];
}
