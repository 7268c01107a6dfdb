import fs from 'node:fs';

/** The scripts' one voice: every line says it comes from Carcajada's own tooling, not a child process. */
const PREFIX = '[carcajada]';

/** The run's log file, if it has one: the scripts' own lines join its children's output there. */
let logFile: string | undefined;
/** Whether details (found tools, written settings) reach the console when there is a log file. */
let verbose = false;

function say(write: (line: string) => void, line: string): void {
  write(line);
  if (logFile) fs.appendFileSync(logFile, `${line}\n`);
}

export const log = {
  step: (message: string): void => say(console.log, `${PREFIX} ${message}`),
  warn: (message: string): void => say(console.warn, `${PREFIX} warning: ${message}`),
  error: (message: string): void => say(console.error, `${PREFIX} error: ${message}`),
  /** What a newcomer need not read: in the log file only, once there is one (unless verbose). */
  detail: (message: string): void => {
    const line = `${PREFIX} ${message}`;
    if (!logFile || verbose) console.log(line);
    if (logFile) fs.appendFileSync(logFile, `${line}\n`);
  },
  /** Also writes the scripts' own lines to `file`, so it reads as the whole story of the run. */
  alsoTo: (file: string, options: { verbose?: boolean } = {}): void => {
    logFile = file;
    verbose = options.verbose ?? false;
  },
};

/** A prerequisite the scripts cannot find: its message names what is missing and how to get it. */
export class MissingPrerequisite extends Error {
  override name = 'MissingPrerequisite';
}
