import {
  boxOfficeWindow,
  doorOrder,
  EVENT_STATUS_CANCELLED,
  needsQueueTurn,
  paymentsConfigFrom,
  promotionQuantityRefusal,
  ticketTypeFromData,
  typeSaleRefusal,
  type SellAtDoorResult,
  type TicketType,
} from '@carcajada/domain';
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { SellAtDoorRequest } from '@carcajada/domain/requests';
import { callable } from '../common/callable.js';
import { readCaller } from '../common/caller.js';
import { RefusalError, refusal } from '../common/errors.js';
import { db, eventRef, PAYMENTS_CONFIG_PATH, ticketRef, ticketTypesOf } from '../common/firestore.js';
import { ticketQrPrivateKey } from '../config.js';
import { parseSaleEvent, type SaleableEvent } from '../documents/event.js';
import { parseTicket } from '../documents/ticket.js';
import { readQueuePhase } from '../documents/queue-state.js';
import { createConfirmationMail, mailEventFrom } from '../mail/ticket-mail-writes.js';
import { operatorRead } from '../common/legal-config.js';
import { signTicketQr } from '../qr/sign.js';
import { createTicketWithSeats, type PendingCreate } from '../seats/create-ticket-with-seats.js';
import { doorPool, showPool, typePool, type SeatPool } from '../seats/inventory.js';
import { authorizeBoxOffice } from './authorize-box-office.js';
import { doorBuyer } from './door-buyer.js';
import { doorTicketDocument, type DoorSale } from './door-ticket.js';
import {
  chooseSeats,
  createTicketWithChosenSeats,
  orderClaims,
  seatedTicketFields,
  type SeatedOrder,
} from '../seating/seat-choice.js';

type SellRequest = z.infer<typeof SellAtDoorRequest>;

/** The ticket of a sale: its id is the phone's `saleId`, so a repeat finds the sale it already made. */
export function doorTicketRef(saleId: string): DocumentReference {
  return ticketRef(`door-${saleId}`);
}

function answerOf(ticketId: string, data: DocumentData | undefined): SellAtDoorResult {
  const ticket = parseTicket(data);
  return { ticketId, amount: ticket.amount, admitted: ticket.admittedCount >= ticket.quantity };
}

/** The type sold: required (and live) when the date has types, absent when it has one price. */
async function doorType(eventId: string, ticketTypeId: string | undefined): Promise<TicketType | null> {
  const types = await ticketTypesOf(eventId).get();
  const live = types.docs.flatMap((doc) => ticketTypeFromData(doc.id, doc.data()) ?? []);
  if (live.length === 0 && ticketTypeId === undefined) return null;
  const type = live.find((candidate) => candidate.id === ticketTypeId);
  if (!type) throw refusal('ticketTypeUnknown');
  return type;
}

async function loadDate(eventId: string) {
  const [show, config] = await db().getAll(eventRef(eventId), db().doc(PAYMENTS_CONFIG_PATH));
  if (!show!.exists) throw refusal('eventNotFound');
  const event = parseSaleEvent(show!.data());
  if (!event) throw refusal('eventUnavailable');
  return { event, config: paymentsConfigFrom(config!.exists ? config!.data() : undefined) };
}

function assertDoorOpen(event: SaleableEvent, now: Date): void {
  if (event.status === EVENT_STATUS_CANCELLED) throw refusal('eventCancelled');
  const window = boxOfficeWindow(event.event_date.toDate(), now);
  if (window === 'notOpen') throw refusal('doorNotOpen');
  if (window === 'closed') throw refusal('doorClosed');
}

/**
 * Where a door sale's seats come from: first the seats kept for the door (when they hold the
 * whole sale), else the online seats, like any buyer — but not while the date's queue runs (they
 * are the turns' alone); with the type's quota in every case. A seated date's door sells only its
 * own seats (`box_office_seats`), so only from its own pool.
 */
async function poolChoices(sale: DoorSale, seated: boolean): Promise<SeatPool[][]> {
  const { eventId, event, type, now } = sale;
  const typed = type?.quota ? [typePool(eventId, type.id, type.quota)] : [];
  const door = event.box_office_quota > 0 ? [[doorPool(eventId, event.box_office_quota), ...typed]] : [];
  // a seated date's door sells its own seats, so it counts them from its own pool alone
  if (seated) {
    if (door.length === 0) throw new RefusalError({ reason: 'notEnoughSeats', seatsLeft: 0 });
    return door;
  }
  const onlineOpen = !needsQueueTurn(await readQueuePhase(eventId, event, now));
  const online = onlineOpen ? showPool(eventId, event) : null;
  const choices = onlineOpen ? [...door, [...(online ? [online] : []), ...typed]] : door;
  if (choices.length === 0) throw new RefusalError({ reason: 'notEnoughSeats', seatsLeft: 0 });
  return choices;
}

