import type { MembershipResult } from '@carcajada/domain';
import type { SetOrganizerMemberRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { callDashboard } from './call-dashboard';
import { invalidateOrganizers } from './organizers';

/**
 * setOrganizerMember (ADMIN): adds or removes an account, by email, as a member of an organizer;
 * the organizers list is read again.
 */
export async function setOrganizerMember(
  request: z.input<typeof SetOrganizerMemberRequest>,
): Promise<MembershipResult> {
  const result = await callDashboard<z.input<typeof SetOrganizerMemberRequest>, MembershipResult>(
    'setOrganizerMember',
    request,
  );
  invalidateOrganizers();
  return result;
}
