import { bogotaDateString, formatEventDate, formatEventTime } from '@carcajada/domain';
import type { DoorEvent } from '../api/door-events';

/** The door's show picker: "Hoy · 20:00 · Name", or "jueves, 24 de diciembre · 20:00 · Name" (Bogotá). */
export function doorShowLabel(event: Pick<DoorEvent, 'name' | 'start'>, now: Date): string {
  const day = bogotaDateString(event.start) === bogotaDateString(now) ? 'Hoy' : formatEventDate(event.start);
  return `${day} · ${formatEventTime(event.start)} · ${event.name}`;
}
