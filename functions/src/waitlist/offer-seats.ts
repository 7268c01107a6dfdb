import { FUNCTIONS_REGION, WAITLIST_OFFER_MINUTES } from '@carcajada/domain';
import { offeredEntryUpdate } from '@carcajada/domain/stored/waitlist-entry';
import { waitlistOfferDocument } from '@carcajada/domain/stored/waitlist-offer';
import { FieldValue, Timestamp, type QueryDocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db, eventRef, isAlreadyExists, isStaleWrite, ticketTypesOf } from '../common/firestore.js';
import { isOnSale, parseEvent, type StoredEvent } from '../documents/event.js';
import { verifiedRecipient } from '../mail/recipient.js';
import { takeSeats, type BlockSeats, type SeatTake } from '../seats/block-arithmetic.js';
import { blockSeats, type SeatPool } from '../seats/inventory.js';
import { gateOf, holdsReturnsForWaitlist, waitlistGateRef } from '../seats/waitlist-gate.js';
import { countWaiting, parseEntry, WAITLIST_COLLECTION, waitlistOfferRef, type WaitlistEntry } from './entries.js';
import { waitedPools } from './join-waitlist.js';
import { offerMail, offerMailRef } from './offer-mail.js';
import { scheduleOfferExpiry } from './expire-offer.js';
import { bestSeatPicker, type PickedSeat, type SeatPicker } from '../seating/seat-picker.js';
import { claimHeldSeats } from './held-seats.js';
import { logWaitlistContention, logWaitlistOffered } from './log.js';

/** Waiting entries one pass looks at, in arrival order. */
const ENTRIES_PER_PASS = 200;
const MAX_ATTEMPTS = 25;

/** A pool's open blocks as read (for the guards) and as the pass has taken from them so far. */
interface PoolState {
  snapshots: Map<string, QueryDocumentSnapshot>;
  blocks: BlockSeats[];
}

interface ChosenOffer {
  entryId: string;
  entry: WaitlistEntry;
  snapshot: QueryDocumentSnapshot;
  takes: Partial<Record<SeatPool['kind'], SeatTake>>;
  /** A seated date's entry with a category: the best available seats of it the offer holds. */
  seats: PickedSeat[];
}

export interface PlannedOffer {
  entryId: string;
  offerNumber: number;
  expiresAt: Date;
  quantity: number;
}

async function poolState(states: Map<string, PoolState>, pool: SeatPool): Promise<PoolState> {
  const key = pool.blocks.path;
  const known = states.get(key);
  if (known) return known;
  const open = await pool.blocks.where('seats_left', '>', 0).get();
  const state = { snapshots: new Map(open.docs.map((doc) => [doc.id, doc])), blocks: open.docs.map(blockSeats) };
  states.set(key, state);
  return state;
}

function subtract(blocks: BlockSeats[], take: SeatTake): void {
  for (const block of blocks) block.seatsLeft -= take[block.id] ?? 0;
}

/**
 * The first waiting entries, in arrival order, whose quantity every pool they wait on still
 * holds: each takes its seats from the pass's copy of the blocks. On a seated date an entry that
 * asked a category also needs that many free seats of it: the best available, picked in turn
 * (an entry whose category has too few waits for the next pass). A cancelled or past date offers nothing.
 */
async function chooseOffers(eventId: string, now: Date, states: Map<string, PoolState>) {
  const snapshot = await eventRef(eventId).get();
  const event = snapshot.exists ? parseEvent(snapshot.data()) : null;
  if (!event || !isOnSale(event, now)) return { event: null, chosen: [] };
  const waiting = await db()
    .collection(WAITLIST_COLLECTION)
    .where('eventId', '==', eventId)
    .where('status', '==', 'waiting')
    .orderBy('createdAt')
    .limit(ENTRIES_PER_PASS)
    .get();
  const types = waiting.docs.some((doc) => doc.get('ticketTypeId')) ? (await ticketTypesOf(eventId).get()).docs : [];
  const quotas = new Map(
    types.map((type) => [type.id, typeof type.get('quota') === 'number' ? Number(type.get('quota')) : null]),
  );
  const chosen: ChosenOffer[] = [];
  // the plan and the seats' states are read once per pass, when an entry first needs them
  let picker: Promise<SeatPicker | null> | null = null;
  const seatPicker = (date: StoredEvent) => (picker ??= bestSeatPicker(eventId, date));
  for (const snapshot of waiting.docs) {
    const entry = parseEntry(snapshot.data());
    if (!entry || (entry.ticketTypeId && !quotas.has(entry.ticketTypeId))) continue;
    const pools = waitedPools(
      event,
      eventId,
      entry.ticketTypeId ? quotas.get(entry.ticketTypeId)! : null,
      entry.ticketTypeId,
    );
    if (pools.length === 0) continue;
    const pass = await Promise.all(pools.map((pool) => poolState(states, pool)));
    const takes = pass.map((state) => takeSeats(state.blocks, entry.quantity));
    if (takes.some((take) => take === null)) continue;
    const pick = entry.category ? await seatPicker(event) : null;
    const seats = pick ? await pick(entry.category!, entry.quantity) : [];
    if (!seats) continue;
    pass.forEach((state, index) => subtract(state.blocks, takes[index]!));
    chosen.push({
      entryId: snapshot.id,
      entry,
      snapshot,
      takes: Object.fromEntries(pools.map((pool, index) => [pool.kind, takes[index]!])),
      seats,
    });
  }
  return { event, chosen };
}

