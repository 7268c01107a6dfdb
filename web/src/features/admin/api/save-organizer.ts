import type { OrganizerFormInput, SaveOrganizerRequest, SaveOrganizerResult } from '@carcajada/domain';
import { callDashboard } from './call-dashboard';

/** saveOrganizer (ADMIN): creates (no id) or edits an organizer. */
export function saveOrganizer(organizer: OrganizerFormInput): Promise<SaveOrganizerResult> {
  return callDashboard<SaveOrganizerRequest, SaveOrganizerResult>('saveOrganizer', { organizer });
}
