import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  bogotaDateString,
  bogotaInstant,
  CANCELLED_SHOW_STATUS,
  cancellationProgressLabel,
  EVENT_STATUS_ACTIVE,
  formatEventDate,
  formatEventTime,
  SHOW_DATES_MESSAGES,
  weeklyShowDates,
  type ComedyEvent,
  type ShowDate,
} from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { CheckLabel } from '../../../components/form/Choice';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { useAddShowDates } from '../api/add-show-dates';
import { useCancelEvent } from '../api/cancel-event';
import { useShowDates } from '../api/show-dates';
import { CancelDateDialog } from './CancelDateDialog';
import styles from './ShowDatesSection.module.css';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** While a cancelled date's refunds run, its progress is read again this often. */
const PROGRESS_POLL_MS = 3000;

const dateLabel = (event: ComedyEvent) =>
  `${formatEventDate(event.event_date)} a las ${formatEventTime(event.event_date)}`;

/** "Vendidas: 12 de 80" from the date's own seat figures. */
function salesLabel(event: ComedyEvent): string {
  if (event.capacity === null || event.seats_left === null) return 'Sin límite de cupo';
  return `Vendidas: ${event.capacity - event.seats_left} de ${event.capacity}`;
}

const refundsRunning = (dates: ComedyEvent[] | undefined) =>
  (dates ?? []).some((date) => date.cancellation && !date.cancellation.done);

interface DateRowProps {
  date: ComedyEvent;
  current: boolean;
  now: number;
  onCancel: () => void;
}

function DateRow({ date, current, now, onCancel }: DateRowProps) {
  const cancelled = date.status === CANCELLED_SHOW_STATUS;
  const upcoming = date.event_date.getTime() > now;
  return (
    <li className={styles.row} aria-current={current ? 'page' : undefined} data-status={date.status}>
      <div className={styles.when}>
        {current ? (
          <strong>{dateLabel(date)}</strong>
        ) : (
          <Link to={`/administrador/shows/${encodeURIComponent(date.id)}`}>{dateLabel(date)}</Link>
        )}
        <span className={styles.sales}>{salesLabel(date)}</span>
      </div>
      <div className={styles.state}>
        {cancelled && <span className={styles.cancelled}>Cancelada</span>}
        {!cancelled && date.status !== EVENT_STATUS_ACTIVE && <span className={styles.hidden}>Oculta</span>}
        {date.cancellation && (
          <span className={styles.progress} role="status">
            {cancellationProgressLabel(date.cancellation)}
          </span>
        )}
        {!cancelled && upcoming && (
          <Button
            variant="ghost"
            size="small"
            onClick={onCancel}
            aria-label={`Cancelar función del ${dateLabel(date)}`}
          >
            Cancelar función
          </Button>
        )}
      </div>
    </li>
  );
}

/** The add form's first date: a week after the show's last date, at its time. */
function nextWeekOf(dates: ComedyEvent[], event: ComedyEvent): ShowDate {
  const last = dates.reduce((latest, date) => (date.event_date > latest.event_date ? date : latest), event);
  return {
    date: bogotaDateString(new Date(last.event_date.getTime() + WEEK_MS)),
    time: formatEventTime(last.event_date),
  };
}

function AddDatesForm({ event, dates }: { event: ComedyEvent; dates: ComedyEvent[] }) {
  const [first, setFirst] = useState<ShowDate>(() => nextWeekOf(dates, event));
  const [weekly, setWeekly] = useState(false);
  const [until, setUntil] = useState(() =>
    bogotaDateString(new Date(bogotaInstant(first.date, first.time).getTime() + 3 * WEEK_MS)),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { adding, failure, add, clearFailure } = useAddShowDates();

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setNotice(null);
    clearFailure();
    if (!first.date || !first.time) return setFormError(SHOW_DATES_MESSAGES.noDates);
    if (weekly && until < first.date) return setFormError(SHOW_DATES_MESSAGES.untilBeforeFirst);
    setFormError(null);
    const requested = weekly ? weeklyShowDates(first, until) : [first];
    const answer = await add({ eventId: event.id, dates: requested });
    if (answer) setNotice(SHOW_DATES_MESSAGES.added(answer.eventIds.length));
  }

  return (
    <form className={styles.add} onSubmit={(formEvent) => void submit(formEvent)} aria-label="Agregar fechas">
      <div className={styles.fields}>
        <Input
          label="Fecha"
          type="date"
          required
          value={first.date}
          onChange={(change) => setFirst({ ...first, date: change.target.value })}
        />
        <Input
          label="Hora"
          type="time"
          required
          value={first.time}
          onChange={(change) => setFirst({ ...first, time: change.target.value })}
        />
      </div>
      <CheckLabel>
        <input type="checkbox" checked={weekly} onChange={(change) => setWeekly(change.target.checked)} />
        Cada semana hasta…
      </CheckLabel>
      {weekly && (
        <Input
          label="Última fecha de la serie"
          type="date"
          required
          min={first.date}
          value={until}
          onChange={(change) => setUntil(change.target.value)}
        />
      )}
      {(formError ?? failure) && <FormAlert tone="error">{formError ?? failure}</FormAlert>}
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      <Button type="submit" loading={adding}>
        {adding ? 'Agregando…' : weekly ? 'Agregar fechas' : 'Agregar fecha'}
      </Button>
    </form>
  );
}

/**
 * The editor's "Fechas" (funciones): the show's dates with their sales, a form to add
 * one date or a weekly run (addShowDates), and "Cancelar función" on each upcoming date
 * (cancelEvent), with its refunds' progress.
 */
export function ShowDatesSection({ event }: { event: ComedyEvent }) {
  const dates = useShowDates(event, (data) => (refundsRunning(data) ? PROGRESS_POLL_MS : false));
  const [cancelling, setCancelling] = useState<ComedyEvent | null>(null);
  const [now] = useState(() => Date.now());
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useCancelEvent();

  async function confirmCancel(message: string) {
    if (!cancelling) return;
    const answer = await cancel.cancel({ eventId: cancelling.id, ...(message && { message }) }, event.id);
    if (!answer) return;
    setCancelling(null);
    setNotice(SHOW_DATES_MESSAGES.cancelled(answer.tickets));
  }

  return (
    <section className={styles.section} aria-labelledby="fechas-title">
      <h2 id="fechas-title" className={styles.title}>
        Fechas
      </h2>
      {dates.loading && !dates.data ? (
        <Spinner label="Cargando las fechas…" />
      ) : (
        <ul className={styles.list} aria-label="Fechas del show">
          {(dates.data ?? [event]).map((date) => (
            <DateRow
              key={date.id}
              date={date}
              current={date.id === event.id}
              now={now}
              onCancel={() => setCancelling(date)}
            />
          ))}
        </ul>
      )}
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      <AddDatesForm event={event} dates={dates.data ?? [event]} />
      {cancelling && (
        <CancelDateDialog
          dateLabel={dateLabel(cancelling)}
          cancelling={cancel.cancelling}
          failure={cancel.failure}
          onConfirm={(message) => void confirmCancel(message)}
          onClose={() => {
            cancel.clearFailure();
            setCancelling(null);
          }}
        />
      )}
    </section>
  );
}
