import type { AdmissionListEntry, AdmissionListResult } from '@carcajada/domain';
import type { AdmissionListRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import { callFunction } from '../../../lib/callable';

/** One ticket of the show as the door keeps it for judging offline (no buyer email, phone or QR). */
export type AdmissionEntry = AdmissionListEntry;

/** A show's list is one answer of a few hundred short lines; a slow door network gets time. */
const ADMISSION_LIST_TIMEOUT_MS = 30_000;

/**
 * The show's admission list from the `admissionList` callable (docs/door.md, "The door's
 * view"): every ticket of the show, refused ones included, so the door can judge a scan with no
 * network. The same call for ADMIN, the show's organizer and its door staff; the rules give door
 * staff no ticket document. A caller who may sell at the door also gets the box office's figures.
 */
export function getAdmissionList(eventId: string): Promise<AdmissionListResult> {
  return callFunction<z.input<typeof AdmissionListRequest>, AdmissionListResult>(
    'admissionList',
    { eventId },
    { timeoutMs: ADMISSION_LIST_TIMEOUT_MS },
  );
}