function writeBlocks(batch: WriteBatch, states: Map<string, PoolState>): void {
  for (const state of states.values())
    for (const block of state.blocks) {
      const read = state.snapshots.get(block.id)!;
      if (blockSeats(read).seatsLeft !== block.seatsLeft)
        batch.update(read.ref, { seats_left: block.seatsLeft }, { lastUpdateTime: read.updateTime });
    }
}

async function writeOffers(batch: WriteBatch, event: StoredEvent, chosen: ChosenOffer[], now: Date) {
  if (chosen.length === 0) return [];
  const previous = await db().getAll(...chosen.map((offer) => waitlistOfferRef(offer.entryId)));
  const expiresAt = new Date(now.getTime() + WAITLIST_OFFER_MINUTES * 60_000);
  const planned: PlannedOffer[] = [];
  for (const [index, { entryId, entry, snapshot, takes, seats }] of chosen.entries()) {
    const prior = previous[index]!;
    const offerNumber = Number(prior.get('offerNumber') ?? 0) + 1;
    const offer = waitlistOfferDocument<FieldValue | Timestamp>(
      {
        eventId: entry.eventId,
        userId: entry.userId,
        ticketTypeId: entry.ticketTypeId,
        quantity: entry.quantity,
        seatBlocks: takes.show ?? null,
        quotaBlocks: takes.type ?? null,
        category: entry.category,
        seats: seats.map(({ seat }) => seat),
        offerNumber,
        offerExpiresAt: Timestamp.fromDate(expiresAt),
      },
      FieldValue.serverTimestamp(),
    );
    if (prior.exists) batch.update(prior.ref, offer, { lastUpdateTime: prior.updateTime! });
    else batch.create(prior.ref, offer);
    batch.update(
      snapshot.ref,
      // the entry shows its account the seats held (its own document; the offer is the server's)
      offeredEntryUpdate(
        Timestamp.fromDate(expiresAt),
        seats.map(({ seat }) => seat),
      ),
      { lastUpdateTime: snapshot.updateTime },
    );
    claimHeldSeats(batch, entry.eventId, entryId, seats);
    const to = await verifiedRecipient(entry.userId);
    if (to)
      batch.create(
        offerMailRef(entryId, offerNumber),
        offerMail(
          { uid: entry.userId, email: to },
          { name: event.name, slug: event.slug },
          entryId,
          entry.quantity,
          entry.ticketTypeId,
        ),
      );
    planned.push({ entryId, offerNumber, expiresAt, quantity: entry.quantity });
  }
  countWaiting(
    batch,
    chosen[0]!.entry.eventId,
    -chosen.length,
    -planned.reduce((sum, offer) => sum + offer.quantity, 0),
  );
  return planned;
}

/**
 * One pass of the offer step, as one batch guarded by everything it read (the gate, the blocks,
 * the entries, their offers): seats returned since the last pass go to the first waiting entries
 * that fit, and the gate records them as examined, which lets open sale have what nobody fits.
 * Null when there is nothing new to examine.
 */
async function planPass(eventId: string, now: Date) {
  const gateSnapshot = await waitlistGateRef(eventId).get();
  const gate = gateOf(gateSnapshot);
  if (!gateSnapshot.exists || gate.returned <= gate.examined) return null;
  const batch = db().batch();
  const states = new Map<string, PoolState>();
  const { event, chosen } = gate.waiting > 0 ? await chooseOffers(eventId, now, states) : { event: null, chosen: [] };
  writeBlocks(batch, states);
  const offers = event ? await writeOffers(batch, event, chosen, now) : [];
  batch.update(
    gateSnapshot.ref,
    {
      examined: gate.returned,
      unexamined: false,
      waiting: Math.max(0, gate.waiting - offers.length),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { lastUpdateTime: gateSnapshot.updateTime! },
  );
  return { batch, offers };
}

/** Offers the date's returned seats to its waitlist; retried while returns, joins or buyers write meanwhile. */
export async function offerReturnedSeats(eventId: string, now: Date = new Date()): Promise<PlannedOffer[]> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const pass = await planPass(eventId, now);
    if (!pass) return [];
    try {
      await pass.batch.commit();
    } catch (error) {
      if (!isStaleWrite(error) && !isAlreadyExists(error)) throw error;
      logWaitlistContention({ eventId, attempt });
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * Math.min(attempt + 1, 5)));
      continue;
    }
    await Promise.all(
      pass.offers.map((offer) => scheduleOfferExpiry(offer.entryId, offer.offerNumber, offer.expiresAt)),
    );
    if (pass.offers.length > 0)
      logWaitlistOffered({
        eventId,
        offers: pass.offers.length,
        seatsOffered: pass.offers.reduce((s, o) => s + o.quantity, 0),
      });
    return pass.offers;
  }
  throw new Error(`waitlist of event ${eventId}: still contended after ${MAX_ATTEMPTS} attempts`);
}

/** Every return, join or pass writes the gate: a pass runs whenever returned seats wait for one. */
export const offerWaitlistSeats = onDocumentWritten(
  { region: FUNCTIONS_REGION, document: 'events/{eventId}/waitlist_gate/{gateId}', retry: true },
  async (change) => {
    const after = change.data?.after;
    if (!after?.exists || !holdsReturnsForWaitlist(gateOf(after))) return;
    await offerReturnedSeats(change.params.eventId);
  },
);
