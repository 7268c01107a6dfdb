/**
 * Seed catalogue for the emulators. Dates are offsets from today in Bogotá, so a fresh start
 * always shows upcoming shows (contract "Local set-up").
 */
import { PARTNER_VENUE_NAME } from '@carcajada/domain';

export interface SeedEvent {
  slug: string;
  name: string;
  description: string;
  city: 'Bogotá' | 'Medellín' | 'Cali' | 'Barranquilla';
  venue: { name: string; address: string };
  /** Days from today (Bogotá); negative is in the past. */
  dayOffset: number;
  time: string;
  ticket_price: number;
  status?: 'active' | 'inactive';
  recurrence_pattern?: string;
  external_url?: string;
  poster: number;
  /** Seats still free when seeded (default: all of the venue's capacity). */
  seatsLeft?: number;
  /** Moves the date to the first of this weekday (0 = Sunday) on or after `dayOffset`. */
  weekday?: number;
  /** A date of a show with several (funciones): the slug of the show's first date. */
  series?: string;
}

export interface SeedUser {
  uid: string;
  email: string;
  password: string;
  name: string;
  phone: string;
  city: string;
  role: 'USER' | 'ORGANIZER' | 'ADMIN';
  /** ORGANIZER accounts: their organizer (emulator-data/organizers.ts). */
  organizerId?: string;
}

export const DEMO_PASSWORD = 'Risas2026!';

export const SEED_USERS: SeedUser[] = [
  {
    uid: 'demo-usuario',
    email: 'usuario@carcajada.test',
    password: DEMO_PASSWORD,
    name: 'Lucía Restrepo',
    phone: '3001234567',
    city: 'Bogotá',
    role: 'USER',
  },
  {
    uid: 'demo-admin',
    email: 'admin@carcajada.test',
    password: DEMO_PASSWORD,
    name: 'Andrés Admin',
    phone: '3109876543',
    city: 'Medellín',
    role: 'ADMIN',
  },
  {
    uid: 'demo-organizador',
    email: 'organizador@carcajada.test',
    password: DEMO_PASSWORD,
    name: 'Mariana Productora',
    phone: '3014567890',
    city: 'Bogotá',
    role: 'ORGANIZER',
    organizerId: 'org-risas',
  },
  {
    uid: 'demo-organizador-caribe',
    email: 'caribe@carcajada.test',
    password: DEMO_PASSWORD,
    name: 'Rafael Costeño',
    phone: '3157654321',
    city: 'Barranquilla',
    role: 'ORGANIZER',
    organizerId: 'org-caribe',
  },
  {
    uid: 'demo-portero',
    email: 'portero@carcajada.test',
    password: DEMO_PASSWORD,
    name: 'Jhon Portero',
    phone: '3201112233',
    city: 'Bogotá',
    role: 'USER',
  },
  // buyers of the seeded sales (emulator-data/organizers.ts)
  ...[
    ['demo-comprador-1', 'camila@carcajada.test', 'Camila Ortiz', '3005550101'],
    ['demo-comprador-2', 'julian@carcajada.test', 'Julián Gómez', '3005550102'],
    ['demo-comprador-3', 'valentina@carcajada.test', 'Valentina Díaz', '3005550103'],
  ].map(([uid, email, name, phone]) => ({
    uid: uid!,
    email: email!,
    password: DEMO_PASSWORD,
    name: name!,
    phone: phone!,
    city: 'Bogotá',
    role: 'USER' as const,
  })),
];

export const SEED_PAYMENTS_CONFIG = { fees: 5000, taxes: 19 };

const V = {
  club911: { name: PARTNER_VENUE_NAME, address: 'Calle 85 # 11-53, Bogotá' },
  teatroNacional: { name: 'Teatro Nacional La Castellana', address: 'Calle 95 # 47-15, Bogotá' },
  casaComedia: { name: 'Casa de la Comedia', address: 'Carrera 7 # 45-10, Bogotá' },
  pabloTobon: { name: 'Teatro Pablo Tobón Uribe', address: 'Carrera 40 # 51-24, Medellín' },
  elTeatrico: { name: 'El Teatrico', address: 'Calle 10 # 36-23, Medellín' },
  teatroJorgeIsaacs: { name: 'Teatro Jorge Isaacs', address: 'Carrera 3 # 12-28, Cali' },
  salaBeethoven: { name: 'Sala Beethoven', address: 'Avenida 2 Norte # 7N-28, Cali' },
  teatroAmira: { name: 'Teatro Amira de la Rosa', address: 'Carrera 54 # 52-258, Barranquilla' },
  casaCarnaval: { name: 'Casa del Carnaval', address: 'Carrera 54 # 49B-39, Barranquilla' },
};

