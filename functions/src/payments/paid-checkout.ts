import type { OrderSummary } from '@carcajada/domain';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { webBaseUrl, webhookUrl } from '../config.js';
import { PurchaseError } from '../shared/errors.js';
import { logPreferenceCreated, logPreferenceFailed } from '../shared/log.js';
import { createPreference } from './mercado-pago.js';
import { checkoutPreference } from './preference.js';
import type { PurchaseContext } from './purchase-context.js';
import type { TicketOwner } from './ticket-document.js';

/**
 * Opens the Checkout Pro preference for a just-reserved ticket and stores its id. If Mercado Pago
 * fails, the ticket is closed as cancelled/rejected so nothing is left half-made.
 */
export async function openCheckout(
  ticketRef: DocumentReference,
  owner: TicketOwner,
  context: PurchaseContext,
  order: OrderSummary,
  now: Date,
): Promise<{ initPoint: string; preferenceId: string }> {
  const body = checkoutPreference({
    ticketId: ticketRef.id,
    event: context.event,
    order,
    taxesPercent: context.paymentsConfig.taxes,
    buyer: { ...context.buyer, email: owner.email },
    webBaseUrl: webBaseUrl.value(),
    webhookUrl: webhookUrl.value(),
    now,
  });
  let preference: { id: string; initPoint: string };
  try {
    preference = await createPreference(body, ticketRef.id);
  } catch (error) {
    logPreferenceFailed({ ticketId: ticketRef.id, error });
    await ticketRef.update({
      ticketStatus: 'cancelled',
      paymentStatus: 'rejected',
      updatedAt: FieldValue.serverTimestamp(),
    });
    throw new PurchaseError('paymentProviderUnavailable', { cause: error });
  }
  await ticketRef.update({ preferenceId: preference.id, updatedAt: FieldValue.serverTimestamp() });
  logPreferenceCreated({ ticketId: ticketRef.id, preferenceId: preference.id, amount: order.total });
  return { initPoint: preference.initPoint, preferenceId: preference.id };
}
