/**
 * Shows the dashboard journeys create through the show form: the day they are set on, the form's
 * fields, and the clean-up of what saveEvent wrote.
 */
import { bogotaDateString } from '@carcajada/domain';
import type { Page } from 'playwright-core';
import { adminDb, deleteDocuments } from './admin.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day of a show at 23:59 Bogotá that has not started yet (on sale, on today's door, under the
 * home's "Hoy"): today, or tomorrow late at night ("Esta semana").
 */
export function showDay(now: Date): { date: string; chip: 'Hoy' | 'Esta semana' } {
  const bogotaHour = (now.getUTCHours() + 24 - 5) % 24;
  if (bogotaHour < 23) return { date: bogotaDateString(now), chip: 'Hoy' };
  return { date: bogotaDateString(new Date(now.getTime() + DAY_MS)), chip: 'Esta semana' };
}

export interface ShowFormFields {
  name: string;
  description: string;
  city: string;
  venue: string;
  address: string;
  date: string;
  price: number;
  poster: number;
  /** The PULEP code typed for a paid show (default: one when the price is above 0). */
  pulepCode?: string;
}

/** Fills the show form at 23:59 with 40 seats. */
export async function fillShowForm(page: Page, show: ShowFormFields): Promise<void> {
  await page.getByLabel(/^Nombre del show/).fill(show.name);
  await page.getByLabel(/^Descripción/).fill(show.description);
  await page.getByLabel(/^Ciudad/).fill(show.city);
  await page.getByLabel(/^Nombre del lugar/).fill(show.venue);
  await page.getByLabel(/^Dirección/).fill(show.address);
  await page.getByLabel(/^Fecha$|^Fecha \*/).fill(show.date);
  await page.getByLabel(/^Hora/).fill('23:59');
  await page.getByLabel(/^Precio por entrada/).fill(String(show.price));
  await page.getByLabel(/^Capacidad/).fill('40');
  const pulepCode = show.pulepCode ?? (show.price > 0 ? 'e2e-pulep-1' : '');
  if (pulepCode) await page.getByLabel(/^Código PULEP/).fill(pulepCode);
  await page.getByRole('button', { name: `Póster ${show.poster}` }).click();
}

/** Removes a show a journey created, with its subcollections and its reserved slug. */
export async function deleteShowNamed(name: string): Promise<void> {
  const events = await adminDb().collection('events').where('name', '==', name).get();
  for (const event of events.docs)
    await deleteDocuments([`event_slugs/${String(event.get('slug'))}`], [event.ref.path]);
}
