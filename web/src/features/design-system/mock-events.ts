import type { ComedyEvent } from '@carcajada/domain';

/** Fixed sample shows for the demo page: no Firestore read. */
const base: Omit<ComedyEvent, 'id' | 'slug' | 'name' | 'cover_image_url' | 'ticket_price'> = {
  description:
    'Una hora de humor sin filtro: historias de la vida diaria, de la familia y del trancón. Recomendado para mayores de 18 años.',
  city: 'Bogotá',
  venue: { name: 'Teatro de muestra', address: 'Calle 1 # 2-3, Bogotá' },
  date: '2026-12-04',
  time: '20:00',
  event_date: new Date('2026-12-05T01:00:00Z'),
  status: 'active',
  event_type: 'internal',
  external_url: '',
  is_recurring: false,
  recurrence_pattern: '',
  capacity: 120,
  seats_left: 80,
};

export const MOCK_EVENTS: ComedyEvent[] = [
  {
    ...base,
    id: 'demo-1',
    slug: 'demo-noche-de-stand-up',
    name: 'Noche de stand up',
    cover_image_url: '/images/events/poster-1.jpg',
    ticket_price: 45000,
  },
  {
    ...base,
    id: 'demo-2',
    slug: 'demo-impro-de-los-jueves',
    name: 'Impro de los jueves',
    cover_image_url: '/images/events/poster-5.jpg',
    ticket_price: 30000,
    is_recurring: true,
    recurrence_pattern: 'Todos los jueves',
    seats_left: 4,
  },
  {
    ...base,
    id: 'demo-3',
    slug: 'demo-micro-abierto',
    name: 'Micrófono abierto',
    cover_image_url: '/images/events/poster-8.jpg',
    ticket_price: 0,
    seats_left: 0,
  },
];
