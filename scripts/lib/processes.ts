/**
 * Child processes of the scripts. Each runs in its own process group so one Ctrl-C reaches only
 * us, and stopAll() then ends every group and every descendant (emulator JVMs, function workers).
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';

const running = new Set<ChildProcess>();
let stopping = false;

/** True once stopAll() has begun: children exiting then are expected, not a failure. */
export function isStopping(): boolean {
  return stopping;
}
const STOP_GRACE_MS = 10_000;

export interface ProcessOptions extends SpawnOptions {
  /** Append the output here instead of the console (emulator and server logs of a test run). */
  logFile?: string;
}

/** Starts a command whose output lines carry its name, e.g. `[emulators] ...`. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  { logFile, ...options }: ProcessOptions = {},
): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.once('error', () => running.delete(child));
  const file = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : undefined;
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (stream)
      readline.createInterface({ input: stream }).on('line', (line) => (file ?? sink).write(`[${name}] ${line}\n`));
  }
  return child;
}

/** Resolves with the exit code (1 for a signal or a failed spawn). */
export function exitOf(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code ?? 1));
    child.once('error', () => resolve(1));
  });
}

function childrenOf(pid: number): number[] {
  if (fs.existsSync('/proc')) {
    return fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((entry) => {
        try {
          const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
        } catch {
          return false;
        }
      })
      .map(Number);
  }
  const run = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
  return (run.stdout ?? '').split('\n').filter(Boolean).map(Number);
}

function descendantsOf(pid: number): number[] {
  return childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to every group and descendant, SIGKILL to whatever is left after a grace period. */
export async function stopAll(): Promise<void> {
  stopping = true;
  const groups = [...running].map((child) => child.pid).filter((pid): pid is number => pid !== undefined);
  const pids = [...new Set(groups.flatMap((pid) => [pid, ...descendantsOf(pid)]))];
  for (const group of groups) signal(-group, 'SIGTERM');
  for (const pid of pids) signal(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  for (const group of groups) signal(-group, 'SIGKILL');
  for (const pid of pids.filter(alive)) signal(pid, 'SIGKILL');
}

/** Runs the handler once on Ctrl-C, SIGTERM or a closed terminal. */
export function onShutdownSignal(handler: () => Promise<void>): void {
  let called = false;
  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(name, () => {
      if (called) return;
      called = true;
      void handler();
    });
  }
}
