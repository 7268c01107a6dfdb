import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { WHATSAPP_MESSAGE_STATUSES, type WhatsAppMessageStatus } from '@carcajada/domain';
import { firestoreLite } from '../../../lib/firestore-lite';
import { useQuery } from '../../../lib/use-query';

function isStatus(value: unknown): value is WhatsAppMessageStatus {
  return (WHATSAPP_MESSAGE_STATUSES as readonly unknown[]).includes(value);
}

/**
 * The status of each ticket's latest WhatsApp message, by ticket id: whatsapp_messages sent to
 * this account (the rules require the userId filter).
 */
export async function readWhatsAppStatuses(uid: string): Promise<Map<string, WhatsAppMessageStatus>> {
  const snapshot = await getDocs(query(collection(firestoreLite, 'whatsapp_messages'), where('userId', '==', uid)));
  const latest = new Map<string, { status: WhatsAppMessageStatus; at: number }>();
  for (const message of snapshot.docs) {
    const { ticketId, status, updatedAt } = message.data();
    if (typeof ticketId !== 'string' || !isStatus(status)) continue;
    const at = typeof updatedAt?.toMillis === 'function' ? (updatedAt.toMillis() as number) : 0;
    if ((latest.get(ticketId)?.at ?? -1) <= at) latest.set(ticketId, { status, at });
  }
  return new Map([...latest].map(([ticketId, { status }]) => [ticketId, status]));
}

/** Mis tickets' read of them; an empty map while loading or when it fails (the tickets show regardless). */
export function useWhatsAppStatuses(uid: string, enabled: boolean): ReadonlyMap<string, WhatsAppMessageStatus> {
  const { data } = useQuery(['whatsapp-statuses', uid], () => readWhatsAppStatuses(uid), { enabled });
  return data ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, WhatsAppMessageStatus> = new Map();
