import { CASH_PAYMENT_METHOD, CASH_PAYMENT_TYPE } from '@carcajada/domain';
import { Timestamp, type Transaction, type DocumentReference } from 'firebase-admin/firestore';
import { webBaseUrl } from '../../config.js';
import type { StoredTicket } from '../../documents/ticket.js';
import { verifiedRecipient } from '../../mail/recipient.js';
import type { ProviderPayment } from '../../mercado-pago/client.js';
import { createCashMail } from '../../mail/cash-mail.js';

/**
 * A pending Efecty payment of a checkout that offered cash: the ticket becomes a cash hold,
 * its seats held until the cash deadline. Null when the payment is not one (a card, PSE, or cash
 * the checkout never offered: that keeps the normal hold, and a late approval is handled as any).
 */
export function cashHoldOf(
  ticket: StoredTicket,
  payment: ProviderPayment,
): { deadline: Date; voucherUrl: string } | null {
  if (payment.status !== 'pending' || payment.paymentTypeId !== CASH_PAYMENT_TYPE) return null;
  if (ticket.ticketStatus !== 'reserved' || !ticket.cashDeadline || !payment.voucherUrl) return null;
  return { deadline: ticket.cashDeadline.toDate(), voucherUrl: payment.voucherUrl };
}

/**
 * The ticket fields of a cash hold, and its voucher mail the first time (in the webhook's
 * transaction, so five deliveries still mean one mail).
 */
export async function cashHoldWrites(
  transaction: Transaction,
  ticketRef: DocumentReference,
  ticket: StoredTicket,
  hold: { deadline: Date; voucherUrl: string },
): Promise<Record<string, unknown>> {
  if (ticket.paymentMethod !== CASH_PAYMENT_METHOD) {
    createCashMail(
      transaction,
      {
        ticketId: ticketRef.id,
        holderName: ticket.metadata.userName,
        eventName: ticket.metadata.eventName,
        amount: ticket.amount,
        voucherUrl: hold.voucherUrl,
        deadline: hold.deadline,
      },
      'voucher',
      await verifiedRecipient(ticket.userId),
      webBaseUrl.value(),
    );
  }
  return {
    paymentMethod: CASH_PAYMENT_METHOD,
    cashVoucherUrl: hold.voucherUrl,
    holdExpiresAt: Timestamp.fromDate(hold.deadline),
  };
}
