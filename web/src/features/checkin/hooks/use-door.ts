import { useCallback, useEffect, useRef, useState } from 'react';
import {
  admissionVerdict,
  checkInHeadline,
  CHECK_IN_TEXTS,
  isAdmissibleStatus,
  peopleText,
  type CheckInRequest,
  type CheckInResult,
} from '@carcajada/domain';
import { getAdmissionList, type AdmissionEntry } from '../api/admission-list';
import { checkInTicket } from '../api/check-in-ticket';
import { CallableRefusal } from '../../../lib/callable';
import { dequeue, enqueue, isRetryable, readQueue, type QueuedAdmission } from '../utils/offline-queue';
import { qrPublicKey, verifiedTicketId } from '../utils/verify-qr';

export type SyncState = 'local' | 'pending' | 'synced' | 'conflict';

/** One judged scan: what the door showed, and what the server later said about it. */
export interface DoorResult {
  id: string;
  at: string;
  tone: 'ok' | 'bad';
  headline: string;
  holderName: string | null;
  people: string | null;
  sync: SyncState;
  /** The server's answer when it differs from the device's (a conflict). */
  serverHeadline?: string;
}

export type DoorInput = { code: string } | { reference: string } | { ticketId: string };

const HISTORY_LENGTH = 30;
const RESULT_MS = 2500;
const RETRY_MS = 15_000;
const REFRESH_MS = 120_000;

function newId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

function counts(entries: Iterable<AdmissionEntry>): { admitted: number; sold: number } {
  let admitted = 0;
  let sold = 0;
  for (const entry of entries) {
    if (!isAdmissibleStatus(entry) && entry.ticketStatus !== 'redeemed' && entry.ticketStatus !== 'used') continue;
    sold += entry.quantity;
    admitted += Math.min(entry.admittedCount, entry.quantity);
  }
  return { admitted, sold };
}

function vibrate(tone: DoorResult['tone']): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate(tone === 'ok' ? 120 : [250, 120, 250]);
}

/** The entry as the server last described it (the server's answer is final). */
function applyServerFacts(entry: AdmissionEntry, result: CheckInResult): void {
  if (typeof result.admittedCount === 'number') entry.admittedCount = result.admittedCount;
  if (result.firstAdmittedAt) entry.firstAdmittedAt = result.firstAdmittedAt;
  if (entry.admittedCount >= entry.quantity && isAdmissibleStatus(entry)) entry.ticketStatus = 'redeemed';
  if (result.outcome === 'not_admissible' && result.reason !== 'unpaid') {
    entry.ticketStatus = 'cancelled';
    entry.cancelReason = result.reason === 'refunded' ? 'refunded' : (entry.cancelReason ?? 'cancelled');
  }
}

/** The account's own queue; none before the account is known (nothing is judged then). */
function queueOf(uid: string | null): QueuedAdmission[] {
  return uid ? readQueue(uid) : [];
}

/** Why the list did not come: the server's refusal (e.g. `doorAccessEnded`), or null for a network failure. */
function listRefusalText(error: unknown): string | null {
  return error instanceof CallableRefusal && error.refusal ? error.message : null;
}

/**
 * The door of one show: its admission list (`admissionList`) downloaded for offline judging, each
 * scan judged at once on the device, admissions queued (localStorage, per account: `uid`) and sent
 * to `checkInTicket`, whose answer is final: a different answer is marked as a conflict in the history.
 */