async function takeSeats(sale: DoorSale, seated: SeatedOrder | null, ref: DocumentReference) {
  const choices = await poolChoices(sale, seated !== null);
  for (const [index, pools] of choices.entries()) {
    try {
      // a seat another sale took first: best available picks again, chosen seats answer `seatTaken`
      return await createTicketWithChosenSeats(seated, sale.seatChoice, async (order) =>
        createTicketWithSeats({
          eventId: sale.eventId,
          quantity: sale.order.quantity,
          pools,
          promo: null,
          // a door sale is paid on the spot: no hold to count toward anyone's limit
          holder: null,
          ticket: ref,
          ticketData: doorTicketData(sale, order),
          // its confirmation mail names the seats of this try
          alsoCreate: await confirmationMail(sale, ref.id, order),
          // paid at once: its seats are sold
          claims: order ? orderClaims(order, ref.id, 'sold') : [],
          now: sale.now,
        }),
      );
    } catch (error) {
      const lastChoice = index === choices.length - 1;
      if (lastChoice || !(error instanceof RefusalError) || error.reason !== 'notEnoughSeats') throw error;
    }
  }
  throw refusal('internal');
}

function doorTicketData(sale: DoorSale, order: SeatedOrder | null) {
  return order ? { ...doorTicketDocument(sale), ...seatedTicketFields(order) } : doorTicketDocument(sale);
}

async function confirmationMail(sale: DoorSale, ticketId: string, order: SeatedOrder | null): Promise<PendingCreate[]> {
  const creates: PendingCreate[] = [];
  const collector = { create: (ref: DocumentReference, data: DocumentData) => creates.push({ ref, data }) };
  const ticket = parseTicket({ ...doorTicketData(sale, order), createdAt: null, updatedAt: null });
  const to = sale.owner?.email ?? null;
  const event = mailEventFrom(sale.eventId, sale.event);
  await createConfirmationMail(collector, ticketId, ticket, event, sale.qrCode, to, operatorRead());
  return creates;
}

/**
 * auth → validate → the date and who may sell there → a repeat answers its sale → the door's
 * hours → price, seats and ticket (with its mail) in one guarded batch.
 */
export async function sellAtDoorAs(
  uid: string | undefined,
  data: unknown,
  privateKeyPem: string,
  now = new Date(),
): Promise<SellAtDoorResult> {
  const caller = await readCaller(uid);
  const parsed = SellAtDoorRequest.safeParse(data);
  if (!parsed.success) throw refusal('invalidRequest');
  const request: SellRequest = parsed.data;
  const { event, config } = await loadDate(request.eventId);
  await authorizeBoxOffice(caller, request.eventId, event);
  const ref = doorTicketRef(request.saleId);
  const earlier = await ref.get();
  if (earlier.exists) return answerSale(ref, earlier.data(), request, caller.uid);
  assertDoorOpen(event, now);
  // a seated date: the door's seats chosen or its best available; their category is the type
  const seated = await chooseSeats({ ...event, id: request.eventId }, request, new Set(), 'door');
  const type = await doorType(request.eventId, seated ? seated.ticketTypeId : request.ticketTypeId);
  // a type's sale window, per-order limit and tables hold at the door as online
  const refused =
    type &&
    (typeSaleRefusal(type, request.quantity, now.getTime()) ??
      promotionQuantityRefusal(type.promotion, request.quantity));
  if (refused) throw new RefusalError(refused);
  const unitPrice = type ? type.price : event.ticket_price;
  const buyer = request.email ? await doorBuyer(request.email) : null;
  const sale: DoorSale = {
    saleId: request.saleId,
    eventId: request.eventId,
    event,
    type,
    order: doorOrder(unitPrice, request.quantity, config, type?.promotion ?? null),
    config,
    method: request.method,
    cardReference: request.method === 'card' ? (request.cardReference ?? null) : null,
    holderName: request.holderName,
    owner: buyer,
    email: buyer ? null : (request.email ?? null),
    soldBy: caller.uid,
    qrCode: signTicketQr(ref.id, privateKeyPem),
    admit: request.admit === true,
    seatChoice: { seats: request.seats, bestAvailable: request.bestAvailable },
    now,
  };
  await takeSeats(sale, seated, ref);
  // 'existing' too: the same sale, sent twice at once, was made by the other call
  return answerSale(ref, (await ref.get()).data(), request, caller.uid);
}

/** The answer of a sale already made; a `saleId` of another seller or date is not this sale. */
function answerSale(ref: DocumentReference, data: DocumentData | undefined, request: SellRequest, uid: string) {
  if (data?.soldBy !== uid || data?.eventId !== request.eventId) throw refusal('invalidRequest');
  return answerOf(ref.id, data);
}

export const sellAtDoor = callable(
  'sellAtDoor',
  { secrets: [ticketQrPrivateKey] },
  (request): Promise<SellAtDoorResult> => sellAtDoorAs(request.auth?.uid, request.data, ticketQrPrivateKey.value()),
);
