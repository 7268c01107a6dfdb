import { CASH_PAYMENT_METHOD, type TicketStatus } from '@carcajada/domain';
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, db, eventRef, promoCodeRef, runTransaction, seatBlocksOf } from '../../common/firestore.js';
import { isOnSale, parseEvent } from '../../documents/event.js';
import { parsePromoCode, promoHasRoom } from '../../documents/promo-code.js';
import {
  parseTicket,
  readTicket,
  ticketUpdateOf,
  type StoredTicket,
  type TicketUpdate,
} from '../../documents/ticket.js';
import { renderRequestedMails, requestTicketMail, type MailRequest } from '../../mail/requested-mail.js';
import { refundPayment, type ProviderPayment } from '../../mercado-pago/client.js';
import { signTicketQr } from '../../qr/sign.js';
import { requestWhatsAppMessages } from '../../whatsapp/request-message.js';
import { scheduleHoldExpiry } from '../../seats/expire-hold.js';
import { quotaBlocksOf } from '../../seats/inventory.js';
import { retakeFrom } from '../../seats/seat-blocks.js';
import { reclaimSeats, soldClaimWrites } from '../../seats/seat-claims.js';
import { readSeatingPlan } from '../../seating/plan-store.js';
import { cancelTicketWrites, leaveStateWrites, type TicketSeats } from '../../seats/ticket-seats.js';
import { gateOf, holdsReturnsForWaitlist, waitlistGateRef } from '../../seats/waitlist-gate.js';
import { cancelPaymentParts, readPaymentParts, type PaymentPart } from '../../transfers/payment-parts.js';
import { logRefundFailed, logRefundRequested, logSettledPayment } from '../log.js';
import { decidePayment, type PaymentDecision } from './decide-payment.js';
import {
  newNotificationRef,
  type IncomingNotification,
  notificationRecord,
  recordNotification,
  type OutcomeDetails,
  type WebhookOutcome,
} from './notification.js';

/** How the transaction ended a payment. */
type SettledOutcome = Extract<
  WebhookOutcome,
  'applied' | 'unchanged' | 'unknown_ticket' | 'amount_mismatch' | 'refund'
>;

/** What the transaction wrote, and what it leaves for after the commit. */
interface Settled {
  outcome: SettledOutcome;
  details: OutcomeDetails;
  /** The mails it requested (mail ids), rendered after the commit. */
  mails: string[];
  /** A cash hold's deadline: its expiry task is due then. */
  cashHoldUntil: Date | null;
}

type Apply = Extract<PaymentDecision, { kind: 'apply' }>;

/**
 * A payment as read from Mercado Pago, settled on the ticket its external_reference names. Shared
 * by the webhook and the reconciliation, so both reach the same state. Read top-down:
 *   1. read before, outside the ticket's lock: the ticket as it stands. A delivery that changes
 *      nothing there (a repeat, as Mercado Pago retries) is recorded and answered at once. For an
 *      approval, whether its show is still on sale;
 *   2. in one transaction on the ticket: read the ticket and the other parts of a split payment,
 *      decide (decidePayment, pure), write the ticket with its seats, QR and cash hold, the parts,
 *      the delivery's record and a request for each mail (its kind and ticket: nothing rendered);
 *   3. after the commit: render the requested mails, schedule a cash hold's expiry, log, and send
 *      back money that bought no ticket.
 * Concurrent and repeated deliveries serialise on the ticket and all end in the same state: the
 * rules are monotonic, so a delivery that changes nothing in the ticket read first changes nothing
 * later either. 'refund_failed' asks the caller to try again later: the next attempt asks for the
 * same refund (idempotency key), never a second one.
 */
