/** A failed `npm test` quotes what the functions logged unexpectedly: the log file may be out of reach (CI). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unexpectedServerErrors } from '../../scripts/lib/server-errors.js';

function logFile(lines: string[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'server-errors-')), 'run.log');
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const entry = (fields: Record<string, unknown>) => `[emulators] >  ${JSON.stringify(fields)}`;

describe('unexpectedServerErrors', () => {
  it("quotes our unexpected errors, the SDK's unhandled ones and the emulator's failed requests, not the rest", () => {
    const file = logFile([
      entry({ where: 'createTicketPreference', error: 'Error: boom', severity: 'ERROR', message: 'unexpected_error' }),
      entry({ severity: 'ERROR', message: 'Unhandled error Error: 5 NOT_FOUND: gone\n    at x (y.js:1:1)' }),
      entry({ ticketId: 't1', severity: 'ERROR', message: 'Error: payment_to_refund' }),
      '[emulators] i  Request to function failed: Error: write EPIPE',
      '[emulators] i  functions: Finished "us-central1-deliverMail" in 12ms',
      '[web] not json {',
      '[emulators] i  emulators: Shutting down emulators.',
      '[emulators] i  Request to function failed: Error: socket hang up',
    ]);
    expect(unexpectedServerErrors(file)).toEqual([
      'createTicketPreference: Error: boom',
      'Unhandled error Error: 5 NOT_FOUND: gone',
      'Functions emulator: Request to function failed: Error: write EPIPE',
    ]);
  });

  it('quotes at most ten and says how many more the file holds', () => {
    const failures = Array.from({ length: 13 }, (_, index) => `[emulators] i  Request to function failed: E${index}`);
    const quoted = unexpectedServerErrors(logFile(failures));
    expect(quoted).toHaveLength(11);
    expect(quoted.at(-1)).toBe('… and 3 more in the log file');
  });

  it('answers nothing for a run that wrote no log', () => {
    expect(unexpectedServerErrors(path.join(os.tmpdir(), 'no-such-run.log'))).toEqual([]);
  });
});
