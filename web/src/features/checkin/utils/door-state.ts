import {
  isAdmittedStatus,
  admissionVerdict,
  checkInHeadline,
  CHECK_IN_TEXTS,
  isAdmissibleStatus,
  peopleText,
  type AdmissionListEntry,
  type CheckInRefusalReason,
  type CheckInResult,
} from '@carcajada/domain';
import type { CheckInRequest } from '@carcajada/domain/requests';
import type { z } from 'zod';
import type { QueuedAdmission } from './offline-queue';

/**
 * The door of one show as data (decision "Craft II: the door as a pure reducer"): its admission
 * list, the admissions judged here and not yet confirmed, the scans waiting for the server, and
 * what the door showed. `doorReducer` is pure: no timers, storage, network or vibration (the
 * `useDoor` hook does those), and every change is a new object.
 */

type AdmissionEntry = AdmissionListEntry;

export type SyncState = 'local' | 'pending' | 'synced' | 'conflict';

/** One judged scan: what the door showed, and what the server later said about it. */
export interface DoorResult {
  id: string;
  at: string;
  tone: 'ok' | 'bad';
  headline: string;
  holderName: string | null;
  people: string | null;
  /** A seated ticket's seat labels ([] for general admission). */
  seats: readonly string[];
  sync: SyncState;
  /** The server's answer when it differs from the device's (a conflict). */
  serverHeadline?: string;
}

/** Everyone on the ticket not yet in, or one person per scan. */
export type PerScan = 'all' | 'one';

/**
 * A scan as the device read it: a QR whose signature it checked (`ticketId` null: not one of
 * ours), a QR it could not check (`unchecked`: this build has no public key), or a ticket typed
 * (its reference) or picked from the search (its id).
 */
export type DoorScan =
  | { code: string; unchecked: true }
  /** `qrVersion`: the version the code was signed with (0: before any transfer), read from the code. */
  | { code: string; ticketId: string | null; qrVersion?: number }
  | { reference: string }
  | { ticketId: string };

/** A scan of a ticket missing from the list, waiting for the server's word (asked online only). */
export interface ServerQuestion {
  id: string;
  at: string;
  request: z.input<typeof CheckInRequest>;
  /** What the door shows when the server cannot be asked. */
  fallback: CheckInResult;
}

export interface DoorState {
  /** The show whose list was asked for last, and whether it came (`refusal`: the server's reason). */
  list: { eventId: string; status: 'loading' | 'ready' | 'error'; refusal: string | null } | null;
  /** That show's tickets by id, with the admissions judged here counted in. */
  entries: ReadonlyMap<string, AdmissionEntry>;
  /** Admissions judged here and not yet answered by `checkInTicket`, oldest first. */
  queue: readonly QueuedAdmission[];
  /** The account whose stored queue `queue` is (one queue per account). */
  queueOwner: string | null;
  questions: readonly ServerQuestion[];
  /** The latest results first. */
  history: readonly DoorResult[];
  /** The result on screen. */
  current: DoorResult | null;
}

export type DoorAction =
  | { type: 'listRequested'; eventId: string }
  /** `refresh`: a periodic one, dropped while admissions wait for the server (it may predate them). */
  | { type: 'listLoaded'; eventId: string; entries: readonly AdmissionEntry[]; refresh?: boolean }
  | { type: 'listFailed'; eventId: string; refusal: string | null }
  | { type: 'queueRestored'; owner: string | null; queue: readonly QueuedAdmission[] }
  | { type: 'scanned'; scan: DoorScan; eventId: string; perScan: PerScan; online: boolean; id: string; at: string }
  | { type: 'serverAnswered'; id: string; result: CheckInResult }
  /** `final`: the server refused the call itself; otherwise it is sent again later. */
  | { type: 'sendFailed'; id: string; final: boolean }
  /** The result on screen goes away (only if it is still `id`'s, when given). */
  | { type: 'dismissed'; id?: string };

type Scanned = Extract<DoorAction, { type: 'scanned' }>;

export const HISTORY_LENGTH = 30;

const NO_ENTRIES: ReadonlyMap<string, AdmissionEntry> = new Map();

export function initialDoorState(queueOwner: string | null, queue: readonly QueuedAdmission[]): DoorState {
  return { list: null, entries: NO_ENTRIES, queue, queueOwner, questions: [], history: [], current: null };
}

/** People in, of people with a live ticket (paid, free or courtesy, or already used). */
export function doorCounts(entries: Iterable<AdmissionEntry>): { admitted: number; sold: number } {
  let admitted = 0;
  let sold = 0;
  for (const entry of entries) {
    if (!isAdmissibleStatus(entry) && !isAdmittedStatus(entry.ticketStatus)) continue;
    sold += entry.quantity;
    admitted += Math.min(entry.admittedCount, entry.quantity);
  }
  return { admitted, sold };
}

