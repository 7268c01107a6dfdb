import { icsCalendar, type CalendarEntry } from '@carcajada/domain';

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
  const url = URL.createObjectURL(new Blob([icsCalendar(entry)], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started by now; the object URL is no longer needed
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
