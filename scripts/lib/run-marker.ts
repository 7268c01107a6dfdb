/**
 * Every process a run starts carries `CARCAJADA_RUN=<checkout>|<run id>` in its environment, and
 * every descendant inherits it — also the Functions emulator's workers, which outlive firebase-tools
 * when it exits first and are then no one's descendants. So a run can end all it started, and the
 * next run can name what an earlier one left behind. Read from /proc (Linux); elsewhere the lists
 * are empty and the process groups alone do the stopping.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { ROOT_DIR } from './paths.js';

export const RUN_MARK = 'CARCAJADA_RUN';
/** This run's id: each npm start / test / bench (and each run a test starts) has its own. */
export const RUN_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

export interface MarkedProcess {
  pid: number;
  /** The checkout that started it: runs in other checkouts (worktrees) are none of ours. */
  root: string;
  runId: string;
  command: string;
}

/** The environment to start a child of this run with. */
export function markedEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, [RUN_MARK]: `${ROOT_DIR}|${RUN_ID}` };
}

function readProc(pid: string, file: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined; // gone, or not ours to read
  }
}

function pids(): string[] {
  if (!fs.existsSync('/proc')) return [];
  return fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
}

function commandOf(pid: string): string {
  return (readProc(pid, 'cmdline') ?? '').split('\0').filter(Boolean).join(' ');
}

/** Every live process that carries a run mark, with the checkout and run it belongs to. */
export function markedProcesses(): MarkedProcess[] {
  const found: MarkedProcess[] = [];
  for (const pid of pids()) {
    const mark = (readProc(pid, 'environ') ?? '')
      .split('\0')
      .find((entry) => entry.startsWith(`${RUN_MARK}=`))
      ?.slice(RUN_MARK.length + 1);
    if (!mark) continue;
    const separator = mark.lastIndexOf('|');
    found.push({
      pid: Number(pid),
      root: mark.slice(0, separator),
      runId: mark.slice(separator + 1),
      command: commandOf(pid),
    });
  }
  return found;
}

export function parentOf(pid: number): number | undefined {
  const stat = readProc(String(pid), 'stat');
  if (!stat) return undefined;
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** This process and the chain above it (npm, tsx, a test that started this run). */
export function selfAndAncestors(): Set<number> {
  const chain = new Set<number>();
  for (let pid: number | undefined = process.pid; pid && pid > 1 && !chain.has(pid); pid = parentOf(pid))
    chain.add(pid);
  return chain;
}

/** The processes this run started, wherever they now hang in the tree. */
export function processesOfThisRun(): number[] {
  return markedProcesses()
    .filter((process_) => process_.runId === RUN_ID && process_.pid !== process.pid)
    .map((process_) => process_.pid);
}

/** Functions emulator workers: firebase-tools' runtime, one Node process per concurrent request. */
export function isFunctionsWorker(command: string): boolean {
  return command.includes('functionsEmulatorRuntime');
}

/** The run that started this process, if one did (the launcher test starts runs of its own). */
const PARENT_RUN_ID = process.env[RUN_MARK]?.split('|').pop();

/**
 * What earlier runs of this checkout left running: marked processes of another run that are
 * neither this process's ancestors nor of the run that started it, and unmarked Functions emulator
 * workers serving this checkout (runs from before the mark existed).
 */
export function leftoversOfEarlierRuns(): MarkedProcess[] {
  const mine = selfAndAncestors();
  const marked = markedProcesses().filter(
    (process_) =>
      process_.root === ROOT_DIR &&
      process_.runId !== RUN_ID &&
      process_.runId !== PARENT_RUN_ID &&
      !mine.has(process_.pid),
  );
  const markedPids = new Set(marked.map((process_) => process_.pid));
  const unmarkedWorkers = pids()
    .filter((pid) => !markedPids.has(Number(pid)) && isFunctionsWorker(commandOf(pid)))
    .filter((pid) => {
      try {
        return fs.realpathSync(`/proc/${pid}/cwd`).startsWith(ROOT_DIR);
      } catch {
        return false;
      }
    })
    .map((pid) => ({ pid: Number(pid), root: ROOT_DIR, runId: 'unmarked', command: commandOf(pid) }));
  return [...marked, ...unmarkedWorkers];
}

const KINDS: [string, (command: string) => boolean][] = [
  ['Functions emulator workers', isFunctionsWorker],
  ['Firestore emulator (java)', (command) => /\bjava\b/.test(command)],
  ['firebase emulators', (command) => command.includes('firebase')],
  ['Chromium', (command) => /chrom/i.test(command)],
  ['Mercado Pago stand-in', (command) => command.includes('mp-standin')],
  ['wallet stand-in', (command) => command.includes('wallet-standin')],
  ['WhatsApp stand-in', (command) => command.includes('whatsapp-standin')],
  ['web server (vite)', (command) => command.includes('vite')],
  ['mail catcher (maildev)', (command) => command.includes('maildev')],
  ['test runner (vitest)', (command) => command.includes('vitest')],
  ['other processes', () => true],
];

/** "243 Functions emulator workers, 1 Firestore emulator (java)": the leftovers by kind. */
export function describeProcesses(processes: MarkedProcess[]): string {
  const counts = new Map<string, number>();
  for (const { command } of processes) {
    const [kind] = KINDS.find(([, matches]) => matches(command))!;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');
}
