import { hasLiveTurn, needsQueueTurn } from '@carcajada/domain';
import { refusal } from '../common/errors.js';
import { isStaleWrite } from '../common/firestore.js';
import type { StoredEvent } from '../documents/event.js';
import { readQueuePhase } from '../documents/queue-state.js';
import { queueEntryRef } from './entries.js';
import { parseQueueEntry } from '@carcajada/domain/stored/queue-entry';

type QueuedEvent = StoredEvent & { id: string };

function liveTurnOf(entry: ReturnType<typeof parseQueueEntry>, now: Date): boolean {
  return hasLiveTurn(entry && { status: entry.status, turnExpiresAt: entry.turnExpiresAt?.toDate() ?? null }, now);
}

/** Whether buying the date's online seats needs a turn now: its queue runs (domain `needsQueueTurn`). */
async function turnNeeded(event: QueuedEvent, now: Date): Promise<boolean> {
  return needsQueueTurn(await readQueuePhase(event.id, event, now));
}

/**
 * previewOrder and the first check of createTicketPreference: while a queued date's queue runs,
 * only an account with a live turn may price or buy it (a waitlist offer or a code included).
 * `repeating`: a repeated purchase request (its requestId) may find its turn already used.
 */
export async function assertQueueTurn(
  uid: string | null,
  event: QueuedEvent,
  now: Date,
  repeating = false,
): Promise<void> {
  if (!(await turnNeeded(event, now))) return;
  if (!uid) throw refusal('queueTurnRequired');
  const entry = parseQueueEntry((await queueEntryRef(event.id, uid).get()).data());
  if (liveTurnOf(entry, now)) return;
  if (repeating && entry?.status === 'done') return;
  throw refusal('queueTurnRequired');
}

/** What a used turn gives back when its checkout could not start (the seats, the price…). */
export type TurnRelease = () => Promise<void>;

/**
 * A live turn starts one checkout: its entry becomes `done` with a write guarded by the update
 * time it read, so two checkouts at once cannot both use it. Null when the date needs no turn.
 */
export async function takeQueueTurn(uid: string, event: QueuedEvent, now: Date): Promise<TurnRelease | null> {
  if (!(await turnNeeded(event, now))) return null;
  const ref = queueEntryRef(event.id, uid);
  const snapshot = await ref.get();
  if (!liveTurnOf(parseQueueEntry(snapshot.data()), now)) throw refusal('queueTurnRequired');
  try {
    await ref.update({ status: 'done', usedAt: now }, { lastUpdateTime: snapshot.updateTime! });
  } catch (error) {
    if (isStaleWrite(error)) throw refusal('queueTurnRequired');
    throw error;
  }
  return async () => {
    // the turn returns only while it is still live (the admission step may pass an expired one on)
    const current = parseQueueEntry((await ref.get()).data());
    if (current?.status === 'done' && current.turnExpiresAt && current.turnExpiresAt.toMillis() > Date.now())
      await ref.update({ status: 'admitted', usedAt: null });
  };
}
