/**
 * The scheduled functions, run locally on their own cadence. The Functions emulator loads
 * `onSchedule` functions but never fires them (it leaves that to a Pub/Sub emulator, which the
 * stack does not run). This scheduler reads each one's schedule from the emulator itself
 * (`GET /backends`) and, when it is due, asks the emulator to run it on its background-trigger
 * route: the real handler, in a Functions worker, with the emulator's environment.
 */
import { Cron } from 'croner';
import { setTimeout as sleep } from 'node:timers/promises';
import { EMULATOR_HOSTS } from './emulators.js';
import { PROJECT_ID } from './paths.js';

/**
 * Local cadences instead of the functions' own, `name=schedule` separated by `;`, e.g.
 * `admitFromQueue=every 5 seconds` so a test sees a queue move in seconds. Production is unchanged.
 */
export const SCHEDULES_ENV = 'CARCAJADA_SCHEDULES';

export interface ScheduledFunction {
  /** The export's name, e.g. `admitFromQueue`. */
  name: string;
  /** The emulator's id for it, `<region>-<name>`. */
  id: string;
  /** "every N minutes|hours" (Cloud Scheduler's App Engine syntax; seconds too, locally) or cron. */
  schedule: string;
  timeZone: string;
}

interface EmulatedTrigger {
  id: string;
  name: string;
  schedule?: { schedule: string; timeZone?: string };
}

const FUNCTIONS_URL = `http://${EMULATOR_HOSTS.FUNCTIONS_EMULATOR_HOST}`;
/** Cloud Scheduler's default time zone, for a schedule that names none. */
const DEFAULT_TIME_ZONE = 'UTC';

/**
 * The scheduled functions the running Functions emulator has loaded (once each: after a seed it
 * also lists the generation it turned off, see triggerKey).
 */
export async function scheduledFunctions(): Promise<ScheduledFunction[]> {
  const response = await fetch(`${FUNCTIONS_URL}/backends`);
  if (!response.ok) throw new Error(`the Functions emulator's /backends answered ${response.status}`);
  const { backends } = (await response.json()) as { backends: { functionTriggers: EmulatedTrigger[] }[] };
  const scheduled = new Map<string, ScheduledFunction>();
  for (const { id, name, schedule } of backends.flatMap((backend) => backend.functionTriggers))
    if (schedule)
      scheduled.set(id, { id, name, schedule: schedule.schedule, timeZone: schedule.timeZone ?? DEFAULT_TIME_ZONE });
  return [...scheduled.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The functions with the cadences of `overrides` (SCHEDULES_ENV's format) in place of their own. */
export function withLocalCadences(functions: ScheduledFunction[], overrides = process.env[SCHEDULES_ENV]) {
  const local = new Map(
    (overrides ?? '')
      .split(';')
      .filter((entry) => entry.includes('='))
      .map((entry) => entry.split('=').map((part) => part.trim()) as [string, string]),
  );
  for (const name of local.keys())
    if (!functions.some((fn) => fn.name === name))
      throw new Error(`${SCHEDULES_ENV} names no scheduled function ${name}`);
  const scheduled = functions.map((fn) => ({ ...fn, schedule: local.get(fn.name) ?? fn.schedule }));
  // a cadence that cannot be read stops the start here, not in the scheduler later
  for (const fn of scheduled) nextRunOf(fn, new Date());
  return scheduled;
}

const UNIT_MS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000 };

/**
 * When a schedule is next due after `after`: "every N minutes" N minutes later, a cron expression
 * at its next match in the function's time zone.
 */
export function nextRunOf(fn: ScheduledFunction, after: Date): Date {
  const every = /^every (\d+) (second|minute|hour)s?$/.exec(fn.schedule.trim());
  if (every) return new Date(after.getTime() + Number(every[1]) * UNIT_MS[every[2]!]!);
  const next = new Cron(fn.schedule, { timezone: fn.timeZone }).nextRun(after);
  if (!next) throw new Error(`${fn.name}: the schedule "${fn.schedule}" never runs again`);
  return next;
}

/** One line for the start banner: each function and its cadence. */
export function describeCadences(functions: ScheduledFunction[]): string {
  return functions
    .map((fn) => `${fn.name} ${fn.schedule}${/^every /.test(fn.schedule) ? '' : ` (${fn.timeZone})`}`)
    .join(', ');
}

const triggersUrl = (key: string) => `${FUNCTIONS_URL}/functions/projects/${PROJECT_ID}/triggers/${key}`;

/**
 * The function's current key among those the emulator lists: the highest generation. An
 * event-triggered function is keyed `<id>-<generation>`, and each time background triggers are
 * turned on again (every seed does) the emulator adds a generation, keeping the old one off.
 */
export function currentKeyIn(validKeys: string, fn: ScheduledFunction): string | undefined {
  const generations = (validKeys.split('valid functions are: ')[1] ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key.startsWith(`${fn.id}-`) && /^\d+$/.test(key.slice(fn.id.length + 1)))
    .map((key) => Number(key.slice(fn.id.length + 1)));
  return generations.length > 0 ? `${fn.id}-${Math.max(...generations)}` : undefined;
}

/** Asked for the function by its bare id (not a key), the emulator answers 404 with every key. */
async function triggerKey(fn: ScheduledFunction): Promise<string> {
  const response = await fetch(triggersUrl(fn.id), { method: 'POST', body: '{}' });
  const key = currentKeyIn(await response.text(), fn);
  if (!key) throw new Error(`the Functions emulator has no ${fn.id}`);
  return key;
}

/**
 * Runs the function once in the emulator, on its background-trigger route with Cloud Scheduler's
 * headers: 'ran', or 'off' while background triggers are off (a seed loading). Throws on a failed
 * run (the handler's own error is in the emulators' output).
 */
async function runOnce(fn: ScheduledFunction, due: Date): Promise<'ran' | 'off'> {
  const response = await fetch(triggersUrl(await triggerKey(fn)), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-CloudScheduler-JobName': `firebase-schedule-${fn.id}`,
      'X-CloudScheduler-ScheduleTime': due.toISOString(),
    },
    body: '{}',
  });
  if (response.status === 204) return 'off';
  if (!response.ok) throw new Error(`HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return 'ran';
}

export interface RunningSchedules {
  /** Stops scheduling and waits for the runs in flight. */
  stop(): Promise<void>;
}

/**
 * Runs each function whenever it is due, one run of a function at a time (a run that overruns
 * its cadence skips the runs it missed, where Cloud Scheduler would start them beside it). `say`
 * gets a line per run.
 */
export function startSchedules(functions: ScheduledFunction[], say: (line: string) => void): RunningSchedules {
  const stopping = new AbortController();
  const loop = async (fn: ScheduledFunction) => {
    let due = nextRunOf(fn, new Date());
    while (!stopping.signal.aborted) {
      await sleep(Math.max(0, due.getTime() - Date.now()), undefined, { signal: stopping.signal }).catch(() => {});
      if (stopping.signal.aborted) return;
      const started = Date.now();
      try {
        const outcome = await runOnce(fn, due);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        say(outcome === 'ran' ? `${fn.name} ran (${seconds} s)` : `${fn.name} skipped: background triggers are off`);
      } catch (error) {
        say(`${fn.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      due = nextRunOf(fn, new Date(Math.max(Date.now(), due.getTime())));
    }
  };
  const loops = functions.map(loop);
  return {
    async stop() {
      stopping.abort();
      await Promise.all(loops);
    },
  };
}
