import { Suspense, useEffect, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  aheadOf,
  countdownText,
  formatEventDate,
  formatEventTime,
  hasLiveTurn,
  mayJoinQueue,
  ON_SALE_TEXTS,
  QUEUE_JOIN_LEAD_MINUTES,
  queueRateOf,
  queueWaitMinutes,
  saleIsOpen,
  type ComedyEvent,
  type QueueEntry,
  type QueueState,
} from '@carcajada/domain';
import { DocumentTitle } from '../../../components/DocumentTitle';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { useCurrentUser } from '../../auth';
import {
  checkoutPath,
  eventPath,
  queuedOrderFromQuery,
  useEventBySlug,
  WaitlistPanel,
  type QueuedOrder,
} from '../../events';
import { joinQueue, listenToQueueEntry, listenToQueueState } from '../api/queue';
import { useLive } from '../../../lib/use-live';
import { SaleCountdown, useNow } from '../../../components/SaleCountdown';
import styles from './WaitingRoomPage.module.css';

export const WAITING_ROOM_TEXTS = {
  title: 'Fila virtual',
  notFound: 'Evento no encontrado',
  loadFailed: 'No pudimos cargar la fila. Revisa tu conexión: tu lugar se conserva.',
  noQueue: 'Esta función no se vende con fila virtual.',
  buyDirectly: 'Comprar entradas',
  notYet: `La fila abre ${QUEUE_JOIN_LEAD_MINUTES} minutos antes de la venta. Deja esta página abierta: te ponemos en la fila sin que hagas nada.`,
  joining: 'Entrando a la fila…',
  estimateLabel: 'Tiempo estimado:',
  rejoin: 'Volver a la fila',
  myTickets: 'Ver mis tickets',
  turnEndsIn: 'Tu turno vence en',
  backToEvent: 'Volver al evento',
} as const;

interface LiveQueue {
  /** undefined while the first snapshot is on its way; null: no place. */
  entry: QueueEntry | null | undefined;
  state: QueueState | null;
  failed: boolean;
}

/** The account's place and the date's public state, live (two listeners, no polling). */
function useLiveQueue(eventId: string, uid: string): LiveQueue {
  const entry = useLive(['queue-entry', eventId, uid], () => listenToQueueEntry(eventId, uid));
  const state = useLive(['queue-state', eventId], () => listenToQueueState(eventId));
  return { entry: entry.data, state: state.data ?? null, failed: Boolean(entry.error ?? state.error) };
}

interface PlaceProps {
  entry: QueueEntry;
  state: QueueState | null;
  rate: number;
  /** The sale has opened: a place without a position is being given one now, not at a later opening. */
  saleOpen: boolean;
}

function Place({ entry, state, rate, saleOpen }: PlaceProps) {
  const ahead = aheadOf(entry.position, state?.admitted ?? 0);
  return (
    <section className={styles.card} aria-live="polite">
      <h2 className={styles.status}>{ON_SALE_TEXTS.inQueue}</h2>
      {ahead === null ? (
        <p>{saleOpen ? ON_SALE_TEXTS.placesBeingGiven : ON_SALE_TEXTS.waitingForDraw}</p>
      ) : (
        <>
          <p className={styles.ahead}>{ON_SALE_TEXTS.ahead(ahead)}</p>
          <p className={styles.estimate}>
            {WAITING_ROOM_TEXTS.estimateLabel} {ON_SALE_TEXTS.estimate(queueWaitMinutes(ahead, rate))}
          </p>
        </>
      )}
      <p className={styles.note}>{ON_SALE_TEXTS.keepPlace}</p>
    </section>
  );
}

function Turn({ event, entry, order }: { event: ComedyEvent; entry: QueueEntry; order: QueuedOrder }) {
  const now = useNow();
  return (
    <section className={styles.card} aria-live="assertive">
      <h2 className={styles.status}>{ON_SALE_TEXTS.yourTurn}</h2>
      {now && entry.turnExpiresAt && (
        <p className={styles.estimate}>
          {WAITING_ROOM_TEXTS.turnEndsIn}{' '}
          <time role="timer" className={styles.clock}>
            {countdownText(entry.turnExpiresAt, now).slice(3)}
          </time>
        </p>
      )}
      <ButtonLink to={checkoutPath(event, order.quantity, order.typeId)} size="large" fullWidth>
        {ON_SALE_TEXTS.goToCheckout}
      </ButtonLink>
    </section>
  );
}

function Ended({ text, action }: { text: string; action: React.ReactNode }) {
  return (
    <section className={styles.card}>
      <p className={styles.status}>{text}</p>
      {action}
    </section>
  );
}

