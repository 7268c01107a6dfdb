/** The local scheduler's cadences (scripts/lib/local-schedules.ts): Cloud Scheduler's two syntaxes. */
import { describe, expect, it } from 'vitest';
import { currentKeyIn, describeCadences, nextRunOf, withLocalCadences } from '../../scripts/lib/local-schedules.js';

const admission = {
  name: 'admitFromQueue',
  id: 'us-central1-admitFromQueue',
  schedule: 'every 1 minutes',
  timeZone: 'America/Bogota',
};
const reminders = {
  name: 'sendShowDayRemindersDaily',
  id: 'us-central1-sendShowDayRemindersDaily',
  schedule: '0 10 * * *',
  timeZone: 'America/Bogota',
};

describe('local schedules', () => {
  it('"every N minutes" is due N minutes after the last run', () => {
    const after = new Date('2026-12-06T18:00:30Z');
    expect(nextRunOf(admission, after)).toEqual(new Date('2026-12-06T18:01:30Z'));
    expect(nextRunOf({ ...admission, schedule: 'every 5 seconds' }, after)).toEqual(new Date('2026-12-06T18:00:35Z'));
  });

  it('a cron expression is due at its next match in the function time zone (10:00 Bogotá is 15:00 UTC)', () => {
    expect(nextRunOf(reminders, new Date('2026-12-06T14:59:00Z'))).toEqual(new Date('2026-12-06T15:00:00Z'));
    expect(nextRunOf(reminders, new Date('2026-12-06T15:00:00Z'))).toEqual(new Date('2026-12-07T15:00:00Z'));
  });

  it('local cadences replace the named functions’ own; an unknown name or cadence is refused', () => {
    const local = withLocalCadences([admission, reminders], 'admitFromQueue=every 5 seconds');
    expect(local.map((fn) => fn.schedule)).toEqual(['every 5 seconds', '0 10 * * *']);
    expect(withLocalCadences([admission], undefined)).toEqual([admission]);
    expect(() => withLocalCadences([admission], 'admitFromQeue=every 5 seconds')).toThrow(/admitFromQeue/);
    expect(() => withLocalCadences([admission], 'admitFromQueue=every now and then')).toThrow();
  });

  it('the banner names each cadence, with the time zone of a cron expression', () => {
    expect(describeCadences([admission, reminders])).toBe(
      'admitFromQueue every 1 minutes, sendShowDayRemindersDaily 0 10 * * * (America/Bogota)',
    );
  });

  it('finds the function’s current key in the emulator’s list (a generation more with every seed)', () => {
    const notFound =
      'Function us-central1-admitFromQueue does not exist, valid functions are: us-central1-admitFromQueue-0, ' +
      'us-central1-admitFromQueueNow, us-central1-admitFromQueue-2, us-central1-admitFromQueue-1, ' +
      'us-central1-reconcilePayments-2';
    expect(currentKeyIn(notFound, admission)).toBe('us-central1-admitFromQueue-2');
    expect(currentKeyIn('Not Found', admission)).toBeUndefined();
  });
});
