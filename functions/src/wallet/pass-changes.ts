import { FUNCTIONS_REGION, ticketSeatLabels } from '@carcajada/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../common/firestore.js';
import { pushPassUpdate } from './apns.js';
import { eventTicketClass, eventTicketObject } from './google-wallet.js';
import { upsertWalletResource } from './google-rest.js';
import { logPassUpdated, logWalletUpdateFailed } from './log.js';
import {
  markPassUpdated,
  readPassRecord,
  registrationRef,
  registrationsOfPass,
  WALLET_COLLECTIONS,
} from './pass-registry.js';
import { passViewFor, readPassParts, type PassView } from './pass-view.js';
import { apnsBaseUrl, appleSigning, googleAccount, googleApiUrl, googleIssuerId, WALLET_SECRETS } from './settings.js';

/** What a ticket's pass shows or depends on: a change to any of it changes the pass. */
function ticketPassFacts(data: DocumentData | undefined): string {
  if (!data) return '';
  const metadata = (data.metadata ?? {}) as Record<string, unknown>;
  return JSON.stringify([
    data.userId,
    data.ticketStatus,
    data.amount,
    data.qrCode,
    data.quantity,
    Boolean(data.refundRequestedAt),
    Boolean(data.eventCancelledAt),
    ticketSeatLabels(data.seats),
    metadata.userName,
    metadata.seatNumber,
  ]);
}

/** What a date's passes show of it: a moved, renamed or cancelled date changes them all. */
function datePassFacts(data: DocumentData | undefined): string {
  if (!data) return '';
  const start = data.event_date as { toMillis?: () => number } | undefined;
  return JSON.stringify([
    data.name,
    data.venue,
    data.city,
    typeof start?.toMillis === 'function' ? start.toMillis() : null,
    data.status,
    data.pulep_code,
    data.producer,
  ]);
}

/** Tells every registered device of the pass to fetch it again; a device that dropped it (410) is forgotten. */
async function pushToDevices(ticketId: string): Promise<{ sent: number; failed: number }> {
  const signing = appleSigning();
  const registrations = await registrationsOfPass(ticketId);
  const outcomes = await Promise.all(
    registrations.map(async (registration) => {
      const outcome = await pushPassUpdate(apnsBaseUrl(), registration.pushToken, signing.passTypeId, {
        cert: signing.signerCert,
        key: signing.signerKey,
      });
      if (outcome === 'unregistered') await registrationRef(registration.device, ticketId).delete();
      return outcome;
    }),
  );
  return { sent: outcomes.filter((o) => o === 'sent').length, failed: outcomes.filter((o) => o === 'failed').length };
}

/** Each holder's Google object brought to what the ticket now is (the class first: an object needs it). */
async function updateGoogleObjects(views: PassView[], now: Date): Promise<number> {
  const issuerId = googleIssuerId();
  const account = googleAccount();
  const api = googleApiUrl();
  if (views.length > 0)
    await upsertWalletResource(api, account, 'eventTicketClass', eventTicketClass(issuerId, views[0]!), now);
  for (const view of views)
    await upsertWalletResource(api, account, 'eventTicketObject', eventTicketObject(issuerId, view), now);
  return views.length;
}

/**
 * A pass's ticket or date changed: the pass's stamp moves to the change's time (what Apple's
 * devices ask about), every registered device is pushed, and each holder's Google object is
 * updated (the old holder's made inactive, voided on Apple's side). Runs after the change's commit,
 * never inside it; repeating it sends the same stamp, pushes and bodies.
 */
export async function refreshPass(ticketId: string, changedAt: Date): Promise<void> {
  const record = await readPassRecord(ticketId);
  if (!record) return;
  const parts = await readPassParts(ticketId);
  if (!parts) return;
  await markPassUpdated(ticketId, parts.ticket.eventId, changedAt);
  const views = (await Promise.all(record.holders.map((uid) => passViewFor(parts, uid)))).filter(
    (view): view is PassView => view !== null,
  );
  const [pushes, googleObjects] = await Promise.all([
    pushToDevices(ticketId),
    updateGoogleObjects(views, changedAt).catch((error: unknown) => {
      logWalletUpdateFailed({ ticketId, what: 'google', error });
      return 0;
    }),
  ]);
  logPassUpdated({ ticketId, pushes: pushes.sent, failedPushes: pushes.failed, googleObjects });
}

const TRIGGER_OPTIONS = { region: FUNCTIONS_REGION, secrets: WALLET_SECRETS, maxInstances: 5 } as const;

/** A refund, a cancellation, a transfer (whole or in part), a re-signed QR: the ticket's pass follows. */
export const walletTicketChanged = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: 'tickets/{ticketId}' },
  async (event) => {
    if (ticketPassFacts(event.data?.before.data()) === ticketPassFacts(event.data?.after.data())) return;
    if (!event.data?.after.exists) return;
    await refreshPass(event.params.ticketId, new Date(event.time));
  },
);

/** A moved, renamed or cancelled date: each of its passes follows. */
export const walletDateChanged = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: 'events/{eventId}' },
  async (event) => {
    if (datePassFacts(event.data?.before.data()) === datePassFacts(event.data?.after.data())) return;
    if (!event.data?.before.exists || !event.data.after.exists) return;
    const passes = await db().collection(WALLET_COLLECTIONS.passes).where('eventId', '==', event.params.eventId).get();
    const changedAt = new Date(event.time);
    for (const pass of passes.docs)
      await refreshPass(pass.id, changedAt).catch((error: unknown) =>
        logWalletUpdateFailed({ ticketId: pass.id, eventId: event.params.eventId, what: 'date', error }),
      );
  },
);
