import { useId, useState } from 'react';
import {
  effectiveQuantity,
  quantityFromInput,
  WAITLIST_MAX_QUANTITY,
  WAITLIST_TEXTS,
  type ComedyEvent,
} from '@carcajada/domain';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { QuantityStepper } from '../../../components/ui/QuantityStepper';
import { useCurrentUser } from '../../auth';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { useQuery } from '../../../lib/use-query';
import { joinWaitlist, leaveWaitlist, readOwnWaitlistEntry, type OwnWaitlistEntry } from '../api/waitlist';
import { eventPath, eventPathSegment } from '../utils/event-format';
import styles from './EventDetails.module.css';

/**
 * The entry of the signed-in account, read after hydration (the page itself is drawn by the
 * server): undefined while it loads, null without one (or unreadable).
 */
function useOwnEntry(eventId: string, uid: string | null) {
  const { data, error, refetch } = useQuery(uid ? ['waitlist-entry', eventId, uid] : null, () =>
    readOwnWaitlistEntry(eventId, uid ?? ''),
  );
  return { entry: error ? null : data, reload: refetch };
}

/** The checkout of the seats held for this account (its type, if the entry named one). */
function offerPath(event: ComedyEvent, entry: OwnWaitlistEntry): string {
  const tipo = entry.ticketTypeId ? `&tipo=${encodeURIComponent(entry.ticketTypeId)}` : '';
  return `/compra/${eventPathSegment(event)}?quantity=${entry.quantity}${tipo}&oferta=${encodeURIComponent(entry.id)}`;
}

/** A sold-out date: "Avísame si se liberan entradas", or the account's place on the waitlist. */
export function WaitlistPanel({ event }: { event: ComedyEvent }) {
  const current = useCurrentUser();
  const uid = current.status === 'signed-in' ? current.user.uid : null;
  const { entry, reload } = useOwnEntry(event.id, uid);
  const [quantityText, setQuantityText] = useState('1');
  // a seated date's waitlist offers seats of one localidad: the one asked here
  const categories = event.seating_plan_id ? Object.keys(event.seat_categories ?? {}) : [];
  const [category, setCategory] = useState(categories[0] ?? '');
  const categoryId = useId();
  const join = useCallableAction(joinWaitlist);
  const leave = useCallableAction(leaveWaitlist);

  if (current.status !== 'signed-in') {
    return (
      <ButtonLink to="/iniciar-sesion" state={{ from: eventPath(event) }} variant="secondary" fullWidth>
        {WAITLIST_TEXTS.join}
      </ButtonLink>
    );
  }
  if (entry === undefined) return null;
  const refusal = join.refusal ?? leave.refusal;
  if (entry?.status === 'offered') {
    return (
      <div className={styles.waitlist}>
        <p>{WAITLIST_TEXTS.offered}</p>
        {entry.seats.length > 0 && (
          <p>
            {WAITLIST_TEXTS.heldSeats}: {entry.seats.map((seat) => seat.label).join(', ')}
          </p>
        )}
        <ButtonLink to={offerPath(event, entry)} fullWidth>
          {WAITLIST_TEXTS.buyOffer}
        </ButtonLink>
      </div>
    );
  }
  if (entry?.status === 'waiting') {
    return (
      <div className={styles.waitlist}>
        <p className={styles.waitlistJoined}>{WAITLIST_TEXTS.joined}</p>
        <Button
          variant="secondary"
          fullWidth
          disabled={leave.pending}
          onClick={async () => {
            if (await leave.run(event.id)) reload();
          }}
        >
          {WAITLIST_TEXTS.leave}
        </Button>
        {refusal && <p role="alert">{refusal.message}</p>}
      </div>
    );
  }
  return (
    <div className={styles.waitlist}>
      {categories.length > 0 && (
        <div className={styles.waitlistCategory}>
          <label htmlFor={categoryId}>{WAITLIST_TEXTS.categoryLabel}</label>
          <select id={categoryId} value={category} onChange={(change) => setCategory(change.target.value)}>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      )}
      <QuantityStepper value={quantityText} onChange={setQuantityText} max={WAITLIST_MAX_QUANTITY} />
      <Button
        fullWidth
        disabled={join.pending}
        onClick={async () => {
          const quantity = effectiveQuantity(quantityFromInput(quantityText));
          if (await join.run(event.id, quantity, undefined, category || undefined)) reload();
        }}
      >
        {WAITLIST_TEXTS.join}
      </Button>
      {refusal && <p role="alert">{refusal.message}</p>}
    </div>
  );
}
