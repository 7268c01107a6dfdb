import { useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { hasLiveTurn, ON_SALE_TEXTS, queueGuardsSale, queuePhase, type ComedyEvent } from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { Spinner } from '../../../components/ui/Spinner';
import { useCurrentUser } from '../../auth';
import { useQuery } from '../../../lib/use-query';
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
  const { id: eventId, queue, sale_opens_at: opensAt } = event;
  // the Firestore SDK comes only for a queued date
  const access = useQuery(queued && uid ? ['queue-access', eventId, uid] : null, async (): Promise<Verdict> => {
    const { readQueueAccess } = await import('../api/queue');
    const { entry, state } = await readQueueAccess(eventId, uid ?? '');
    const at = new Date();
    if (queuePhase({ queue, sale_opens_at: opensAt }, state, at) === 'ended') return 'ended';
    return hasLiveTurn(entry, at) ? 'turn' : 'noTurn';
  });
  const verdict: Verdict = access.error ? 'noTurn' : (access.data ?? 'reading');

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
