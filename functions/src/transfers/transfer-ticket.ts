import { createHash } from 'node:crypto';
import type { TransferredFrom, TransferTicketResult } from '@carcajada/domain';
import { FieldValue, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { TransferTicketRequest } from '@carcajada/domain/requests';
import type { TicketHolderFields } from '@carcajada/domain/stored/ticket';
import { callable } from '../common/callable.js';
import { readCaller } from '../common/caller.js';
import { refusal } from '../common/errors.js';
import {
  COLLECTIONS,
  db,
  eventRef,
  runTransaction,
  seatHoldRef,
  ticketRef,
  ticketsCollection,
} from '../common/firestore.js';
import { ticketQrPrivateKey, webBaseUrl } from '../config.js';
import { parseEvent } from '../documents/event.js';
import { parseTicket, ticketUpdateOf, type ServerInstant, type StoredTicket } from '../documents/ticket.js';
import { mailEventFrom } from '../mail/ticket-mail-writes.js';
import { verifiedRecipient } from '../mail/recipient.js';
import { accountByEmail, type Account } from '../organizers/account-by-email.js';
import { signTicketQr } from '../qr/sign.js';
import { isCountedHold } from '../seats/ticket-seats.js';
import { logTicketTransferred } from './log.js';
import { splitMoney, splitTake } from './split-ticket.js';
import { assertDateOpen, assertRecipientRoom, transferPart, type TransferPart } from './transfer-checks.js';
import { createTransferMails } from './transfer-mail.js';
import { seatClaimRef } from '../seats/seat-claims.js';

type TransferInput = z.infer<typeof TransferTicketRequest>;

/** The part a partial transfer creates: random, or derived from the request id so a retry finds it. */
function partRef(input: TransferInput) {
  if (!input.requestId) return ticketsCollection().doc();
  const digest = createHash('sha256').update(`${input.ticketId}:${input.requestId}`).digest('hex');
  return ticketsCollection().doc(`T${digest.slice(0, 27)}`);
}

interface Giver {
  uid: string;
  name: string;
  email: string | null;
}

interface Recipient extends Account {
  phone: string;
}

/**
 * Who paid for a ticket: kept from its first transfer on (`paidBy`), so the payer's data export
 * still lists what it gave away (ACCOUNT_RECORDS.givenTickets); '' once that account is deleted.
 */
function payerOf(data: DocumentData, giverUid: string): string {
  return typeof data.paidBy === 'string' ? data.paidBy : giverUid;
}

/** The fields that make a ticket the recipient's: holder, contact, the transfer's trace. */
function holderFields(
  recipient: Recipient,
  from: TransferredFrom,
  paidBy: string,
  requestId: string | undefined,
): TicketHolderFields<ServerInstant> & { updatedAt: ServerInstant } {
  return {
    userId: recipient.uid,
    paidBy,
    buyerEmail: recipient.email,
    buyerPhone: recipient.phone,
    transferredFrom: from,
    transferredAt: FieldValue.serverTimestamp(),
    transferRequestId: requestId ?? null,
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** A held (unpaid or free) reservation counts on its holder's per-date counter: the seats move with it. */
function moveCountedSeats(transaction: Transaction, ticket: StoredTicket, from: string, to: string, seats: number) {
  if (!isCountedHold(ticket)) return;
  for (const [uid, change] of [
    [from, -seats],
    [to, seats],
  ] as const) {
    transaction.set(
      seatHoldRef(ticket.eventId, uid),
      { seats: FieldValue.increment(change), updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
}

interface Transfer {
  input: TransferInput;
  giver: Giver;
  recipient: Recipient;
  privateKeyPem: string;
}

/**
 * The transfer itself, one transaction: the ticket (still the caller's, still live), its date
 * (ahead, not cancelled) and the recipient's tickets of that date are read; then the ticket moves
 * whole, or a part of it becomes a new ticket, with the QR(s) signed anew and both mails created.
 */
async function transferInTransaction(transaction: Transaction, transfer: Transfer): Promise<TransferTicketResult> {
  const { input, giver, recipient } = transfer;
  const ref = ticketRef(input.ticketId);
  const part = partRef(input);
  const data = (await transaction.get(ref)).data();
  if (!data) throw refusal('ticketNotFound');
  const ticket = parseTicket(data);
  // a retried call of a transfer that went through answers what the first answered
  if (input.requestId && ticket.userId === recipient.uid && ticket.transferRequestId === input.requestId)
    return { ticketId: ref.id, fromTicketId: ref.id, quantity: ticket.quantity, whole: true };
  const existingPart = input.requestId ? (await transaction.get(part)).data() : undefined;
  if (existingPart)
    return { ticketId: part.id, fromTicketId: ref.id, quantity: parseTicket(existingPart).quantity, whole: false };
  if (ticket.userId !== giver.uid) throw refusal('notTicketHolder');
  const given = transferPart(ticket, input);
  const { quantity } = given;
  const whole = quantity === ticket.quantity;
  const show = await transaction.get(eventRef(ticket.eventId));
  const event = show.exists ? parseEvent(show.data()) : null;
  assertDateOpen(event, new Date());
  assertRecipientRoom(
    await transaction.get(
      ticketsCollection().where('userId', '==', recipient.uid).where('eventId', '==', ticket.eventId),
    ),
    quantity,
  );

  const qrVersion = ticket.qrVersion + 1;
  const from: TransferredFrom = { userId: giver.uid, ticketId: ref.id };
  const signed = ticket.qrCode !== null;
  moveCountedSeats(transaction, ticket, giver.uid, recipient.uid, quantity);
  let recipientTicketId = ref.id;
  let recipientQr: string | null = null;
  if (whole) {
    recipientQr = signed ? signTicketQr(ref.id, transfer.privateKeyPem, qrVersion) : null;
    transaction.update(
      ref,
      ticketUpdateOf({
        ...holderFields(recipient, from, payerOf(data, giver.uid), input.requestId),
        'metadata.userName': recipient.name,
        qrVersion,
        qrCode: recipientQr,
      }),
    );
  } else {
    recipientTicketId = part.id;
    recipientQr = signed ? signTicketQr(part.id, transfer.privateKeyPem) : null;
    writePartial(transaction, { ref, part, data, ticket, given, qrVersion, recipient, from, transfer, recipientQr });
  }
  await createTransferMails(
    transaction,
    {
      fromTicketId: ref.id,
      n: qrVersion,
      event: mailEventFrom(ticket.eventId, event),
      quantity,
      keptQuantity: ticket.quantity - quantity,
      recipient: {
        uid: recipient.uid,
        ticketId: recipientTicketId,
        email: recipient.email,
        name: recipient.name,
        qrCode: recipientQr,
      },
      sender: { uid: giver.uid, name: giver.name, email: giver.email },
    },
    webBaseUrl.value(),
  );
  return { ticketId: recipientTicketId, fromTicketId: ref.id, quantity, whole };
}

interface PartialTransfer {
  ref: DocumentReference;
  part: DocumentReference;
  data: DocumentData;
  ticket: StoredTicket;
  given: TransferPart;
  qrVersion: number;
  recipient: Recipient;
  from: TransferredFrom;
  transfer: Transfer;
  recipientQr: string | null;
}

/**
 * A part of the ticket becomes the recipient's new ticket: its seats (the blocks they came from),
 * the same price per seat and the same payment (a refund goes back to it); the original keeps
 * the rest under a re-signed QR. `chargedAmount` keeps the payment's whole charge on both.
 */
function writePartial(transaction: Transaction, partial: PartialTransfer): void {
  const { ref, part, data, ticket, given, qrVersion, recipient, from, transfer } = partial;
  const { quantity, seats: numbered } = given;
  const seats = splitTake(ticket.seatBlocks, quantity);
  const quota = splitTake(ticket.quotaBlocks, quantity);
  const money = splitMoney(data, ticket.quantity, quantity);
  const chargedAmount = ticket.chargedAmount ?? (ticket.paymentId ? ticket.amount : null);
  // a seated date's seats split too: the part takes those named (else the last ones), and their claims name it
  for (const seat of numbered?.moved ?? [])
    transaction.update(seatClaimRef(ticket.eventId, seat.seatId), { ticketId: part.id });
  transaction.update(
    ref,
    ticketUpdateOf({
      ...money.kept,
      quantity: ticket.quantity - quantity,
      ...(numbered && { seats: numbered.kept }),
      seatBlocks: seats.kept,
      quotaBlocks: quota.kept,
      chargedAmount,
      qrVersion,
      qrCode: ticket.qrCode !== null ? signTicketQr(ref.id, transfer.privateKeyPem, qrVersion) : null,
      updatedAt: FieldValue.serverTimestamp(),
    }),
  );
  const copied: DocumentData = { ...data };
  for (const field of ['admittedCount', 'firstAdmittedAt', 'seatConflicts', 'transferRequestId', 'qrVersion'])
    delete copied[field];
  transaction.create(part, {
    ...copied,
    ...money.moved,
    ...holderFields(recipient, from, payerOf(data, from.userId), undefined),
    metadata: { ...(data.metadata as object), userName: recipient.name },
    quantity,
    ...(numbered && { seats: numbered.moved }),
    seatBlocks: seats.moved,
    quotaBlocks: quota.moved,
    seatsReleased: false,
    admittedCount: 0,
    chargedAmount,
    qrCode: partial.recipientQr,
    createdAt: FieldValue.serverTimestamp(),
  });
}

/** A retried call of a transfer that went through: the transaction answers what the first call answered. */
async function isRetry(input: TransferInput, ticket: StoredTicket): Promise<boolean> {
  if (input.requestId === undefined) return false;
  return ticket.transferRequestId === input.requestId || (await partRef(input).get()).exists;
}

/**
 * The caller's ticket, all of it that does not depend on the recipient (holder, state, quantity,
 * its date), judged before the address is looked up: a ticket that cannot be given answers the
 * same whatever the address, so nobody learns which addresses have verified accounts from it.
 * The transaction judges it all again on what it reads.
 */
async function assertMayGive(uid: string, ticket: StoredTicket, input: TransferInput): Promise<void> {
  if (ticket.userId !== uid) throw refusal('notTicketHolder');
  transferPart(ticket, input);
  const show = await eventRef(ticket.eventId).get();
  assertDateOpen(show.exists ? parseEvent(show.data()) : null, new Date());
}

async function recipientOf(email: string): Promise<Recipient> {
  const account = await accountByEmail(email, 'grant');
  const profile = (await db().collection(COLLECTIONS.users).doc(account.uid).get()).data();
  return { ...account, phone: typeof profile?.phone === 'string' ? profile.phone : '' };
}

/**
 * `transferTicket` (contract "Transfer"): the holder gives all or part of a live ticket to
 * another verified account. The holder, the ticket and its date are checked before the recipient
 * is looked up, so only a holder of a ticket that can really be given learns anything about an address.
 */
export async function transferTicketAs(
  uid: string | undefined,
  data: unknown,
  privateKeyPem: string,
): Promise<TransferTicketResult> {
  const caller = await readCaller(uid);
  if (!caller.active) throw refusal('inactiveUser');
  const request = TransferTicketRequest.safeParse(data);
  if (!request.success) throw refusal('invalidRequest');
  const input = request.data;
  const stored = (await ticketRef(input.ticketId).get()).data();
  if (!stored) throw refusal('ticketNotFound');
  const current = parseTicket(stored);
  if (!(await isRetry(input, current))) await assertMayGive(caller.uid, current, input);
  const recipient = await recipientOf(input.email);
  if (recipient.uid === caller.uid) throw refusal('invalidRequest');
  const giver: Giver = { uid: caller.uid, name: caller.name, email: await verifiedRecipient(caller.uid) };
  const result = await runTransaction((transaction) =>
    transferInTransaction(transaction, { input, giver, recipient, privateKeyPem }),
  );
  logTicketTransferred({ ...result, from: caller.uid, to: recipient.uid });
  return result;
}

export const transferTicket = callable(
  'transferTicket',
  { secrets: [ticketQrPrivateKey] },
  (request): Promise<TransferTicketResult> =>
    transferTicketAs(request.auth?.uid, request.data, ticketQrPrivateKey.value()),
);