export function doorReducer(state: DoorState, action: DoorAction): DoorState {
  switch (action.type) {
    case 'listRequested':
      return { ...state, list: { eventId: action.eventId, status: 'loading', refusal: null }, entries: NO_ENTRIES };
    case 'listLoaded':
      if (state.list?.eventId !== action.eventId || (action.refresh && state.queue.length > 0)) return state;
      return {
        ...state,
        list: { eventId: action.eventId, status: 'ready', refusal: null },
        entries: withQueueCounted(action.entries, state.queue, action.eventId),
      };
    case 'listFailed':
      if (state.list?.eventId !== action.eventId) return state;
      return {
        ...state,
        list: { eventId: action.eventId, status: 'error', refusal: action.refusal },
        entries: NO_ENTRIES,
      };
    case 'queueRestored':
      return { ...state, queue: action.queue, queueOwner: action.owner };
    case 'scanned':
      return scanned(state, action);
    case 'serverAnswered':
      return serverAnswered(state, action.id, action.result);
    case 'sendFailed':
      return sendFailed(state, action.id, action.final);
    case 'dismissed':
      if (!state.current || (action.id !== undefined && state.current.id !== action.id)) return state;
      return { ...state, current: null };
  }
}

/** A fresh list, with the admissions judged here but not yet confirmed still counted. */
function withQueueCounted(
  list: readonly AdmissionEntry[],
  queue: readonly QueuedAdmission[],
  eventId: string,
): ReadonlyMap<string, AdmissionEntry> {
  const entries = new Map(list.map((entry) => [entry.id, entry]));
  for (const admission of queue) {
    const entry = admission.ticketId ? entries.get(admission.ticketId) : undefined;
    if (admission.request.eventId !== eventId || !entry) continue;
    entries.set(entry.id, {
      ...entry,
      admittedCount: Math.min(entry.quantity, entry.admittedCount + admission.request.count),
      firstAdmittedAt: entry.firstAdmittedAt ?? admission.scannedAt,
    });
  }
  return entries;
}

function scanned(state: DoorState, action: Scanned): DoorState {
  const { scan, eventId } = action;
  // before this show's list is asked for, every scan is the server's to judge
  const entries = state.list?.eventId === eventId ? state.entries : NO_ENTRIES;
  if ('unchecked' in scan) return askServer(state, action, { eventId, code: scan.code }, { outcome: 'invalid_code' });
  if ('code' in scan) {
    if (!scan.ticketId) return show(state, answerResult(action.id, action.at, { outcome: 'invalid_code' }, 'local'));
    const entry = entries.get(scan.ticketId);
    const request = { eventId, code: scan.code };
    return entry
      ? judgeListed(state, action, entry, request, scan.qrVersion ?? 0)
      : askServer(state, action, request, { outcome: 'wrong_event' });
  }
  const typed = 'reference' in scan ? scan.reference.trim().toUpperCase() : scan.ticketId;
  const entry = entries.get(typed) ?? [...entries.values()].find((candidate) => candidate.reference === typed);
  if (entry) return judgeListed(state, action, entry, { eventId, ticketId: entry.id });
  return askServer(state, action, { eventId, ticketId: typed }, { outcome: 'invalid_code', reason: 'not_found' });
}

/** A ticket not in this show's list: only the server can say more, online; offline the fallback stands. */
function askServer(
  state: DoorState,
  action: Scanned,
  request: z.input<typeof CheckInRequest>,
  fallback: CheckInResult,
): DoorState {
  if (!action.online) return show(state, answerResult(action.id, action.at, fallback, 'local'));
  return { ...state, questions: [...state.questions, { id: action.id, at: action.at, request, fallback }] };
}

/**
 * The device's own judgement of a listed ticket (`admissionVerdict`, as the server's); an admission
 * is queued. `qrVersion`: a scanned QR's version (a QR from before a transfer is refused); none typed.
 */
function judgeListed(
  state: DoorState,
  action: Scanned,
  entry: AdmissionEntry,
  request: z.input<typeof CheckInRequest>,
  qrVersion?: number,
): DoorState {
  const { id, at, eventId } = action;
  const verdict = admissionVerdict(entry, eventId, qrVersion);
  const holderName = entry.holderName || null;
  const seats = entry.seats ?? [];
  if (verdict.outcome !== 'admissible') {
    return show(state, {
      id,
      at,
      tone: 'bad',
      headline: checkInHeadline({
        outcome: verdict.outcome,
        reason: 'reason' in verdict ? verdict.reason : undefined,
        firstAdmittedAt: entry.firstAdmittedAt ?? undefined,
      }),
      holderName,
      people: verdict.outcome === 'already_admitted' ? peopleText(entry.admittedCount, entry.quantity) : null,
      seats,
      sync: 'local',
    });
  }
  const count = action.perScan === 'one' ? 1 : verdict.remaining;
  const admittedCount = entry.admittedCount + count;
  const admitted: AdmissionEntry = {
    ...entry,
    admittedCount,
    firstAdmittedAt: entry.firstAdmittedAt ?? at,
    ticketStatus: admittedCount >= entry.quantity ? 'redeemed' : entry.ticketStatus,
  };
  const queued: QueuedAdmission = { id, request: { ...request, count }, scannedAt: at, ticketId: entry.id };
  return show(
    { ...state, entries: withEntry(state.entries, admitted), queue: [...state.queue, queued] },
    {
      id,
      at,
      tone: 'ok',
      headline: CHECK_IN_TEXTS.admitted,
      holderName,
      people: peopleText(admittedCount, entry.quantity),
      seats,
      sync: 'pending',
    },
  );
}

