import { useMemo } from 'react';
import { useLive } from '../../../lib/use-live';
import { listenToAttendees } from '../api/attendees';
import { useBuyerPhones } from '../api/buyer-phones';
import type { Attendee } from '../utils/attendee-status';
import { scopeKey, useShowScope } from './use-show-scope';

export interface AttendeesState {
  /** null while the first snapshot is on its way. */
  attendees: Attendee[] | null;
  failed: boolean;
}

/**
 * A show's tickets, live, each with the buyer's phone: the one the ticket copied at purchase; for an
 * older ticket without it, ADMIN reads the account's (once per buyer). An ORGANIZER cannot read
 * users, so it never asks.
 */
export function useAttendees(eventId: string): AttendeesState {
  const scope = useShowScope();
  // the scope's key stands for the scope object, which is new on each render
  const live = useLive(['attendees', eventId, scopeKey(scope)], () => listenToAttendees(eventId, scope));
  const tickets = live.data ?? null;
  const failed = live.error !== null;

  const readsAccounts = scope.role === 'ADMIN';
  const phoneless = useMemo(
    () => (readsAccounts ? (tickets ?? []).filter((ticket) => !ticket.phone).map((ticket) => ticket.userId) : []),
    [tickets, readsAccounts],
  );
  const phones = useBuyerPhones(phoneless);

  const attendees = useMemo(
    () => tickets?.map((ticket) => ({ ...ticket, phone: ticket.phone || (phones.get(ticket.userId) ?? '') })) ?? null,
    [tickets, phones],
  );
  return { attendees, failed };
}