export function useDoor(eventId: string | null, perScan: 'all' | 'one', uid: string | null) {
  const listRef = useRef(new Map<string, AdmissionEntry>());
  const [entries, setEntries] = useState<ReadonlyMap<string, AdmissionEntry>>(() => new Map());
  /** Publishes the list as it is now (entries are changed in place by judging and answers). */
  const rerender = useCallback(() => setEntries(new Map(listRef.current)), []);
  const [listLoad, setListLoad] = useState<{
    eventId: string;
    state: 'ready' | 'error';
    refusal?: string | null;
  } | null>(null);
  const listState = !eventId ? 'idle' : listLoad?.eventId === eventId ? listLoad.state : 'loading';
  const listRefusal = listLoad?.eventId === eventId ? (listLoad?.refusal ?? null) : null;
  const [history, setHistory] = useState<DoorResult[]>([]);
  const [current, setCurrent] = useState<DoorResult | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [queued, setQueued] = useState(() => queueOf(uid).length);
  const flushing = useRef(false);
  const clearTimer = useRef<number | undefined>(undefined);

  const show = useCallback((result: DoorResult) => {
    setCurrent(result);
    setHistory((previous) => [result, ...previous].slice(0, HISTORY_LENGTH));
    vibrate(result.tone);
    performance.mark('checkin:result-shown');
    window.clearTimeout(clearTimer.current);
    clearTimer.current = window.setTimeout(() => setCurrent(null), RESULT_MS);
  }, []);

  const updateResult = useCallback((id: string, change: Partial<DoorResult>) => {
    setHistory((previous) => previous.map((result) => (result.id === id ? { ...result, ...change } : result)));
    setCurrent((result) => (result?.id === id ? { ...result, ...change } : result));
  }, []);

  const loadList = useCallback(
    async (id: string) => {
      const entries = await getAdmissionList(id);
      const map = new Map(entries.map((entry) => [entry.id, entry]));
      // admissions judged here but not yet confirmed still count
      for (const admission of queueOf(uid)) {
        const entry = admission.ticketId ? map.get(admission.ticketId) : undefined;
        if (admission.request.eventId !== id || !entry) continue;
        entry.admittedCount = Math.min(entry.quantity, entry.admittedCount + admission.request.count);
        entry.firstAdmittedAt ??= admission.scannedAt;
      }
      listRef.current = map;
      rerender();
    },
    [rerender, uid],
  );

  useEffect(() => {
    if (!eventId) return;
    let stopped = false;
    listRef.current = new Map();
    loadList(eventId).then(
      () => !stopped && setListLoad({ eventId, state: 'ready' }),
      (error: unknown) => !stopped && setListLoad({ eventId, state: 'error', refusal: listRefusalText(error) }),
    );
    const refresh = window.setInterval(() => {
      if (navigator.onLine && queueOf(uid).length === 0) void loadList(eventId).catch(() => undefined);
    }, REFRESH_MS);
    return () => {
      stopped = true;
      window.clearInterval(refresh);
    };
  }, [eventId, loadList, uid]);

  const settle = useCallback(
    (admission: QueuedAdmission, result: CheckInResult) => {
      const entry = admission.ticketId ? listRef.current.get(admission.ticketId) : undefined;
      if (entry) applyServerFacts(entry, result);
      rerender();
      if (result.outcome === 'admitted') updateResult(admission.id, { sync: 'synced' });
      else updateResult(admission.id, { sync: 'conflict', serverHeadline: checkInHeadline(result) });
    },
    [rerender, updateResult],
  );

  const flush = useCallback(async () => {
    if (flushing.current || !uid) return;
    flushing.current = true;
    try {
      for (const admission of readQueue(uid)) {
        if (!navigator.onLine) break;
        try {
          const result = await checkInTicket(admission.request);
          dequeue(uid, admission.id);
          settle(admission, result);
        } catch (error) {
          if (isRetryable(error)) break;
          dequeue(uid, admission.id);
          updateResult(admission.id, { sync: 'conflict', serverHeadline: CHECK_IN_TEXTS.conflict });
        }
      }
    } finally {
      flushing.current = false;
      setQueued(readQueue(uid).length);
    }
  }, [settle, updateResult, uid]);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      void flush();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const retry = window.setInterval(() => {
      if (navigator.onLine && queueOf(uid).length > 0) void flush();
    }, RETRY_MS);
    void flush();
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearInterval(retry);
    };
  }, [flush, uid]);

  /** A ticket that is not in this show's list: only the server can say more (online). */
  const askServer = useCallback(
    async (request: CheckInRequest, fallback: CheckInResult, at: string) => {
      const id = newId();
      let result = fallback;
      if (navigator.onLine) {
        try {
          result = await checkInTicket(request);
        } catch {
          result = fallback;
        }
      }
      show({
        id,
        at,
        tone: result.outcome === 'admitted' ? 'ok' : 'bad',
        headline: checkInHeadline(result),
        holderName: result.holderName ?? null,
        people:
          result.quantity && typeof result.admittedCount === 'number'
            ? peopleText(result.admittedCount, result.quantity)
            : null,
        sync: navigator.onLine ? 'synced' : 'local',
      });
      if (eventId && result.outcome === 'admitted') void loadList(eventId).catch(() => undefined);
    },
    [eventId, loadList, show],
  );

  const judge = useCallback(
    async (input: DoorInput) => {
      if (!eventId || !uid) return;
      const at = new Date().toISOString();
      let request: CheckInRequest;
      let entry: AdmissionEntry | undefined;
      if ('code' in input) {
        const code = input.code.trim();
        const key = await qrPublicKey();
        const ticketId = key ? await verifiedTicketId(code, key) : null;
        if (!key) return askServer({ eventId, code }, { outcome: 'invalid_code' }, at);
        if (!ticketId) {
          show({
            id: newId(),
            at,
            tone: 'bad',
            headline: CHECK_IN_TEXTS.invalid_code,
            holderName: null,
            people: null,
            sync: 'local',
          });
          return;
        }
        request = { eventId, code };
        entry = listRef.current.get(ticketId);
        if (!entry) return askServer(request, { outcome: 'wrong_event' }, at);
      } else {
        const typed = 'reference' in input ? input.reference.trim().toUpperCase() : input.ticketId;
        entry =
          listRef.current.get(typed) ??
          [...listRef.current.values()].find((candidate) => candidate.reference === typed);
        request = { eventId, ticketId: entry?.id ?? typed };
        if (!entry) return askServer(request, { outcome: 'invalid_code', reason: 'not_found' }, at);
      }

      const verdict = admissionVerdict(entry, eventId);
      const base = { id: newId(), at, holderName: entry.holderName || null };
      if (verdict.outcome !== 'admissible') {
        show({
          ...base,
          tone: 'bad',
          headline: checkInHeadline({
            outcome: verdict.outcome,
            reason: 'reason' in verdict ? verdict.reason : undefined,
            firstAdmittedAt: entry.firstAdmittedAt ?? undefined,
          }),
          people: verdict.outcome === 'already_admitted' ? peopleText(entry.admittedCount, entry.quantity) : null,
          sync: 'local',
        });
        return;
      }
      const count = perScan === 'one' ? 1 : verdict.remaining;
      entry.admittedCount += count;
      entry.firstAdmittedAt ??= at;
      if (entry.admittedCount >= entry.quantity) entry.ticketStatus = 'redeemed';
      rerender();
      enqueue(uid, { id: base.id, request: { ...request, count }, scannedAt: at, ticketId: entry.id });
      setQueued(readQueue(uid).length);
      show({
        ...base,
        tone: 'ok',
        headline: CHECK_IN_TEXTS.admitted,
        people: peopleText(entry.admittedCount, entry.quantity),
        sync: 'pending',
      });
      void flush();
    },
    [askServer, eventId, flush, perScan, rerender, show, uid],
  );

  return {
    entries,
    listState,
    /** The server's Spanish reason when it refused the list (e.g. door access ended). */
    listRefusal,
    counts: counts(entries.values()),
    history,
    current,
    dismiss: () => setCurrent(null),
    online,
    queued,
    judge,
  };
}