/** Seats per venue (realistic sizes, 60–400); external events have no capacity here. */
export const VENUE_CAPACITY: Record<string, number> = {
  [V.club911.name]: 120,
  [V.teatroNacional.name]: 400,
  [V.casaComedia.name]: 80,
  [V.pabloTobon.name]: 350,
  [V.elTeatrico.name]: 60,
  [V.teatroJorgeIsaacs.name]: 400,
  [V.salaBeethoven.name]: 150,
  [V.teatroAmira.name]: 380,
  [V.casaCarnaval.name]: 200,
};

/** A show's description; the verb agrees with who is on stage ("El dúo llega", "Tres comediantes llegan"). */
const about = (who: string, plural = false): string =>
  `${who} ${plural ? 'llegan' : 'llega'} con una hora de humor sin filtro: historias de la vida diaria, de la familia y del trancón, contadas como solo se cuentan entre amigos. Recomendado para mayores de 18 años.`;

/** Funciones: a weekly show on four Thursdays, sharing series_id, its second date sold out. */
const WEEKLY_SHOW_SLUG = 'jueves-de-impro';
const THURSDAY = 4;
const weeklyDate = (week: number, seatsLeft?: number): SeedEvent => ({
  slug: week === 1 ? WEEKLY_SHOW_SLUG : `${WEEKLY_SHOW_SLUG}-semana-${week}`,
  name: 'Jueves de Impro',
  description: about('La liga de improvisación'),
  city: 'Bogotá',
  venue: V.casaComedia,
  dayOffset: 1 + 7 * (week - 1),
  weekday: THURSDAY,
  time: '20:00',
  ticket_price: 35000,
  poster: 7,
  series: WEEKLY_SHOW_SLUG,
  ...(seatsLeft !== undefined && { seatsLeft }),
});

