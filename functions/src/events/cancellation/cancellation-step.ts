import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { parseTicket } from '../../documents/ticket.js';
import {
  finishTicket,
  openCancellationsQuery,
  readCancelledDate,
  recordProgress,
  ticketsToFinish,
  type CancelledDate,
  type CancellationWork,
} from './cancellation-pass.js';

/**
 * Reconciliation's share of cancelled dates: the tickets of every date whose cancellation is not
 * done (a task that gave up, a Mercado Pago outage longer than its retries), worked like a pass
 * does, then each date's figures written again.
 */
export function cancellationStep(qrPrivateKeyPem: string) {
  const dates = new Map<string, CancelledDate | null>();
  const work: CancellationWork = { ticketsWorked: 0, failed: 0, mailed: 0 };
  const failures = new Map<string, number>();
  return {
    work,
    candidates: async (): Promise<QueryDocumentSnapshot[]> => {
      const open = await openCancellationsQuery().get();
      const lists = await Promise.all(
        open.docs.map(async (event) => {
          // a date that cannot be read as a show (no start) is skipped, not the whole step
          const date = await readCancelledDate(event.id).catch(() => null);
          dates.set(event.id, date);
          return date ? ticketsToFinish(event.id) : [];
        }),
      );
      return lists.flat();
    },
    finish: async (doc: QueryDocumentSnapshot): Promise<void> => {
      const { eventId } = parseTicket(doc.data());
      const date = dates.get(eventId);
      if (!date) return;
      try {
        await finishTicket(doc, date, qrPrivateKeyPem, work);
      } catch (error) {
        failures.set(eventId, (failures.get(eventId) ?? 0) + 1);
        throw error;
      }
    },
    /** Every open date's figures (also a date whose last ticket a task finished meanwhile). */
    record: async (): Promise<void> => {
      for (const eventId of dates.keys()) await recordProgress(eventId, failures.get(eventId) ?? 0);
    },
  };
}
