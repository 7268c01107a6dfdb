import type { MembershipResult, SetOrganizerMemberRequest } from '@carcajada/domain';
import { callDashboard } from './call-dashboard';
import { invalidateOrganizers } from './organizers';

/**
 * setOrganizerMember (ADMIN): adds or removes an account, by email, as a member of an organizer;
 * the organizers list is read again.
 */
export async function setOrganizerMember(request: SetOrganizerMemberRequest): Promise<MembershipResult> {
  const result = await callDashboard<SetOrganizerMemberRequest, MembershipResult>('setOrganizerMember', request);
  invalidateOrganizers();
  return result;
}
