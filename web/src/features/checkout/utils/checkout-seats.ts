import type { SeatCounts } from '@carcajada/domain';

/**
 * The seats the checkout goes by: the event as read, or, once the server answered
 * `notEnoughSeats`, its fresher count (the event's `seats_left` may lag a few seconds).
 */
export function checkoutSeats(event: SeatCounts, serverSeatsLeft: number | null): SeatCounts {
  if (serverSeatsLeft === null) return event;
  return {
    capacity: Math.max(1, event.capacity ?? 0, serverSeatsLeft),
    seats_left: Math.min(serverSeatsLeft, event.seats_left ?? serverSeatsLeft),
  };
}