export const SEED_EVENTS: SeedEvent[] = [
  // Funciones: one show, four Thursdays (the second sold out, the third with its last seats)
  weeklyDate(1),
  weeklyDate(2, 0),
  weeklyDate(3, 6),
  weeklyDate(4),
  // Today
  {
    slug: 'noche-de-stand-up-911',
    name: 'Noche de Stand Up 911',
    description: about('El elenco de la casa'),
    city: 'Bogotá',
    venue: V.club911,
    dayOffset: 0,
    time: '21:00',
    ticket_price: 45000,
    poster: 1,
  },
  {
    slug: 'risas-en-el-poblado',
    name: 'Risas en El Poblado',
    description: about('Tres comediantes paisas', true),
    city: 'Medellín',
    venue: V.elTeatrico,
    dayOffset: 0,
    time: '22:00',
    ticket_price: 38000,
    poster: 2,
  },
  {
    slug: 'micro-abierto-casa-comedia',
    name: 'Micrófono abierto',
    description: about('Comediantes nuevos', true),
    city: 'Bogotá',
    venue: V.casaComedia,
    dayOffset: 0,
    time: '23:30',
    ticket_price: 0,
    poster: 3,
  },
  // This week
  {
    slug: 'la-chiva-del-humor',
    name: 'La Chiva del Humor',
    description: about('La Chiva'),
    city: 'Cali',
    venue: V.teatroJorgeIsaacs,
    dayOffset: 1,
    time: '20:00',
    ticket_price: 55000,
    poster: 4,
  },
  {
    slug: 'costenos-sin-filtro',
    name: 'Costeños sin filtro',
    description: about('El parche costeño'),
    city: 'Barranquilla',
    venue: V.teatroAmira,
    dayOffset: 2,
    time: '20:30',
    ticket_price: 42000,
    poster: 5,
  },
  {
    slug: 'impro-911-jueves',
    name: 'Impro 911',
    description: about('El equipo de improvisación'),
    city: 'Bogotá',
    venue: V.club911,
    dayOffset: 3,
    time: '20:00',
    ticket_price: 30000,
    recurrence_pattern: 'Todos los jueves',
    poster: 6,
  },
  {
    slug: 'mujeres-al-microfono',
    name: 'Mujeres al micrófono',
    description: about('Cinco comediantes', true),
    city: 'Medellín',
    venue: V.pabloTobon,
    dayOffset: 4,
    time: '19:30',
    ticket_price: 60000,
    poster: 7,
  },
  {
    slug: 'humor-salsero',
    name: 'Humor salsero',
    description: about('El combo caleño'),
    city: 'Cali',
    venue: V.salaBeethoven,
    dayOffset: 5,
    time: '21:00',
    ticket_price: 0,
    poster: 8,
  },
  {
    slug: 'el-show-de-los-viernes',
    name: 'El show de los viernes',
    description: about('Los residentes del club', true),
    city: 'Bogotá',
    venue: V.club911,
    dayOffset: 6,
    time: '22:00',
    ticket_price: 50000,
    recurrence_pattern: 'Todos los viernes',
    poster: 1,
  },
  // Later this month and next month (offsets past the end of a short month roll into the next)
  {
    slug: 'carnaval-de-risas',
    name: 'Carnaval de risas',
    description: about('La Casa del Carnaval'),
    city: 'Barranquilla',
    venue: V.casaCarnaval,
    dayOffset: 8,
    time: '20:00',
    ticket_price: 35000,
    poster: 2,
  },
  {
    slug: 'gran-gala-del-humor',
    name: 'Gran gala del humor',
    description: about('Diez comediantes', true),
    city: 'Bogotá',
    venue: V.teatroNacional,
    dayOffset: 9,
    time: '19:00',
    ticket_price: 120000,
    poster: 3,
  },
  {
    slug: 'paisas-en-apuros',
    name: 'Paisas en apuros',
    description: about('El dúo paisa'),
    city: 'Medellín',
    venue: V.elTeatrico,
    dayOffset: 10,
    time: '20:00',
    ticket_price: 40000,
    poster: 4,
    // a handful of seats left: cards say "¡Últimas 4 entradas!"
    seatsLeft: 4,
  },
  {
    slug: 'stand-up-en-el-pacifico',
    name: 'Stand up en el Pacífico',
    description: about('Comediantes del Pacífico', true),
    city: 'Cali',
    venue: V.teatroJorgeIsaacs,
    dayOffset: 12,
    time: '20:30',
    ticket_price: 45000,
    poster: 5,
    // sold out: cards say "Agotado"
    seatsLeft: 0,
  },
  {
    slug: 'open-mic-911',
    name: 'Open mic 911',
    description: about('Nuevas voces', true),
    city: 'Bogotá',
    venue: V.club911,
    dayOffset: 13,
    time: '19:00',
    ticket_price: 0,
    recurrence_pattern: 'Todos los martes',
    poster: 6,
  },
  {
    slug: 'tour-nacional-externo',
    name: 'Tour nacional de comedia',
    description: about('El tour más grande del año'),
    city: 'Bogotá',
    venue: V.teatroNacional,
    dayOffset: 15,
    time: '20:00',
    ticket_price: 150000,
    external_url: 'https://boletas.example.com/tour-nacional',
    poster: 7,
  },
  {
    slug: 'barranquilla-se-rie',
    name: 'Barranquilla se ríe',
    description: about('El festival costeño'),
    city: 'Barranquilla',
    venue: V.teatroAmira,
    dayOffset: 18,
    time: '21:00',
    ticket_price: 48000,
    poster: 8,
  },
  {
    slug: 'comedia-en-la-castellana',
    name: 'Comedia en La Castellana',
    description: about('Los clásicos del humor', true),
    city: 'Bogotá',
    venue: V.teatroNacional,
    dayOffset: 20,
    time: '20:00',
    ticket_price: 70000,
    poster: 1,
  },
  {
    slug: 'medellin-de-risa',
    name: 'Medellín de risa',
    description: about('El parche de Laureles'),
    city: 'Medellín',
    venue: V.pabloTobon,
    dayOffset: 24,
    time: '20:00',
    ticket_price: 52000,
    poster: 2,
  },
  {
    slug: 'cali-pa-reirse',
    name: 'Cali pa’ reírse',
    description: about('El combo del sur'),
    city: 'Cali',
    venue: V.salaBeethoven,
    dayOffset: 28,
    time: '19:30',
    ticket_price: 36000,
    poster: 3,
  },
  {
    slug: 'noche-de-roast-911',
    name: 'Noche de roast',
    description: about('Los roasters de la casa', true),
    city: 'Bogotá',
    venue: V.club911,
    dayOffset: 32,
    time: '21:30',
    ticket_price: 65000,
    poster: 4,
  },
  {
    slug: 'humor-negro-medellin',
    name: 'Humor negro',
    description: about('Tres valientes', true),
    city: 'Medellín',
    venue: V.elTeatrico,
    dayOffset: 38,
    time: '22:00',
    ticket_price: 44000,
    poster: 5,
  },
  {
    slug: 'risas-frente-al-mar',
    name: 'Risas frente al mar',
    description: about('El parche de la costa'),
    city: 'Barranquilla',
    venue: V.casaCarnaval,
    dayOffset: 42,
    time: '20:00',
    ticket_price: 0,
    poster: 6,
  },
  {
    slug: 'festival-de-comedia-cali',
    name: 'Festival de comedia de Cali',
    description: about('Veinte comediantes', true),
    city: 'Cali',
    venue: V.teatroJorgeIsaacs,
    dayOffset: 47,
    time: '18:00',
    ticket_price: 90000,
    poster: 7,
  },
  {
    slug: 'cierre-de-temporada-911',
    name: 'Cierre de temporada 911',
    description: about('Todo el elenco'),
    city: 'Bogotá',
    venue: V.club911,
    dayOffset: 52,
    time: '21:00',
    ticket_price: 80000,
    poster: 8,
  },
  {
    slug: 'sabado-de-sketches',
    name: 'Sábado de sketches',
    description: about('La compañía de sketches'),
    city: 'Medellín',
    venue: V.pabloTobon,
    dayOffset: 55,
    time: '20:00',
    ticket_price: 46000,
    recurrence_pattern: 'Todos los sábados',
    poster: 1,
  },
  {
    slug: 'comedia-de-barrio',
    name: 'Comedia de barrio',
    description: about('Los de la cuadra', true),
    city: 'Bogotá',
    venue: V.casaComedia,
    dayOffset: 58,
    time: '20:00',
    ticket_price: 25000,
    poster: 2,
  },
  // Never listed: past, and inactive
  {
    slug: 'show-de-ayer',
    name: 'El show de ayer',
    description: about('Un show que ya pasó'),
    city: 'Bogotá',
    venue: V.club911,
    dayOffset: -1,
    time: '20:00',
    ticket_price: 40000,
    poster: 3,
  },
  {
    slug: 'temporada-pasada',
    name: 'Temporada pasada',
    description: about('Una temporada que terminó'),
    city: 'Cali',
    venue: V.salaBeethoven,
    dayOffset: -20,
    time: '20:00',
    ticket_price: 30000,
    poster: 4,
  },
  {
    slug: 'show-cancelado',
    name: 'Show cancelado',
    description: about('Un show que se canceló'),
    city: 'Medellín',
    venue: V.elTeatrico,
    dayOffset: 7,
    time: '20:00',
    ticket_price: 40000,
    status: 'inactive',
    poster: 5,
  },
  {
    slug: 'borrador-911',
    name: 'Borrador 911',
    description: about('Un show sin publicar'),
    city: 'Bogotá',
    venue: V.club911,
    dayOffset: 11,
    time: '20:00',
    ticket_price: 50000,
    status: 'inactive',
    poster: 6,
  },
];

/**
 * The PULEP code of a seeded show that sells above 0 here (Ley 1493 de 2011): made
 * from the slug of its first date, so every date of a show carries the same registration and a
 * fresh seed always writes the same codes. Free and external shows have none.
 */
export function seedPulepCode(event: Pick<SeedEvent, 'slug' | 'series' | 'ticket_price' | 'external_url'>) {
  if (event.ticket_price <= 0 || event.external_url) return undefined;
  const slug = event.series ?? event.slug;
  let hash = 7;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000;
  return `PUL${String(hash).padStart(6, '0')}`;
}
