/**
 * Child processes of the scripts. Each runs in its own process group so one Ctrl-C reaches only
 * us, and carries this run's mark (run-marker.ts), so stopAll() ends every group and every process
 * the run started: emulator JVMs, Functions workers, servers, Chromium.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import { markedEnv, processesOfThisRun } from './run-marker.js';

const running = new Set<ChildProcess>();
let stopping = false;

/** True once stopAll() has begun: children exiting then are expected, not a failure. */
export function isStopping(): boolean {
  return stopping;
}
const STOP_GRACE_MS = 10_000;
/**
 * The Firebase CLI's first SIGTERM starts a clean shutdown that waits for every function in
 * flight, and a worker killed mid-request never finishes: its second one (at least 100 ms later)
 * stops it at once. Sent to whatever is still running after this long.
 */
const SECOND_SIGTERM_AFTER_MS = 1_000;

export interface ProcessOptions extends SpawnOptions {
  /** Append the output here instead of the console (emulator and server logs of a run). */
  logFile?: string;
}

/** Whether output sent to a log file is shown on the console too (`npm start -- --verbose`). */
let echoLoggedOutput = false;

export function showLoggedOutputOnConsole(): void {
  echoLoggedOutput = true;
}

/** Starts a command whose output lines carry its name, e.g. `[emulators] ...`. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  { logFile, ...options }: ProcessOptions = {},
): ChildProcess {
  const child = spawn(command, args, {
    ...options,
    env: markedEnv(options.env),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.once('error', () => running.delete(child));
  const file = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : undefined;
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (stream)
      readline.createInterface({ input: stream }).on('line', (line) => {
        file?.write(`[${name}] ${line}\n`);
        if (!file || echoLoggedOutput) sink.write(`[${name}] ${line}\n`);
      });
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

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

function signalEverything(groups: number[], name: NodeJS.Signals): number[] {
  for (const group of groups) signal(-group, name);
  const marked = processesOfThisRun();
  for (const pid of marked) signal(pid, name);
  return marked;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilNoneLeft(ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (processesOfThisRun().length > 0 && Date.now() < deadline) await pause(200);
}

/**
 * SIGTERM to every group and every process of this run (found by its mark, wherever it hangs in
 * the tree), a second SIGTERM a second later, SIGKILL to whatever is left after a grace period,
 * until none is left: a worker the Functions emulator starts while it is being stopped is caught
 * by the next look.
 */
export async function stopAll(): Promise<void> {
  stopping = true;
  const groups = [...running].map((child) => child.pid).filter((pid): pid is number => pid !== undefined);
  signalEverything(groups, 'SIGTERM');
  await untilNoneLeft(SECOND_SIGTERM_AFTER_MS);
  signalEverything(groups, 'SIGTERM');
  await untilNoneLeft(STOP_GRACE_MS - SECOND_SIGTERM_AFTER_MS);
  for (let round = 0; round < 10 && signalEverything(groups, 'SIGKILL').length > 0; round++) await pause(200);
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