export async function settlePayment(
  notification: IncomingNotification,
  payment: ProviderPayment,
  qrPrivateKeyPem: string,
): Promise<SettledOutcome | Extract<WebhookOutcome, 'refund_failed'>> {
  // an empty or slash-containing reference cannot name a ticket document
  const ticketRef = /^[^/]+$/.test(payment.externalReference)
    ? db().collection(COLLECTIONS.tickets).doc(payment.externalReference)
    : null;
  const before = ticketRef ? await readTicket(ticketRef) : null;
  if (ticketRef && before && isRepeat(decidePayment(before, payment, null))) {
    const details = outcomeDetails(ticketRef, before, payment);
    await newNotificationRef().set(notificationRecord(notification, 'unchanged', details));
    logSettledPayment('unchanged', details, payment);
    return 'unchanged';
  }
  const showOnSale = payment.status === 'approved' ? await showStillOn(before) : null;
  const notificationRef = newNotificationRef();
  const settled = await runTransaction(async (transaction) => {
    const data = ticketRef ? (await transaction.get(ticketRef)).data() : undefined;
    const ticket = ticketRef && data ? parseTicket(data) : null;
    const parts = ticketRef && ticket ? await readPaymentParts(transaction, ticketRef.id, ticket, payment.id) : [];
    const decision = decidePayment(ticket, payment, showOnSale);
    const facts = { ticketRef, ticket, parts, payment };
    const written = await writeDecision(transaction, decision, facts, qrPrivateKeyPem);
    transaction.set(notificationRef, notificationRecord(notification, written.outcome, written.details));
    return written;
  });
  await renderRequestedMails(settled.mails);
  // beside the confirmation mail, never in its place: the ticket by WhatsApp to a holder who asked for it
  if (ticketRef && settled.outcome === 'applied' && settled.details.ticketStatusAfter === 'paid')
    await requestWhatsAppMessages([ticketRef.id], 'entrada_confirmada');
  // the hold now ends at the cash deadline: the same expiry task, due then (and reconciliation behind it)
  if (settled.cashHoldUntil && ticketRef) await scheduleHoldExpiry(ticketRef.id, settled.cashHoldUntil, 'cash');
  logSettledPayment(settled.outcome, settled.details, payment);
  if (settled.outcome !== 'refund') return settled.outcome;
  // an approved payment with no valid ticket to give (see RefundReason) goes back
  const why = settled.details.reason ?? '';
  try {
    await refundPayment(payment.id);
    logRefundRequested({ ticketId: payment.externalReference, paymentId: payment.id, why });
    return 'refund';
  } catch (error) {
    logRefundFailed({ ticketId: payment.externalReference, paymentId: payment.id, error });
    await recordNotification(notification, 'refund_failed', { ticketId: payment.externalReference, reason: why });
    return 'refund_failed';
  }
}

/**
 * A decision that leaves the ticket as it is and sends nothing back: the delivery changes nothing
 * (the show's state is not needed to know it: decided with none).
 */
function isRepeat(decision: PaymentDecision): boolean {
  return decision.kind === 'keep' && decision.outcome === 'unchanged' && !decision.refund;
}

/**
 * Whether the ticket's show is still on sale (active, not started), read before the transaction:
 * a show hidden in the milliseconds between is treated as the approval arriving just before.
 */
async function showStillOn(ticket: StoredTicket | null): Promise<boolean> {
  // no ticket: nothing to approve
  if (!ticket) return false;
  return isOnSale(parseEvent((await eventRef(ticket.eventId).get()).data()), new Date());
}

/** What a delivery's record says of the ticket before the change (and after it, unless changed). */
function outcomeDetails(
  ticketRef: DocumentReference | null,
  ticket: StoredTicket | null,
  payment: ProviderPayment,
): OutcomeDetails {
  return ticket
    ? {
        ticketId: ticketRef!.id,
        providerStatus: payment.status,
        ticketStatusBefore: ticket.ticketStatus as TicketStatus,
        ticketStatusAfter: ticket.ticketStatus as TicketStatus,
      }
    : { providerStatus: payment.status };
}

/** What the transaction read, and the payment. */
interface Facts {
  ticketRef: DocumentReference | null;
  ticket: StoredTicket | null;
  parts: PaymentPart[];
  payment: ProviderPayment;
}

/** Writes the decision in the transaction (after its only reads: seats taken again). */
async function writeDecision(
  transaction: Transaction,
  decision: PaymentDecision,
  facts: Facts,
  qrPrivateKeyPem: string,
): Promise<Settled> {
  const { ticket, payment } = facts;
  const details = outcomeDetails(facts.ticketRef, ticket, payment);
  const result = (outcome: SettledOutcome, more: OutcomeDetails = {}): Settled => ({
    outcome,
    details: { ...details, ...more },
    mails: [],
    cashHoldUntil: null,
  });
  if (decision.kind === 'keep') {
    const amounts = decision.outcome === 'amount_mismatch' && {
      expectedAmount: ticket!.amount,
      receivedAmount: payment.transactionAmount,
    };
    if (decision.refund) return result('refund', { ...amounts, reason: decision.refund });
    return result(decision.outcome, { ...amounts, ...(decision.reason && { reason: decision.reason }) });
  }
  const ref = facts.ticketRef!;
  if (decision.kind === 'end') {
    cancelTicketWrites(transaction, ref, ticket!, decision.cancelReason, providerFields(payment));
    return result('refund', { ticketStatusAfter: 'cancelled', reason: decision.refund });
  }
  const seats = await seatWrites(transaction, ticket!, decision.seats, ref.id);
  // a paid hold's seats are sold (a retaken one's claims are created sold)
  if (seats && decision.ticketStatus === 'paid' && decision.seats !== 'retake' && decision.seats !== 'release')
    soldClaimWrites(transaction, ticket!.eventId, ticket!.seats);
  if (!seats) {
    transaction.update(ref, ticketUpdateOf({ ...providerFields(payment), cancelReason: 'sold_out_refunded' }));
    return result('refund', { reason: 'sold_out' });
  }
  // an approval issues the QR the door admits; a reversal revokes it
  const qr =
    decision.qr === 'keep' ? {} : { qrCode: decision.qr === 'issue' ? signTicketQr(ref.id, qrPrivateKeyPem) : null };
  transaction.update(ref, ticketUpdateOf({ ...ticketUpdate(decision, facts.payment), ...qr, ...seats }));
  const mails = mailsOf(decision, ticket!).map((kind) => requestTicketMail(transaction, { kind, ticketId: ref.id }));
  if (decision.cancelParts)
    mails.push(...cancelPaymentParts(transaction, facts.parts, providerFields(payment), ticket!.eventCancelledAt));
  return {
    ...result('applied', { ticketStatusAfter: decision.ticketStatus }),
    mails,
    cashHoldUntil: decision.cashHold?.deadline ?? null,
  };
}

