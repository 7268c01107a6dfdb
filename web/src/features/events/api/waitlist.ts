import { waitlistEntryId, type JoinWaitlistResult, type WaitlistStatus } from '@carcajada/domain';
import { doc, getDoc } from 'firebase/firestore/lite';
import type { JoinWaitlistRequest, LeaveWaitlistRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { callFunction } from '../../../lib/callable';
import { firestoreLite } from '../../../lib/firestore-lite';

export interface OwnWaitlistEntry {
  id: string;
  status: WaitlistStatus;
  quantity: number;
  ticketTypeId: string | null;
  /** A seated date's entry: the category asked, and once offered the seats held (ids and labels). */
  category: string | null;
  seats: { id: string; label: string; category: string }[];
}

/** The entry's held seats as the checkout names them; malformed entries dropped. */
function heldSeatsOf(value: unknown): OwnWaitlistEntry['seats'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((seat: unknown) => {
    const { seatId, label, category } = (seat ?? {}) as Record<string, unknown>;
    return typeof seatId === 'string' && typeof label === 'string' && typeof category === 'string'
      ? [{ id: seatId, label, category }]
      : [];
  });
}

/** The signed-in account's own entry for this date (the rules let it read only its own), or null. */
export async function readOwnWaitlistEntry(eventId: string, uid: string): Promise<OwnWaitlistEntry | null> {
  const id = waitlistEntryId(eventId, uid);
  const snapshot = await getDoc(doc(firestoreLite, 'waitlist', id));
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  const ticketTypeId = typeof data.ticketTypeId === 'string' ? data.ticketTypeId : null;
  return {
    id,
    status: data.status as WaitlistStatus,
    quantity: Number(data.quantity),
    ticketTypeId,
    category: typeof data.category === 'string' ? data.category : null,
    seats: heldSeatsOf(data.seats),
  };
}

/** `category`: a seated date's localidad (by name), which the server maps to its ticket type. */
export function joinWaitlist(
  eventId: string,
  quantity: number,
  ticketTypeId?: string,
  category?: string,
): Promise<JoinWaitlistResult> {
  return callFunction<z.input<typeof JoinWaitlistRequest>, JoinWaitlistResult>('joinWaitlist', {
    eventId,
    quantity,
    ...(ticketTypeId && { ticketTypeId }),
    ...(category && { category }),
  });
}

export function leaveWaitlist(eventId: string): Promise<{ status: WaitlistStatus | null }> {
  return callFunction<z.input<typeof LeaveWaitlistRequest>, { status: WaitlistStatus | null }>('leaveWaitlist', {
    eventId,
  });
}
