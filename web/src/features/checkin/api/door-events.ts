import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { EVENT_STATUS_ACTIVE, startOfBogotaDay } from '@carcajada/domain';
import { asNumber, asRecord, asString, toDate } from '../../../lib/firestore-convert';
import { firestoreLite } from '../../../lib/firestore-lite';

export interface DoorEvent {
  id: string;
  name: string;
  date: string;
  time: string;
  venue: string;
  start: Date;
  capacity: number | null;
}

/** Shows from today on (Bogotá), soonest first: the door's picker starts on today's first show. */
export async function getDoorEvents(now = new Date()): Promise<DoorEvent[]> {
  const snapshot = await getDocs(
    query(
      collection(firestoreLite, 'events'),
      where('status', '==', EVENT_STATUS_ACTIVE),
      where('event_date', '>=', startOfBogotaDay(now)),
      orderBy('event_date', 'asc'),
      limit(60),
    ),
  );
  return snapshot.docs.map((document) => {
    const data = document.data();
    return {
      id: document.id,
      name: asString(data.name),
      date: asString(data.date),
      time: asString(data.time),
      venue: asString(asRecord(data.venue).name),
      start: toDate(data.event_date),
      capacity: typeof data.capacity === 'number' ? asNumber(data.capacity) : null,
    };
  });
}
