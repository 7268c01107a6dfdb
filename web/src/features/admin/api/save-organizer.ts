import type { OrganizerFormInput, SaveOrganizerRequest, SaveOrganizerResult } from '@carcajada/domain';
import { callDashboard } from './call-dashboard';
import { invalidateOrganizers } from './organizers';

/** saveOrganizer (ADMIN): creates (no id) or edits an organizer; the organizers list is read again. */
export async function saveOrganizer(organizer: OrganizerFormInput): Promise<SaveOrganizerResult> {
  const result = await callDashboard<SaveOrganizerRequest, SaveOrganizerResult>('saveOrganizer', { organizer });
  invalidateOrganizers();
  return result;
}
