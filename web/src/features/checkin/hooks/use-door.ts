import { useCallback, useReducer, useState } from 'react';
import type { AdmissionListEntry } from '@carcajada/domain';
import { doorCounts, doorReducer, initialDoorState, type DoorScan, type PerScan } from '../utils/door-state';
import { readQueue } from '../utils/offline-queue';
import { readScannedCode } from '../utils/verify-qr';
import {
  type BoxOfficeFigures,
  useAdmissionList,
  useOnline,
  useQueueSender,
  useServerQuestions,
  useShownResult,
  useStoredQueue,
} from './use-door-effects';

export type DoorInput = { code: string } | { reference: string } | { ticketId: string };

const NO_ENTRIES: ReadonlyMap<string, AdmissionListEntry> = new Map();

function newId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/**
 * The door of one show: `doorReducer` judges every scan on the device against the show's list
 * and queues the admissions; the hooks around it download the list, keep the queue per account
 * (`uid`), send it to `checkInTicket` (whose answer is final), ask the server about unlisted
 * tickets and vibrate and clear each result.
 */
export function useDoor(eventId: string | null, perScan: PerScan, uid: string | null) {
  const [state, dispatch] = useReducer(doorReducer, uid, (owner) =>
    initialDoorState(owner, owner ? readQueue(owner) : []),
  );
  const online = useOnline();
  const [figures, setFigures] = useState<BoxOfficeFigures | null>(null);
  const [listAsked, setListAsked] = useState(0);
  useAdmissionList(eventId, dispatch, setFigures, listAsked);
  useStoredQueue(uid, state, dispatch);
  useQueueSender(state.queue[0], online, dispatch);
  useServerQuestions(state.questions, dispatch);
  useShownResult(state.current, dispatch);

  const judge = useCallback(
    async (input: DoorInput) => {
      if (!eventId || !uid) return;
      const at = new Date().toISOString();
      const scan: DoorScan = 'code' in input ? await readScannedCode(input.code) : input;
      dispatch({ type: 'scanned', scan, eventId, perScan, online: navigator.onLine, id: newId(), at });
    },
    [eventId, perScan, uid],
  );
  const dismiss = useCallback(() => dispatch({ type: 'dismissed' }), []);
  /** Asks for the list again now (a door sale added tickets and took seats). */
  const refreshList = useCallback(() => setListAsked((count) => count + 1), []);

  // the list of another show, or of this one before its effect asked for it, is not this door's
  const list = eventId && state.list?.eventId === eventId ? state.list : null;
  const entries = list ? state.entries : NO_ENTRIES;
  return {
    entries,
    listState: !eventId ? 'idle' : (list?.status ?? 'loading'),
    /** The server's Spanish reason when it refused the list (e.g. door access ended). */
    listRefusal: list?.refusal ?? null,
    counts: doorCounts(entries.values()),
    history: state.history,
    current: state.current,
    dismiss,
    online,
    queued: state.queue.length,
    judge,
    /** The box office's figures of this show (null view: the account does not sell here). */
    boxOffice: figures?.eventId === eventId ? figures : null,
    refreshList,
  };
}
