import type { MembershipResult, SetOrganizerMemberRequest } from '@carcajada/domain';
import { callDashboard } from './call-dashboard';

/** setOrganizerMember (ADMIN): adds or removes an account, by email, as a member of an organizer. */
export function setOrganizerMember(request: SetOrganizerMemberRequest): Promise<MembershipResult> {
  return callDashboard<SetOrganizerMemberRequest, MembershipResult>('setOrganizerMember', request);
}
