import { Link } from 'react-router-dom';
import {
  bogotaDateString,
  CANCELLED_SHOW_STATUS,
  cancellationProgressLabel,
  eventFormFromEvent,
  EXTERNAL_EVENT_TYPE,
  WAITLIST_TEXTS,
} from '@carcajada/domain';
import { Button } from '../../../components/ui/Button';
import { eventDateTimeLabel } from '../../events';
import { useSaveEvent } from '../api/save-event';
import type { OverviewRow } from '../api/overview';
import { FigureList } from './FigureList';
import { LiveQueue } from './LiveQueue';
import styles from './ShowCard.module.css';

export interface ShowCardProps {
  row: OverviewRow;
  now: Date;
}

function statusLabel(active: boolean, past: boolean, cancelled: boolean): string {
  if (cancelled) return 'Cancelada';
  if (past) return active ? 'Pasado' : 'Pasado · oculto';
  return active ? 'Publicado' : 'Oculto';
}

export function ShowCard({ row, now }: ShowCardProps) {
  const { event, figures } = row;
  const { saving, failure, save } = useSaveEvent();
  const active = event.status === 'active';
  // a cancelled date never sells again: no "Publicar", its refunds' progress instead
  const cancelled = event.status === CANCELLED_SHOW_STATUS;
  const past = event.event_date.getTime() < now.getTime();
  const today = bogotaDateString(event.event_date) === bogotaDateString(now);
  const titleId = `show-${event.id}`;

  async function toggleStatus() {
    // saving reads the overview again
    await save({ ...eventFormFromEvent(event), status: active ? 'inactive' : 'active' });
  }

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <span className={active ? styles.badgeActive : styles.badge}>{statusLabel(active, past, cancelled)}</span>
        <h2 id={titleId} className={styles.name}>
          {event.name}
        </h2>
        <p className={styles.meta}>
          {eventDateTimeLabel(event)} · {event.venue.name} · {event.city}
        </p>
        {event.cancellation && (
          <p className={styles.meta} role="status">
            {cancellationProgressLabel(event.cancellation)}
          </p>
        )}
      </header>
      <FigureList figures={figures} label={event.name} />
      {event.waitlist && event.waitlist.people > 0 && (
        <p className={styles.meta}>{WAITLIST_TEXTS.dashboardCount(event.waitlist)}</p>
      )}
      {/* a queued date's queue, live; the rate changes in its editor ("Apertura de venta") */}
      {event.queue && !past && !cancelled && <LiveQueue event={event} />}
      <div className={styles.actions}>
        <Link className={styles.action} to={`/administrador/shows/${event.id}`}>
          Editar
        </Link>
        <Link className={styles.action} to={`/administrador/shows/${event.id}/asistentes`}>
          Asistentes
        </Link>
        {event.event_type !== EXTERNAL_EVENT_TYPE && (
          <Link className={styles.action} to={`/administrador/shows/${event.id}/ventas`}>
            Ventas y códigos
          </Link>
        )}
        <Link className={styles.action} to={`/administrador/shows/nuevo?duplicar=${event.id}`}>
          Misma función la próxima semana
        </Link>
        {today && (
          <Link className={styles.action} to={`/administrador/ingreso?evento=${event.id}`}>
            Ingreso a la puerta
          </Link>
        )}
        {!cancelled && (
          <Button size="small" variant="secondary" loading={saving} onClick={() => void toggleStatus()}>
            {active ? 'Ocultar' : 'Publicar'}
          </Button>
        )}
      </div>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure.message}
        </p>
      )}
    </article>
  );
}
