import { icsCalendar, type CalendarEntry } from '@carcajada/domain';
import { downloadTextFile } from './download-file';

/** "Risas en el Teatro!" → "risas-en-el-teatro": a file name any system accepts. */
export function calendarFileName(text: string): string {
  const safe = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${safe || 'carcajada'}.ics`;
}

/** Saves the entry as an .ics file (the browser's download, nothing sent anywhere). */
export function downloadCalendarFile(entry: CalendarEntry, fileName: string): void {
  downloadTextFile(icsCalendar(entry), fileName, 'text/calendar;charset=utf-8');
}
