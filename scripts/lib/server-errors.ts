import fs from 'node:fs';

/** The Functions emulator's line for one structured log entry (firebase-functions' logger). */
const ENTRY_LINE = /^\[emulators\] >\s+(\{.*\})\s*$/;
/** The Functions emulator's own failures of a request (its caller got a 500 that no function sent). */
const EMULATOR_FAILURE = /(Request to function failed: .*|Your function timed out after ~\d+s)/;
/** From here on, requests fail because the stack is stopping. */
const SHUTDOWN = 'Shutting down emulators';
/** How many a failed run quotes: enough to name a cause, few enough to read. */
const MOST_QUOTED = 10;

interface LogEntry {
  message?: unknown;
  where?: unknown;
  error?: unknown;
}

function entryOf(line: string): LogEntry | null {
  const json = ENTRY_LINE.exec(line)?.[1];
  if (!json) return null;
  try {
    return JSON.parse(json) as LogEntry;
  } catch {
    return null;
  }
}

/** A function's failure nobody answered for: our logUnexpectedError, or the SDK's "Unhandled error". */
function unexpectedEntry(entry: LogEntry): string | null {
  const message = String(entry.message ?? '');
  if (message.includes('unexpected_error')) return `${String(entry.where)}: ${String(entry.error)}`;
  if (message.startsWith('Unhandled error')) return message.split('\n')[0]!;
  return null;
}

function unexpected(line: string): string | null {
  const entry = entryOf(line);
  if (entry) return unexpectedEntry(entry);
  const failure = EMULATOR_FAILURE.exec(line)?.[1];
  return failure ? `Functions emulator: ${failure}` : null;
}

/**
 * The unexpected errors the functions (and the Functions emulator, before the stack stopped)
 * logged in a run's log file, first line of each, for the console of a failed run (the file
 * itself may be out of reach, as in CI).
 */
export function unexpectedServerErrors(logFile: string): string[] {
  if (!fs.existsSync(logFile)) return [];
  const text = fs.readFileSync(logFile, 'utf8');
  const shutdown = text.indexOf(SHUTDOWN);
  const found = (shutdown >= 0 ? text.slice(0, shutdown) : text)
    .split('\n')
    .map(unexpected)
    .filter((line): line is string => line !== null);
  const more = found.length > MOST_QUOTED ? [`… and ${found.length - MOST_QUOTED} more in the log file`] : [];
  return [...found.slice(0, MOST_QUOTED), ...more];
}
