import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppUser, ComedyEvent, OrderSummary } from '@carcajada/domain';
import { track } from '../../../lib/tracking';
import { whatsappUrl } from '../../../lib/whatsapp';
import { createTicketPreference } from '../api/create-ticket-preference';
import type { PaymentMethod } from '../utils/checkout-action';
import {
  CHECKOUT_MESSAGES,
  purchaseFailure,
  whatsappReservationMessage,
  type PurchaseFailure,
} from '../utils/checkout-messages';
import { leaveForPayment } from '../utils/leave-for-payment';
import { ticketCreationPayload } from '../utils/ticket-creation-payload';

export interface Purchase {
  processing: boolean;
  failure: PurchaseFailure | null;
  /** Seats left as the server last counted them (a `notEnoughSeats` refusal); null until then. */
  serverSeatsLeft: number | null;
  purchase: (buyer: AppUser, paymentMethod: PaymentMethod) => Promise<void>;
}

/**
 * Paid shows go to Mercado Pago's checkout (the browser leaves the app, so "processing"
 * stays on); free shows are reserved at once and the buyer lands on their tickets.
 */
export function usePurchase(
  event: ComedyEvent,
  order: OrderSummary,
  choice: {
    ticketTypeId?: string;
    promoCode?: string;
    waitlistOfferId?: string;
    /** A seated date: the seats chosen or the best available asked, and a key of that choice. */
    seats?: string[];
    bestAvailable?: { category: string; quantity: number };
    attemptKey?: string;
  } = {},
): Purchase {
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PurchaseFailure | null>(null);
  const [serverSeatsLeft, setServerSeatsLeft] = useState<number | null>(null);
  // one checkout attempt per page visit and quantity: repeats of it get the same ticket back
  const [visitId] = useState(() => crypto.randomUUID());

  async function purchase(buyer: AppUser, paymentMethod: PaymentMethod): Promise<void> {
    setFailure(null);
    if (paymentMethod === 'whatsapp' && !order.isFree) {
      window.open(whatsappUrl(whatsappReservationMessage(event, order.quantity)), '_blank', 'noopener');
      return;
    }
    setProcessing(true);
    try {
      const attempt = [visitId, order.quantity, choice.attemptKey, choice.ticketTypeId, choice.promoCode]
        .filter(Boolean)
        .join('-');
      const payload = {
        ...ticketCreationPayload(event, buyer, order, attempt.slice(0, 80)),
        ...(choice.ticketTypeId && { ticketTypeId: choice.ticketTypeId }),
        ...(choice.promoCode && { promoCode: choice.promoCode }),
        ...(choice.waitlistOfferId && { waitlistOfferId: choice.waitlistOfferId }),
        ...(choice.seats && { seats: choice.seats }),
        ...(choice.bestAvailable && { bestAvailable: choice.bestAvailable }),
      };
      const result = await createTicketPreference(payload);
      if ('reserved' in result && result.reserved) {
        track('Lead', { content_name: event.name, value: 0, currency: order.currency });
        navigate('/tickets');
        return;
      }
      if (!('initPoint' in result) || !result.initPoint) {
        setFailure({ message: CHECKOUT_MESSAGES.missingPaymentLink, refusal: null });
        setProcessing(false);
        return;
      }
      leaveForPayment(result.initPoint);
    } catch (error) {
      const failed = purchaseFailure(error);
      if (failed.refusal?.reason === 'notEnoughSeats') setServerSeatsLeft(failed.refusal.seatsLeft);
      setFailure(failed);
      setProcessing(false);
    }
  }

  return { processing, failure, serverSeatsLeft, purchase };
}