function Queue({ event, uid, order }: { event: ComedyEvent; uid: string; order: QueuedOrder }) {
  const { entry, state, failed } = useLiveQueue(event.id, uid);
  const join = useCallableAction(joinQueue);
  const now = useNow();
  const asked = useRef(false);
  const opensAt = event.sale_opens_at ?? null;
  const joinable = now !== null && mayJoinQueue(opensAt, now);
  const soldOut = state?.soldOut === true;
  const ended = soldOut || state?.cancelled === true;

  // no place yet: the room takes one as soon as the queue may be joined (once; a reload keeps it)
  useEffect(() => {
    if (entry !== null || !joinable || ended || asked.current) return;
    asked.current = true;
    void join.run(event.id);
  }, [entry, joinable, ended, join, event.id]);

  const rate = queueRateOf(event.queue_rate);
  // the countdown until the opening; once places are drawn or turns given, the sale is open whatever this page read
  const opened = (state?.admitted ?? 0) > 0 || (entry?.position ?? null) !== null;
  const saleOpen = opened || (now !== null && saleIsOpen(opensAt, now));
  const header = opensAt && now && !saleOpen && <SaleCountdown opensAt={opensAt} />;
  let body: React.ReactNode;
  if (state?.cancelled) body = <Ended text={ON_SALE_TEXTS.cancelled} action={null} />;
  else if (soldOut && entry?.status !== 'admitted' && entry?.status !== 'done')
    body = <Ended text={ON_SALE_TEXTS.soldOut} action={<WaitlistPanel event={event} />} />;
  else if (entry === undefined) body = <Spinner label={WAITING_ROOM_TEXTS.joining} />;
  else if (entry === null)
    body = joinable ? (
      <Spinner label={WAITING_ROOM_TEXTS.joining} />
    ) : (
      <p className={styles.note}>{WAITING_ROOM_TEXTS.notYet}</p>
    );
  else if (entry.status === 'waiting') body = <Place entry={entry} state={state} rate={rate} saleOpen={saleOpen} />;
  else if (entry.status === 'admitted' && now && hasLiveTurn(entry, now))
    body = <Turn event={event} entry={entry} order={order} />;
  else if (entry.status === 'done')
    body = (
      <Ended
        text={ON_SALE_TEXTS.turnUsed}
        action={
          <ButtonLink to="/tickets" variant="secondary" fullWidth>
            {WAITING_ROOM_TEXTS.myTickets}
          </ButtonLink>
        }
      />
    );
  else
    body = (
      <Ended
        text={ON_SALE_TEXTS.turnExpired}
        action={
          <Button fullWidth disabled={join.pending} onClick={() => void join.run(event.id)}>
            {WAITING_ROOM_TEXTS.rejoin}
          </Button>
        }
      />
    );

  return (
    <>
      {header}
      {body}
      {(failed || join.refusal) && (
        <p role="alert" className={styles.alert}>
          {join.refusal?.message ?? WAITING_ROOM_TEXTS.loadFailed}
        </p>
      )}
    </>
  );
}

function WaitingRoom({ event, order }: { event: ComedyEvent; order: QueuedOrder }) {
  const current = useCurrentUser();
  return (
    <article className={styles.room}>
      <DocumentTitle page={`${WAITING_ROOM_TEXTS.title} · ${event.name}`} />
      <p className={styles.kicker}>{WAITING_ROOM_TEXTS.title}</p>
      <h1 className={styles.name}>{event.name}</h1>
      <p className={styles.when}>
        {formatEventDate(event.event_date)} · {formatEventTime(event.event_date)} · {event.venue.name}
      </p>
      {!event.queue ? (
        <Ended
          text={WAITING_ROOM_TEXTS.noQueue}
          action={
            <ButtonLink to={checkoutPath(event, order.quantity, order.typeId)} fullWidth>
              {WAITING_ROOM_TEXTS.buyDirectly}
            </ButtonLink>
          }
        />
      ) : current.status === 'signed-in' ? (
        <Queue event={event} uid={current.user.uid} order={order} />
      ) : (
        <Spinner label={WAITING_ROOM_TEXTS.joining} />
      )}
      <ButtonLink to={eventPath(event)} variant="ghost" fullWidth>
        {WAITING_ROOM_TEXTS.backToEvent}
      </ButtonLink>
    </article>
  );
}

function WaitingRoomBySlug({ slug, order }: { slug: string; order: QueuedOrder }) {
  const event = useEventBySlug(slug);
  if (!event) return <p role="alert">{WAITING_ROOM_TEXTS.notFound}</p>;
  return <WaitingRoom event={event} order={order} />;
}

/** /fila/{slug}?quantity=N&tipo=<typeId>: the waiting room of a date sold through its virtual queue. */
export default function WaitingRoomPage() {
  const { slug } = useParams();
  const [searchParams] = useSearchParams();
  // what the date's page chose, passed on to the checkout when the turn comes
  const order = queuedOrderFromQuery(searchParams);
  return (
    <PageLayout>
      {slug ? (
        <ErrorBoundary resetKeys={[slug]} fallback={<p role="alert">{WAITING_ROOM_TEXTS.loadFailed}</p>}>
          <Suspense fallback={<Spinner size="large" label="Cargando la fila…" />}>
            <WaitingRoomBySlug slug={slug} order={order} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <p role="alert">{WAITING_ROOM_TEXTS.notFound}</p>
      )}
    </PageLayout>
  );
}
