import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import type { OrganizerFormInput } from '@carcajada/domain';
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
  const snapshot = await getDocs(query(collection(firestoreLite, 'organizers'), orderBy('name'), limit(200)));
  return Promise.all(
    snapshot.docs.map(async (document) => {
      const data = document.data();
      const members = await getDocs(
        query(collection(firestoreLite, 'users'), where('organizerId', '==', document.id), limit(50)),
      );
      return {
        id: document.id,
        name: String(data.name ?? ''),
        // organizers saved before the producer fields name their producer by their name
        legal_name: String(data.legal_name ?? data.name ?? ''),
        nit: String(data.nit ?? ''),
        email: String(data.email ?? ''),
        phone: String(data.phone ?? ''),
        commission_percent: Number(data.commission_percent ?? 0),
        active: data.active === true,
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
