import { FUNCTIONS_REGION, type RefundTicketResult } from '@carcajada/domain';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { appCheckEnforced, mpAccessToken } from '../../config.js';
import { assertAdmin } from '../../common/admin.js';
import { refusal, toHttpsError } from '../../common/errors.js';
import { db, ticketRef } from '../../common/firestore.js';
import { logRefundFailed, logRefundRequested } from '../../common/log.js';
import { refundPayment } from '../mercado-pago.js';

const refundRequest = z.object({ ticketId: z.string().regex(/^[A-Za-z0-9]{1,64}$/) });

/** Only a paid Mercado Pago ticket with its payment id can be refunded (free, unpaid, cancelled or used: no). */
function paymentToRefund(data: DocumentData | undefined): string {
  if (!data) throw refusal('ticketNotFound');
  const paid = data.ticketStatus === 'paid' && data.paymentStatus === 'approved';
  if (!paid || data.paymentMethod !== 'mercadopago' || typeof data.paymentId !== 'string' || !data.paymentId)
    throw refusal('notRefundable');
  if (data.refundRequestedAt) throw refusal('refundInProgress');
  return data.paymentId;
}

/**
 * ADMIN refunds a paid ticket. The request is recorded on the ticket first (`refundRequestedAt`,
 * so a second click is refused and the dashboard shows it in progress), then Mercado Pago's
 * refunds API is asked (idempotency key from the payment: never two refunds). The ticket is
 * cancelled later by the webhook Mercado Pago sends for the refunded payment, through the same
 * transaction as every other payment change (QR revoked, seats back once). If Mercado Pago
 * cannot be reached the mark is removed, so the refund can be asked again.
 */
export async function refundTicketAs(uid: string | undefined, data: unknown): Promise<RefundTicketResult> {
  await assertAdmin(uid);
  const request = refundRequest.safeParse(data);
  if (!request.success) throw refusal('ticketNotFound');
  const { ticketId } = request.data;
  const ref = ticketRef(ticketId);
  const paymentId = await db().runTransaction(async (transaction) => {
    const paymentId = paymentToRefund((await transaction.get(ref)).data());
    transaction.update(ref, {
      refundRequestedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return paymentId;
  });
  try {
    await refundPayment(paymentId);
  } catch (error) {
    logRefundFailed({ ticketId, paymentId, error });
    await ref.update({ refundRequestedAt: null });
    throw refusal('refundProviderUnavailable', { cause: error });
  }
  logRefundRequested({ ticketId, paymentId, why: 'admin' });
  return { ticketId, refundRequested: true };
}

export const refundTicket = onCall(
  // abuse limits (docs/decisions.md, "Hosting and abuse limits")
  {
    region: FUNCTIONS_REGION,
    maxInstances: 5,
    concurrency: 80,
    enforceAppCheck: appCheckEnforced,
    secrets: [mpAccessToken],
  },
  async (request): Promise<RefundTicketResult> => {
    try {
      return await refundTicketAs(request.auth?.uid, request.data);
    } catch (error) {
      throw toHttpsError('refundTicket', error);
    }
  },
);
