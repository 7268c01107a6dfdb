import { createPrivateKey, createPublicKey } from 'node:crypto';
import {
  admissionVerdict,
  EVENT_STATUS_CANCELLED,
  FUNCTIONS_REGION,
  parseQrCode,
  refundRequestedOf,
  ticketReference,
  type AdmissionTicket,
  type CheckInResult,
} from '@carcajada/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { CheckInRequest } from '@carcajada/domain/requests';
import { appCheckEnforced, ticketQrPrivateKey } from '../config.js';
import { verifyTicketQr } from '../qr/verify.js';
import { readCaller } from '../common/caller.js';
import { authorizeDoor } from '../organizers/authorize-show.js';
import { refusal, toHttpsError } from '../common/errors.js';
import { eventRef, runTransaction, ticketRef, ticketsCollection } from '../common/firestore.js';
import { parseEvent } from '../documents/event.js';
import { parseTicket, type StoredTicket, ticketUpdateOf } from '../documents/ticket.js';

type CheckInInput = z.infer<typeof CheckInRequest>;

const publicKeys = new Map<string, string>();

/** The QR public key, derived from the signing secret (the functions hold no separate public-key setting). */
function publicKeyPem(privateKeyPem: string): string {
  let pem = publicKeys.get(privateKeyPem);
  if (!pem) {
    pem = createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'pem' }).toString();
    publicKeys.set(privateKeyPem, pem);
  }
  return pem;
}

const REFERENCE_LENGTH = 8;

/**
 * The ticket id a typed reference names: a full id as is; an 8-character reference (first 8
 * characters of the id, upper case) among the show's tickets. Null when none or several match.
 * The query runs before, and outside, the admission transaction.
 */
async function ticketIdForReference(eventId: string, typed: string): Promise<string | null> {
  if (typed.length !== REFERENCE_LENGTH) return typed;
  const reference = typed.toUpperCase();
  const exact = await ticketRef(typed).get();
  if (exact.exists) return typed;
  const tickets = await ticketsCollection().where('eventId', '==', eventId).select().get();
  const matches = tickets.docs.filter((doc) => ticketReference(doc.id) === reference);
  return matches.length === 1 ? matches[0]!.id : null;
}

function ticketFacts(ticketId: string, ticket: StoredTicket): Omit<CheckInResult, 'outcome'> {
  return {
    ticketId,
    holderName: ticket.metadata.userName,
    quantity: ticket.quantity,
    admittedCount: ticket.admittedCount,
    firstAdmittedAt: ticket.firstAdmittedAt?.toDate().toISOString(),
    // the door says where they sit
    ...(ticket.seats.length > 0 && { seats: ticket.seats.map((seat) => seat.label) }),
  };
}

/**
 * Admits up to `count` people (default: all not yet in) on one ticket, in a transaction on that
 * ticket alone: `admittedCount` grows up to `quantity`, `firstAdmittedAt` is set once, and the
 * ticket becomes `redeemed` when everyone is in.
 */
async function admit(input: CheckInInput, ticketId: string, privateKeyPem: string): Promise<CheckInResult> {
  const ref = ticketRef(ticketId);
  return runTransaction(async (transaction): Promise<CheckInResult> => {
    // the date is read in the same transaction: an admission and the date's cancellation never both win
    const [snapshot, event] = await transaction.getAll(ref, eventRef(input.eventId));
    const data = snapshot!.data();
    const ticket = data ? parseTicket(data) : null;
    if (input.code !== undefined) {
      const verdict = verifyTicketQr(input.code, publicKeyPem(privateKeyPem), (id) =>
        id === ticketId ? (ticket?.ticketStatus as AdmissionTicket['ticketStatus'] | undefined) : undefined,
      );
      if (!verdict.admitted && verdict.reason === 'invalid_code') return { outcome: 'invalid_code' };
    }
    if (!ticket) return { outcome: 'invalid_code', reason: 'not_found' };
    const facts = ticketFacts(ticketId, ticket);
    const verdict = admissionVerdict(
      {
        ...ticket,
        refundRequested: refundRequestedOf(ticket),
        eventCancelled: parseEvent(event!.data()).status === EVENT_STATUS_CANCELLED,
      } as AdmissionTicket,
      input.eventId,
      // a scanned QR carries the version it was signed with; one from before a transfer is refused
      input.code !== undefined ? parseQrCode(input.code)?.qrVersion : undefined,
    );
    if (verdict.outcome === 'wrong_event') return { outcome: 'wrong_event', ticketId, holderName: facts.holderName };
    if (verdict.outcome === 'not_admissible') return { outcome: 'not_admissible', reason: verdict.reason, ...facts };
    if (verdict.outcome === 'already_admitted') return { outcome: 'already_admitted', ...facts };
    const admitting = Math.min(input.count ?? verdict.remaining, verdict.remaining);
    const admittedCount = (facts.admittedCount ?? 0) + admitting;
    const now = Timestamp.now();
    const everyoneIn = admittedCount >= ticket.quantity;
    transaction.update(
      ref,
      ticketUpdateOf({
        admittedCount,
        ...(facts.firstAdmittedAt ? {} : { firstAdmittedAt: now }),
        ...(everyoneIn ? { ticketStatus: 'redeemed' } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      }),
    );
    return {
      outcome: 'admitted',
      ...facts,
      admittedCount,
      firstAdmittedAt: facts.firstAdmittedAt ?? now.toDate().toISOString(),
    };
  });
}

/**
 * `checkInTicket` for ADMIN, the show's organizer or its door staff (`authorizeDoor`: staff until a day
 * after the show, then `doorAccessEnded`; anyone else `notYourShow`):
 * door outcomes are answers, not errors. A ticket of another show is `wrong_event`, so staff of
 * one show admit nobody to another.
 */
export async function checkIn(uid: string | undefined, data: unknown, privateKeyPem: string): Promise<CheckInResult> {
  const caller = await readCaller(uid);
  const request = CheckInRequest.safeParse(data);
  if (!request.success) throw refusal('invalidCheckIn');
  const input = request.data;
  await authorizeDoor(caller, input.eventId);
  let ticketId: string | null;
  if (input.code !== undefined) {
    ticketId = parseQrCode(input.code)?.ticketId ?? null;
    if (!ticketId) return { outcome: 'invalid_code' };
  } else {
    ticketId = await ticketIdForReference(input.eventId, input.ticketId!);
    if (!ticketId) return { outcome: 'invalid_code', reason: 'not_found' };
  }
  return admit(input, ticketId, privateKeyPem);
}

export const checkInTicket = onCall(
  // abuse limits (docs/hosting.md)
  {
    region: FUNCTIONS_REGION,
    maxInstances: 5,
    concurrency: 80,
    enforceAppCheck: appCheckEnforced,
    secrets: [ticketQrPrivateKey],
  },
  async (request): Promise<CheckInResult> => {
    try {
      return await checkIn(request.auth?.uid, request.data, ticketQrPrivateKey.value());
    } catch (error) {
      throw toHttpsError('checkInTicket', error);
    }
  },
);