/** The server's answer is final: for a queued admission it corrects the list and marks a differing answer. */
function serverAnswered(state: DoorState, id: string, result: CheckInResult): DoorState {
  const question = state.questions.find((candidate) => candidate.id === id);
  if (question) {
    return show(
      { ...state, questions: withoutId(state.questions, id) },
      answerResult(id, question.at, result, 'synced'),
    );
  }
  const admission = state.queue.find((candidate) => candidate.id === id);
  if (!admission) return state;
  const entry = admission.ticketId ? state.entries.get(admission.ticketId) : undefined;
  const settled: DoorState = {
    ...state,
    queue: withoutId(state.queue, id),
    entries: entry ? withEntry(state.entries, withServerFacts(entry, result)) : state.entries,
  };
  if (result.outcome === 'admitted') return withResultChange(settled, id, { sync: 'synced' });
  return withResultChange(settled, id, { sync: 'conflict', serverHeadline: checkInHeadline(result) });
}

function sendFailed(state: DoorState, id: string, final: boolean): DoorState {
  const question = state.questions.find((candidate) => candidate.id === id);
  if (question) {
    return show(
      { ...state, questions: withoutId(state.questions, id) },
      answerResult(id, question.at, question.fallback, 'local'),
    );
  }
  if (!final || !state.queue.some((admission) => admission.id === id)) return state;
  return withResultChange({ ...state, queue: withoutId(state.queue, id) }, id, {
    sync: 'conflict',
    serverHeadline: CHECK_IN_TEXTS.conflict,
  });
}

/** The entry as the server last described it. */
function withServerFacts(entry: AdmissionEntry, result: CheckInResult): AdmissionEntry {
  const admittedCount = typeof result.admittedCount === 'number' ? result.admittedCount : entry.admittedCount;
  const described = { ...entry, admittedCount, firstAdmittedAt: result.firstAdmittedAt ?? entry.firstAdmittedAt };
  if (admittedCount >= entry.quantity && isAdmissibleStatus(described)) described.ticketStatus = 'redeemed';
  return result.outcome === 'not_admissible' ? refusedFor(described, result.reason) : described;
}

/** A ticket the server would not admit, so that the next scan gets the same answer here. */
function refusedFor(entry: AdmissionEntry, reason: CheckInRefusalReason | undefined): AdmissionEntry {
  if (reason === 'unpaid') return entry;
  // only the old code is refused: the ticket's newer QR still enters (the next list carries its version)
  if (reason === 'transferred') return { ...entry, qrVersion: Math.max(entry.qrVersion ?? 0, 1) };
  if (reason === 'refund_pending') return { ...entry, refundRequested: true };
  const cancelReason = reason === 'refunded' ? 'refunded' : (entry.cancelReason ?? 'cancelled');
  return { ...entry, ticketStatus: 'cancelled', cancelReason };
}

/** What the door shows for an answer (the server's, or the fallback when it could not be asked). */
function answerResult(id: string, at: string, result: CheckInResult, sync: SyncState): DoorResult {
  return {
    id,
    at,
    tone: result.outcome === 'admitted' ? 'ok' : 'bad',
    headline: checkInHeadline(result),
    holderName: result.holderName ?? null,
    people:
      result.quantity && typeof result.admittedCount === 'number'
        ? peopleText(result.admittedCount, result.quantity)
        : null,
    seats: result.seats ?? [],
    sync,
  };
}

function show(state: DoorState, result: DoorResult): DoorState {
  return { ...state, current: result, history: [result, ...state.history].slice(0, HISTORY_LENGTH) };
}

function withResultChange(state: DoorState, id: string, change: Partial<DoorResult>): DoorState {
  return {
    ...state,
    history: state.history.map((result) => (result.id === id ? { ...result, ...change } : result)),
    current: state.current?.id === id ? { ...state.current, ...change } : state.current,
  };
}

function withEntry(
  entries: ReadonlyMap<string, AdmissionEntry>,
  entry: AdmissionEntry,
): ReadonlyMap<string, AdmissionEntry> {
  return new Map(entries).set(entry.id, entry);
}

function withoutId<T extends { id: string }>(items: readonly T[], id: string): readonly T[] {
  return items.filter((item) => item.id !== id);
}
