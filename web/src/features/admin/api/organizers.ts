import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import type { OrganizerFormInput } from '@carcajada/domain';
import { ORGANIZERS_COLLECTION, parseOrganizer } from '@carcajada/domain/stored/organizer';
import { firestoreLite } from '../../../lib/firestore-lite';
import { invalidateQueries, useQuery } from '../../../lib/use-query';

export interface OrganizerMember {
  uid: string;
  name: string;
  email: string;
}

export interface OrganizerWithMembers extends OrganizerFormInput {
  id: string;
  members: OrganizerMember[];
}

/** Every organizer with its members (ADMIN: the rules allow listing organizers and users). */
export async function getOrganizers(): Promise<OrganizerWithMembers[]> {
  const snapshot = await getDocs(query(collection(firestoreLite, ORGANIZERS_COLLECTION), orderBy('name'), limit(200)));
  return Promise.all(
    snapshot.docs.map(async (document) => {
      const { name, legal_name, nit, email, phone, commission_percent, active } = parseOrganizer(document.data());
      const members = await getDocs(
        query(collection(firestoreLite, 'users'), where('organizerId', '==', document.id), limit(50)),
      );
      return {
        id: document.id,
        name,
        legal_name,
        nit,
        email,
        phone,
        commission_percent,
        active,
        members: members.docs
          .filter((member) => member.get('role') === 'ORGANIZER')
          .map((member) => ({
            uid: member.id,
            name: String(member.get('name') ?? ''),
            email: String(member.get('email') ?? ''),
          })),
      };
    }),
  );
}

const ORGANIZERS_KEY = ['organizers'];

/** Every organizer with its members, read again after saveOrganizer or setOrganizerMember. */
export function useOrganizers() {
  return useQuery(ORGANIZERS_KEY, getOrganizers);
}

export function invalidateOrganizers(): void {
  invalidateQueries(ORGANIZERS_KEY);
}
