import { z } from 'zod/mini';
import type { OrganizerFormInput } from '../organizers.js';
import { flag, text } from './fields.js';

/** organizers/{id}: the producers and venues that sell their own shows. */
export const ORGANIZERS_COLLECTION = 'organizers';

/** organizers/{id}, as saveOrganizer, the seed and the tests write it (no `legal_name`: the name). */
export function organizerDocument(fields: Omit<OrganizerFormInput, 'id' | 'legal_name'> & { legal_name?: string }) {
  return {
    name: fields.name,
    legal_name: fields.legal_name ?? fields.name,
    nit: fields.nit,
    email: fields.email,
    phone: fields.phone,
    commission_percent: fields.commission_percent,
    active: fields.active,
  };
}

/**
 * organizers/{id} as the functions and the dashboard read it: an organizer saved before the
 * producer fields names its producer by its name; only an explicit `true` makes it active.
 */
export const storedOrganizerSchema = z.pipe(
  z.looseObject({
    name: text,
    legal_name: text,
    nit: text,
    email: text,
    phone: text,
    commission_percent: z.catch(z.number(), 0),
    active: flag,
  }),
  z.transform((organizer) => ({ ...organizer, legal_name: organizer.legal_name || organizer.name })),
);

export type StoredOrganizer = z.infer<typeof storedOrganizerSchema>;

export function parseOrganizer(data: unknown): StoredOrganizer {
  return storedOrganizerSchema.parse(data ?? {});
}
