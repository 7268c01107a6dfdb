import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { hasLiveTurn, ON_SALE_TEXTS, queueGuardsSale, queuePhase, type ComedyEvent } from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { Spinner } from '../../../components/ui/Spinner';
import { useCurrentUser } from '../../auth';
import { queuedOrderFromQuery, queuePath } from '../../events';

type Verdict = 'reading' | 'turn' | 'noTurn' | 'ended';

/**
 * The checkout of a date sold through its virtual queue: a buyer with a live turn
 * buys, told so; anyone else is sent to the waiting room (/fila/{slug}). Other dates pass through,
 * and so does a date whose queue has ended (its seats that come back are on sale to anyone).
 */
export function QueueGate({ event, children }: { event: ComedyEvent; children: ReactNode }) {
  const current = useCurrentUser();
  const [searchParams] = useSearchParams();
  const uid = current.status === 'signed-in' ? current.user.uid : null;
  const [now] = useState(() => new Date());
  // before the opening, too, the way in is the waiting room (it counts down)
  const queued = event.queue === true && (queueGuardsSale(event, now) || Boolean(event.sale_opens_at));
  const [verdict, setVerdict] = useState<Verdict>('reading');
  const { id: eventId, queue, sale_opens_at: opensAt } = event;

  useEffect(() => {
    if (!queued || !uid) return;
    let live = true;
    // the Firestore SDK comes only for a queued date
    import('../api/queue')
      .then(({ readQueueAccess }) => readQueueAccess(eventId, uid))
      .then(
        ({ entry, state }) => {
          const at = new Date();
          if (!live) return;
          if (queuePhase({ queue, sale_opens_at: opensAt }, state, at) === 'ended') setVerdict('ended');
          else setVerdict(hasLiveTurn(entry, at) ? 'turn' : 'noTurn');
        },
        () => live && setVerdict('noTurn'),
      );
    return () => {
      live = false;
    };
  }, [queued, uid, current.status, eventId, queue, opensAt]);

  if (!queued || verdict === 'ended') return <>{children}</>;
  // the order asked for goes along, so the turn comes back to it
  if (verdict === 'noTurn' || current.status === 'signed-out')
    return <Navigate to={queuePath(event, queuedOrderFromQuery(searchParams))} replace />;
  if (verdict === 'reading') return <Spinner label="Revisando tu turno…" />;
  return (
    <>
      <FormAlert tone="info">{ON_SALE_TEXTS.yourTurn}</FormAlert>
      {children}
    </>
  );
}
