import { useEffect } from 'react';
import { useCurrentUser } from '../../auth';
import { readOwnWaitlistEntry } from '../../events';
import { useQuery } from '../../../lib/use-query';
import type { ChosenSeat } from '../../seat-map';

/**
 * A seated date's waitlist offer holds its seats (best available in the category asked): they are
 * the order, named from the account's own entry, not chosen on the map. Null when there are none
 * (no offer, a general date, or not read yet); `onSeats` gets them once read.
 */
export function useOfferSeats(
  eventId: string,
  offerId: string | null | undefined,
  seated: boolean,
  onSeats: (seats: ChosenSeat[]) => void,
): ChosenSeat[] | null {
  const current = useCurrentUser();
  const uid = current.status === 'signed-in' ? current.user.uid : null;
  const { data } = useQuery(offerId && seated && uid ? ['offer-seats', eventId, uid] : null, () =>
    readOwnWaitlistEntry(eventId, uid ?? ''),
  );
  const seats = data && data.id === offerId && data.status === 'offered' && data.seats.length > 0 ? data.seats : null;
  useEffect(() => {
    if (seats) onSeats(seats);
  }, [seats, onSeats]);
  return seats;
}
