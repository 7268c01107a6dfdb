import { useId } from 'react';
import { googleCalendarUrl, type CalendarEntry } from '@carcajada/domain';
import { calendarFileName, downloadCalendarFile } from '../lib/calendar-file';
import { CalendarIcon, ExternalIcon } from './icons';
import { Button, ButtonAnchor } from './ui/Button';
import styles from './AddToCalendar.module.css';

export const CALENDAR_LABELS = {
  group: 'Agregar al calendario',
  ics: 'Descargar .ics',
  google: 'Google Calendar',
} as const;

export interface AddToCalendarProps {
  entry: CalendarEntry;
  /** The .ics file's name without extension (the event's slug). */
  fileName: string;
}

/** The show in the visitor's calendar, in Bogotá time: an .ics file (Apple, Outlook…) or Google Calendar. */
export function AddToCalendar({ entry, fileName }: AddToCalendarProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <p id={labelId} className={styles.label}>
        <CalendarIcon className={styles.icon} />
        {CALENDAR_LABELS.group}
      </p>
      <div className={styles.actions}>
        <Button
          size="small"
          variant="secondary"
          onClick={() => downloadCalendarFile(entry, calendarFileName(fileName))}
        >
          {CALENDAR_LABELS.ics}
        </Button>
        <ButtonAnchor
          size="small"
          variant="secondary"
          href={googleCalendarUrl(entry)}
          target="_blank"
          rel="noopener noreferrer"
          icon={<ExternalIcon />}
          iconPosition="right"
        >
          {CALENDAR_LABELS.google}
        </ButtonAnchor>
      </div>
    </div>
  );
}
