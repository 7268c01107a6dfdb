import {
  lowestPriceOnSale,
  promotionLabelsOf,
  splitSeats,
  seatBlockCount,
  ticketTypeFromData,
  validateTicketTypes,
  type TicketType,
  type TicketTypeInput,
} from '@carcajada/domain';
import type { EventSaveFields } from '@carcajada/domain/stored/event';
import {
  ticketTypeDocument,
  ticketTypeFields,
  type TicketTypeDocumentOptions,
} from '@carcajada/domain/stored/ticket-type';
import {
  AggregateField,
  FieldValue,
  type CollectionReference,
  type QuerySnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { RefusalError } from '../common/errors.js';
import { ticketTypesOf } from '../common/firestore.js';
import { blockSeats, quotaBlocksOf, typePool } from '../seats/inventory.js';
import { noteSeatsReturned } from '../seats/waitlist-gate.js';
import { resizeSeats } from '../seats/seat-resize.js';
import type { SalePrice } from '../promos/free-seat-codes.js';

/**
 * The ticket types part of saveEvent, apart from the rest of the show's form. The
 * payload's `ticketTypes` (absent: the types stay as they are) becomes the show's list, in its
 * order. A type left out is archived (hidden and no longer sold), never deleted: its tickets keep
 * pointing at it. A quota is resized like the capacity (never below what the type already sold).
 */
export interface TicketTypesPlan {
  /** Event fields that follow from the types: `ticket_price` is the lowest price on sale. */
  eventFields: Pick<EventSaveFields<never>, 'ticket_price' | 'price_from' | 'promotion_labels'>;
  /** The types' prices, in the payload's order (what a promo code may take off). */
  prices: SalePrice[];
  /** The types on sale after the save, with their ids (new ones' too): a seated date maps its categories to them. */
  types: { id: string; name: string }[];
  write(transaction: Transaction): void;
}

interface StoredType {
  type: TicketType | null;
  quotaBlocks: QuerySnapshot;
  /** Seats live tickets of the type hold; read only when a quota is set on a type that had none. */
  seatsHeld?: number;
}

function invalidTypes(fieldErrors: Record<string, string>): RefusalError {
  const prefixed = Object.fromEntries(Object.entries(fieldErrors).map(([key, text]) => [`ticketTypes.${key}`, text]));
  return new RefusalError({ reason: 'invalidEvent', fieldErrors: prefixed });
}

/** A type of the payload as the type's writer takes it, at its place in the list. */
function typeOptions(input: TicketTypeInput, sort: number): TicketTypeDocumentOptions {
  return {
    name: input.name,
    price: input.price,
    quota: input.quota,
    saleStartsAt: input.saleStartsAt ? new Date(input.saleStartsAt) : null,
    saleEndsAt: input.saleEndsAt ? new Date(input.saleEndsAt) : null,
    maxPerOrder: input.maxPerOrder,
    hidden: input.hidden,
    sort,
    promotion: input.promotion ?? null,
  };
}

/** What the quota change does to the type's blocks: the writes, or a refusal below what it sold. */
function quotaWrites(
  transaction: Transaction,
  eventId: string,
  typeId: string,
  stored: StoredType,
  next: number | null,
  index: number,
) {
  const blocks = stored.quotaBlocks.docs.map(blockSeats);
  const before = stored.type?.quota ?? null;
  const collection = quotaBlocksOf(eventId, typeId);
  if (next === null) {
    // no quota any more: its blocks go (a ticket returning seats meanwhile recreates a lone one)
    stored.quotaBlocks.docs.forEach((doc) => transaction.delete(doc.ref));
    return { seatsLeft: null };
  }
  if (before === null) return layOutQuota(transaction, collection, stored, next, index);
  if (next === before || blocks.length === 0) return { seatsLeft: next === before ? undefined : next };
  const resize = resizeSeats(blocks, before, next);
  if (!resize.ok)
    throw new RefusalError({ reason: 'quotaBelowSold', seatsTaken: resize.seatsTaken, ticketTypeIndex: index });
  for (const [id, seats] of Object.entries(resize.blocks))
    transaction.set(collection.doc(id), { seats_left: seats }, { merge: true });
  // seats added to a quota are offered to the type's waitlist before open sale, as returned ones
  if (next > before) noteSeatsReturned(transaction, eventId, next - before);
  return { seatsLeft: resize.seatsLeft };
}

/**
 * A quota set on a type that had none is laid out now, from the live tickets counted in this
 * transaction: every block is written anew and any other is deleted, so a lone block that a
 * cancellation recreated while there was no quota neither stops the layout nor counts twice.
 */
function layOutQuota(
  transaction: Transaction,
  collection: CollectionReference,
  stored: StoredType,
  quota: number,
  index: number,
) {
  const seatsTaken = stored.seatsHeld ?? 0;
  if (quota < seatsTaken) throw new RefusalError({ reason: 'quotaBelowSold', seatsTaken, ticketTypeIndex: index });
  const seats = splitSeats(quota - seatsTaken, seatBlockCount(quota));
  seats.forEach((count, block) => transaction.set(collection.doc(String(block)), { seats_left: count }));
  for (const doc of stored.quotaBlocks.docs)
    if (Number(doc.id) >= seats.length || !/^\d+$/.test(doc.id)) transaction.delete(doc.ref);
  return { seatsLeft: quota - seatsTaken };
}

/** Seats live tickets of the type hold now, read in the transaction. */
async function seatsHeldOfType(transaction: Transaction, eventId: string, typeId: string): Promise<number> {
  const held = await transaction.get(
    typePool(eventId, typeId, 0).holders.aggregate({ seats: AggregateField.sum('quantity') }),
  );
  return Number(held.data().seats ?? 0);
}

/**
 * Reads the show's stored types and their quota blocks (inside the saveEvent transaction, before
 * any write) and plans the writes. Returns null when the payload leaves the types alone.
 */
export async function planTicketTypes(
  transaction: Transaction,
  eventId: string,
  input: unknown,
  capacity: number | null,
): Promise<TicketTypesPlan | null> {
  if (input === undefined) return null;
  const validation = validateTicketTypes(input, capacity);
  if (!validation.ok) throw invalidTypes(validation.fieldErrors);
  const collection = ticketTypesOf(eventId);
  const existing = await transaction.get(collection);
  const stored = new Map<string, StoredType>();
  const inputs = validation.value;
  for (const doc of existing.docs) {
    const type = ticketTypeFromData(doc.id, doc.data());
    const quotaAdded = !type?.quota && inputs.some((input) => input.id === doc.id && input.quota);
    stored.set(doc.id, {
      type,
      quotaBlocks: await transaction.get(quotaBlocksOf(eventId, doc.id)),
      ...(quotaAdded && { seatsHeld: await seatsHeldOfType(transaction, eventId, doc.id) }),
    });
  }
  const unknownId = inputs.findIndex((type) => type.id !== undefined && !stored.has(type.id));
  if (unknownId >= 0) throw invalidTypes({ [`${unknownId}.id`]: 'El tipo de entrada no es válido' });
  const ids = inputs.map((type) => type.id ?? collection.doc().id);
  const lowest = lowestPriceOnSale(
    inputs.map((type, index) => ({
      ...type,
      id: ids[index]!,
      saleStartsAt: type.saleStartsAt ? Date.parse(type.saleStartsAt) : null,
      saleEndsAt: type.saleEndsAt ? Date.parse(type.saleEndsAt) : null,
      sort: index,
      seatsLeft: null,
      promotion: type.promotion ?? null,
    })),
    Date.now(),
  );
  return {
    eventFields: {
      ...(lowest !== null && { ticket_price: lowest }),
      // cards read "Desde $ …" when the visible types' prices differ
      price_from: new Set(inputs.filter((type) => !type.hidden).map((type) => type.price)).size > 1,
      // and carry their types' promotions ("2x1")
      promotion_labels: promotionLabelsOf(inputs),
    },
    prices: inputs.map((type, index) => ({ price: type.price, typeId: ids[index]! })),
    types: inputs.map((type, index) => ({ id: ids[index]!, name: type.name })),
    write(transaction) {
      inputs.forEach((type, index) => {
        const id = ids[index]!;
        const ref = collection.doc(id);
        const before = stored.get(id);
        if (!before) {
          transaction.create(ref, ticketTypeDocument(typeOptions(type, index)));
          if (type.quota)
            splitSeats(type.quota, seatBlockCount(type.quota)).forEach((seats, block) =>
              transaction.create(quotaBlocksOf(eventId, id).doc(String(block)), { seats_left: seats }),
            );
          return;
        }
        const quota = quotaWrites(transaction, eventId, id, before, type.quota, index);
        transaction.set(
          ref,
          {
            ...ticketTypeFields(typeOptions(type, index)),
            ...(quota.seatsLeft !== undefined && { seats_left: quota.seatsLeft ?? FieldValue.delete() }),
            updated_at: FieldValue.serverTimestamp(),
          },
          { merge: true },
        );
      });
      for (const id of stored.keys())
        if (!ids.includes(id)) transaction.update(collection.doc(id), { archived: true, hidden: true });
    },
  };
}
