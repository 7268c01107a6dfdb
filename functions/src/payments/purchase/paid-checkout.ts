import type { OrderSummary } from '@carcajada/domain';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { webBaseUrl, webhookUrl } from '../../config.js';
import { parseTicket, ticketUpdateOf } from '../../documents/ticket.js';
import { cancelTicketWrites } from '../../seats/ticket-seats.js';
import { refusal } from '../../common/errors.js';
import { runTransaction } from '../../common/firestore.js';
import { logPreferenceCreated, logPreferenceFailed } from '../log.js';
import { createPreference } from '../../mercado-pago/client.js';
import { decideCash } from '../cash/cash-share.js';
import { checkoutPreference } from './preference.js';
import type { PurchaseContext } from './purchase-context.js';
import type { TicketOwner } from './ticket-document.js';

/** Closes a ticket whose checkout could not open: cancelled (`provider_unavailable`), seats back. */
async function closeUnopenedCheckout(ticketRef: DocumentReference): Promise<void> {
  await runTransaction(async (transaction) => {
    const data = (await transaction.get(ticketRef)).data();
    const ticket = parseTicket(data);
    if (!data || ticket.ticketStatus !== 'reserved') return;
    cancelTicketWrites(transaction, ticketRef, ticket, 'provider_unavailable');
  });
}

/**
 * Opens the Checkout Pro preference for a just-reserved ticket (expiring with its hold) and stores
 * its id and link. If Mercado Pago fails, the ticket is closed so nothing is left half-made.
 */
export async function openCheckout(
  ticketRef: DocumentReference,
  owner: TicketOwner,
  context: PurchaseContext,
  order: OrderSummary,
  window: { now: Date; holdExpiresAt: Date },
): Promise<{ initPoint: string; preferenceId: string }> {
  const cash = await decideCash(context.event, window.now);
  const body = checkoutPreference({
    ticketId: ticketRef.id,
    event: context.event,
    order,
    taxesPercent: context.paymentsConfig.taxes,
    buyer: { ...context.buyer, email: owner.email },
    webBaseUrl: webBaseUrl.value(),
    webhookUrl: webhookUrl.value(),
    ...window,
    cash,
  });
  let preference: { id: string; initPoint: string };
  try {
    preference = await createPreference(body, ticketRef.id);
  } catch (error) {
    logPreferenceFailed({ ticketId: ticketRef.id, error });
    await closeUnopenedCheckout(ticketRef);
    throw refusal('paymentProviderUnavailable', { cause: error });
  }
  await ticketRef.update(
    ticketUpdateOf({
      preferenceId: preference.id,
      initPoint: preference.initPoint,
      // the deadline of a voucher paid for this checkout: the webhook moves the hold to it
      cashDeadline: cash.offered ? Timestamp.fromDate(cash.deadline) : null,
      updatedAt: FieldValue.serverTimestamp(),
    }),
  );
  logPreferenceCreated({ ticketId: ticketRef.id, preferenceId: preference.id, amount: order.total });
  return { initPoint: preference.initPoint, preferenceId: preference.id };
}
