import { CASH_PAYMENT_METHOD, CASH_REMINDER_BEFORE_MS } from '@carcajada/domain';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { webBaseUrl } from '../../config.js';
import { isAlreadyExists, runTransaction, ticketsCollection } from '../../common/firestore.js';
import { parseTicket } from '../../documents/ticket.js';
import { verifiedRecipient } from '../../mail/recipient.js';
import { readPaged } from '../../common/paging.js';
import { cashMailRef, cashVoucherOf, createCashMail } from '../../mail/cash-mail.js';

/** Cash holds whose deadline is less than 12 hours away and not yet passed. */
export function cashRemindersDue(now: Date): Promise<QueryDocumentSnapshot[]> {
  return readPaged(
    ticketsCollection()
      .where('paymentMethod', '==', CASH_PAYMENT_METHOD)
      .where('ticketStatus', '==', 'reserved')
      .where('holdExpiresAt', '>', Timestamp.fromDate(now))
      .where('holdExpiresAt', '<=', Timestamp.fromMillis(now.getTime() + CASH_REMINDER_BEFORE_MS))
      .orderBy('holdExpiresAt'),
  );
}

/**
 * `ticket-<id>-cash-reminder`, once, to a verified account: the mail id makes a second run (or a
 * run racing this one) write nothing. Answers whether a mail was written now.
 */
export async function sendCashReminder(doc: QueryDocumentSnapshot): Promise<boolean> {
  if ((await cashMailRef(doc.id, 'reminder').get()).exists) return false;
  const ticket = parseTicket(doc.data());
  const to = await verifiedRecipient(ticket.userId);
  const voucher = cashVoucherOf(doc.id, ticket);
  if (!to || !voucher) return false;
  try {
    await runTransaction(async (transaction) => {
      createCashMail(transaction, voucher, 'reminder', { uid: ticket.userId, email: to }, webBaseUrl.value());
    });
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
