import { useEffect, useRef, useState, useSyncExternalStore, type Dispatch } from 'react';
import { getAdmissionList } from '../api/admission-list';
import { checkInTicket } from '../api/check-in-ticket';
import { CallableRefusal } from '../../../lib/callable';
import type { BoxOfficeView } from '@carcajada/domain';
import type { DoorAction, DoorResult, DoorState, ServerQuestion } from '../utils/door-state';
import { isRetryable, readQueue, saveQueue, type QueuedAdmission } from '../utils/offline-queue';

/** The door's side effects, one hook each, around `doorReducer` (decision "Craft II: the door as a pure reducer"). */

const RESULT_MS = 2500;
const RETRY_MS = 15_000;
const REFRESH_MS = 120_000;

type DoorDispatch = Dispatch<DoorAction>;

/** The box office's figures that came with a show's list (null view: the caller does not sell there). */
export interface BoxOfficeFigures {
  eventId: string;
  view: BoxOfficeView | null;
  /** Epoch ms when the list was asked for. */
  askedAt: number;
}

type FiguresLearned = (figures: BoxOfficeFigures) => void;

function loadList(dispatch: DoorDispatch, eventId: string, refresh: boolean, onFigures?: FiguresLearned) {
  const askedAt = Date.now();
  return getAdmissionList(eventId).then(({ tickets, boxOffice }) => {
    dispatch({ type: 'listLoaded', eventId, entries: tickets, refresh });
    onFigures?.({ eventId, view: boxOffice ?? null, askedAt });
  });
}

/** Why the list did not come: the server's refusal (e.g. `doorAccessEnded`), or null for a network failure. */
function refusalText(error: unknown): string | null {
  return error instanceof CallableRefusal && error.refusal ? error.message : null;
}

/**
 * The show's list (`admissionList`), asked for when the show opens, again every REFRESH_MS online
 * and when `refreshKey` changes (a door sale confirmed); its box office figures go to `onFigures`.
 */
export function useAdmissionList(
  eventId: string | null,
  dispatch: DoorDispatch,
  onFigures: FiguresLearned,
  refreshKey: number,
): void {
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!eventId) return;
    const refreshing = opened.current === eventId;
    opened.current = eventId;
    if (!refreshing) dispatch({ type: 'listRequested', eventId });
    loadList(dispatch, eventId, refreshing, onFigures).catch((error: unknown) => {
      if (!refreshing) dispatch({ type: 'listFailed', eventId, refusal: refusalText(error) });
    });
    const refresh = window.setInterval(() => {
      if (navigator.onLine) loadList(dispatch, eventId, true, onFigures).catch(() => undefined);
    }, REFRESH_MS);
    return () => window.clearInterval(refresh);
  }, [eventId, dispatch, onFigures, refreshKey]);
}

/** The account's queue in localStorage: read when the account changes, saved after every change. */
export function useStoredQueue(uid: string | null, state: DoorState, dispatch: DoorDispatch): void {
  const { queue, queueOwner } = state;
  useEffect(() => {
    if (uid !== queueOwner) dispatch({ type: 'queueRestored', owner: uid, queue: uid ? readQueue(uid) : [] });
    else if (uid) saveQueue(uid, queue);
  }, [uid, queueOwner, queue, dispatch]);
}

/** The queue sent to `checkInTicket` one admission at a time, oldest first; again every RETRY_MS while it fails. */
export function useQueueSender(next: QueuedAdmission | undefined, online: boolean, dispatch: DoorDispatch): void {
  const sending = useRef(false);
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    if (!next || !online || sending.current) return;
    sending.current = true;
    const settle = (action: DoorAction) => {
      sending.current = false;
      dispatch(action);
    };
    checkInTicket(next.request).then(
      (result) => settle({ type: 'serverAnswered', id: next.id, result }),
      (error: unknown) => settle({ type: 'sendFailed', id: next.id, final: !isRetryable(error) }),
    );
  }, [next, online, retries, dispatch]);
  useEffect(() => {
    if (!next) return;
    const retry = window.setInterval(() => setRetries((count) => count + 1), RETRY_MS);
    return () => window.clearInterval(retry);
  }, [next]);
}

/** Scans of tickets missing from the list, each asked to the server once. */
export function useServerQuestions(questions: readonly ServerQuestion[], dispatch: DoorDispatch): void {
  const asked = useRef(new Set<string>());
  useEffect(() => {
    for (const { id, request } of questions.filter((question) => !asked.current.has(question.id))) {
      asked.current.add(id);
      checkInTicket(request).then(
        (result) => {
          dispatch({ type: 'serverAnswered', id, result });
          // an unlisted ticket came in: the list is behind
          if (result.outcome === 'admitted') loadList(dispatch, request.eventId, false).catch(() => undefined);
        },
        () => dispatch({ type: 'sendFailed', id, final: true }),
      );
    }
  }, [questions, dispatch]);
}

/** A new result on screen vibrates the phone and goes away after RESULT_MS. */
export function useShownResult(current: DoorResult | null, dispatch: DoorDispatch): void {
  const [shownId, shownTone] = [current?.id, current?.tone];
  useEffect(() => {
    if (!shownId || !shownTone) return;
    if (typeof navigator.vibrate === 'function') navigator.vibrate(shownTone === 'ok' ? 120 : [250, 120, 250]);
    performance.mark('checkin:result-shown');
    const clear = window.setTimeout(() => dispatch({ type: 'dismissed', id: shownId }), RESULT_MS);
    return () => window.clearTimeout(clear);
  }, [shownId, shownTone, dispatch]);
}

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToNetwork, () => navigator.onLine);
}
