/** Another date from the demand: who may buy during the priority window, and who is offered it. */
import { describe, expect, it } from 'vitest';
import { PriorityDateRequest } from '@carcajada/domain/requests';
import {
  PRIORITY_DEFAULT_HOURS,
  priorityAccess,
  priorityOffersFor,
  priorityWindowOpen,
  readRefusal,
  refusalMessage,
} from '@carcajada/domain';

const now = new Date('2026-12-06T20:00:00Z');
const until = new Date('2026-12-07T20:00:00Z');

describe('priorityAccess', () => {
  it('is open for a date without a window, or once it is over', () => {
    expect(priorityAccess(null, null, 4, now)).toBe('open');
    expect(priorityAccess({ until: now }, null, 4, now)).toBe('open');
    expect(priorityWindowOpen({ until: now }, now)).toBe(false);
    expect(priorityWindowOpen({ until }, now)).toBe(true);
  });

  it('refuses an account not offered the date during the window', () => {
    expect(priorityAccess({ until }, null, 1, now)).toBe('priorityWindow');
    expect(priorityAccess({ until }, { seats: 0, seatsTaken: 0 }, 1, now)).toBe('priorityWindow');
  });

  it('lets an offered account buy up to its seats, counting what it already holds', () => {
    expect(priorityAccess({ until }, { seats: 3, seatsTaken: 0 }, 3, now)).toBe('offered');
    expect(priorityAccess({ until }, { seats: 3, seatsTaken: 2 }, 1, now)).toBe('offered');
    expect(priorityAccess({ until }, { seats: 3, seatsTaken: 2 }, 2, now)).toBe('priorityLimit');
    expect(priorityAccess({ until }, { seats: 3, seatsTaken: 0 }, 4, now)).toBe('priorityLimit');
  });

  it('has a Spanish text for each refusal', () => {
    for (const reason of ['priorityWindow', 'priorityLimit'] as const) {
      expect(readRefusal({ reason })).toEqual({ reason });
      expect(refusalMessage({ reason })).toMatch(/prioridad/);
    }
  });
});

describe('priorityOffersFor', () => {
  const demand = [
    { userId: 'a', seats: 2 },
    { userId: 'b', seats: 1 },
    { userId: 'a', seats: 1 },
    { userId: 'c', seats: 3 },
    { userId: 'd', seats: 1 },
  ];

  it('offers in order as far as the seats cover, an account once, never skipping ahead', () => {
    expect(priorityOffersFor(demand, 5).map((place) => place.userId)).toEqual(['a', 'b']);
    expect(priorityOffersFor(demand, 6).map((place) => place.userId)).toEqual(['a', 'b', 'c']);
    expect(priorityOffersFor(demand, 1)).toEqual([]);
  });

  it('offers everyone when the date has no seat limit', () => {
    expect(priorityOffersFor(demand, null).map((place) => place.userId)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('PriorityDateRequest', () => {
  it('defaults the window to 24 hours and bounds it', () => {
    expect(PriorityDateRequest.parse({ priorityFromEventId: 'abc' })).toEqual({
      priorityFromEventId: 'abc',
      priorityHours: PRIORITY_DEFAULT_HOURS,
    });
    expect(PriorityDateRequest.safeParse({ priorityFromEventId: 'abc', priorityHours: 0 }).success).toBe(false);
    expect(PriorityDateRequest.safeParse({ priorityFromEventId: 'abc', priorityHours: 1.5 }).success).toBe(false);
  });
});