function providerFields(payment: ProviderPayment) {
  return {
    paymentId: payment.id,
    providerStatus: payment.status,
    providerStatusDetail: payment.statusDetail,
    // PSE or cash: Mis tickets says which payment is under way
    providerPaymentType: payment.paymentTypeId || null,
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** The ticket's fields of an `apply` decision, besides its seats and QR: status, provider's facts, fee, cash hold. */
function ticketUpdate(decision: Apply, payment: ProviderPayment): TicketUpdate {
  const { cashHold } = decision;
  return {
    ticketStatus: decision.ticketStatus,
    paymentStatus: decision.paymentStatus,
    ...providerFields(payment),
    ...(decision.cancelReason && { cancelReason: decision.cancelReason }),
    // Mercado Pago's fee, for the organizer's settlement
    ...(decision.ticketStatus === 'paid' && { mpFee: payment.mpFee }),
    ...(cashHold && {
      paymentMethod: CASH_PAYMENT_METHOD,
      cashVoucherUrl: cashHold.voucherUrl,
      holdExpiresAt: Timestamp.fromDate(cashHold.deadline),
    }),
  };
}

/** The mails an `apply` decision tells its holder about; a cash hold's voucher only the first time. */
function mailsOf(decision: Apply, ticket: StoredTicket): MailRequest['kind'][] {
  const kinds: MailRequest['kind'][] = [];
  if (decision.mail === 'confirmation') kinds.push('confirmed');
  if (decision.mail === 'cancellation') kinds.push('cancelled');
  if (decision.cashHold && ticket.paymentMethod !== CASH_PAYMENT_METHOD) kinds.push('cash-voucher');
  return kinds;
}

/** Which zone each seat of the plan is in (a claim names it: the view it refreshes). */
async function zoneOfSeat(planId: string | null, seats: number): Promise<(seatId: string) => string> {
  if (!planId || seats === 0) return () => '';
  const { plan } = await readSeatingPlan(planId);
  const zoneOf = new Map<string, string>();
  for (const zone of plan.zones)
    for (const row of zone.rows) for (const seat of row.seats) zoneOf.set(seat.id, zone.id);
  return (seatId) => zoneOf.get(seatId) ?? '';
}

/** The seat writes of the decision (null: the seats to take again are gone). */
async function seatWrites(
  transaction: Transaction,
  ticket: StoredTicket,
  seats: Apply['seats'],
  ticketId: string,
): Promise<TicketUpdate | null> {
  if (seats === 'retake') return retakeSeats(transaction, ticket, ticketId);
  if (seats === 'none') return {};
  return leaveStateWrites(transaction, ticket, { cancelled: seats === 'release' });
}

/**
 * Takes the ticket's seats again in the transaction (the show's, its type's quota, its code's
 * use), or null when any of them is gone (sold out, or the code used up meanwhile) or the seats
 * back in the blocks are held for people on the waitlist (as for an open buyer): then it is
 * refunded like a sold-out show. Everything is read before anything is written.
 */
async function retakeSeats(
  transaction: Transaction,
  seats: TicketSeats & { seating_plan_id: string | null },
  ticketId: string,
): Promise<TicketUpdate | null> {
  if (holdsReturnsForWaitlist(gateOf(await transaction.get(waitlistGateRef(seats.eventId))))) return null;
  // a seated date: the same seats, if nobody took them meanwhile
  const claims = await reclaimSeats(
    transaction,
    seats.eventId,
    ticketId,
    seats.seats,
    await zoneOfSeat(seats.seating_plan_id, seats.seats.length),
  );
  if (!claims) return null;
  const show = seats.seatBlocks
    ? await retakeFrom(transaction, seatBlocksOf(seats.eventId), seats.quantity)
    : undefined;
  const quota =
    seats.quotaBlocks && seats.ticketTypeId
      ? await retakeFrom(transaction, quotaBlocksOf(seats.eventId, seats.ticketTypeId), seats.quantity)
      : undefined;
  const promo = seats.promoCode ? parsePromoCode((await transaction.get(promoCodeRef(seats.promoCode))).data()) : null;
  if (show === null || quota === null) return null;
  if (seats.promoCode && promo) {
    if (!promoHasRoom(promo, seats.quantity)) return null;
    transaction.update(promoCodeRef(seats.promoCode), { used: FieldValue.increment(seats.quantity) });
  }
  show?.write();
  quota?.write();
  claims();
  return { seatBlocks: show?.take ?? null, quotaBlocks: quota?.take ?? null, seatsReleased: false, cancelReason: null };
}
