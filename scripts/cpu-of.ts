/**
 * `npm run cpu -- <command…>`: runs the command and says how much CPU (user + system, all cores)
 * the machine's processes spent while it ran, by kind of process (vitest, Chromium, the Firestore
 * emulator, each function's workers, …). Compare two trees with it side by side on one machine,
 * alone (docs/performance/test-suite.md). Linux only: it samples /proc every half second, so a
 * process that lives less than that is missed, and the last half second of one that ends is lost.
 * Every process on the machine counts, not only the command's: run nothing else beside it.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const SAMPLE_MS = 500;
const TICKS_PER_SECOND = 100;
/** Functions are listed one by one down to this many core-seconds; the rest share one line. */
const FUNCTION_LINE_SECONDS = 10;

interface Seen {
  kind: string;
  firstTicks: number;
  lastTicks: number;
}

const KINDS: [RegExp, string][] = [
  [/java.*(cloud-firestore|firestore-emulator)/, 'Firestore emulator (Java)'],
  [/firebase-tools|bin\/firebase|firebase emulators/, 'firebase-tools (Functions, Auth, Tasks, Hosting emulators)'],
  [/chrom/i, 'Chromium'],
  [/vitest/, 'vitest'],
  [/esbuild|\bvite\b|\btsc\b/, 'builds (esbuild, vite, tsc)'],
  [/stand-?in/i, 'stand-ins'],
];

function kindOf(pid: string, command: string): string {
  try {
    const target = /(?:^|\0)FUNCTION_TARGET=([^\0]*)/.exec(readFileSync(`/proc/${pid}/environ`, 'utf8'))?.[1];
    if (target) return `function ${target}`;
  } catch {
    // gone already, or not ours to read
  }
  return KINDS.find(([pattern]) => pattern.test(command))?.[1] ?? (/node/.test(command) ? 'other Node' : 'other');
}

const seen = new Map<string, Seen>();

/** Every process's CPU ticks so far; a process first seen now counts from its first sample. */
function sample(first = false): void {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || pid === String(process.pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      const key = `${pid}:${fields[19]}`;
      const entry = seen.get(key);
      if (entry) entry.lastTicks = ticks;
      else {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
        seen.set(key, { kind: kindOf(pid, command), firstTicks: first ? ticks : 0, lastTicks: ticks });
      }
    } catch {
      // the process ended between the listing and the read
    }
  }
}

function report(wallSeconds: number): Record<string, number> {
  const perKind = new Map<string, number>();
  for (const entry of seen.values())
    perKind.set(entry.kind, (perKind.get(entry.kind) ?? 0) + (entry.lastTicks - entry.firstTicks) / TICKS_PER_SECOND);
  // a function's workers add up first; the functions that took little share one line
  const byKind = new Map<string, number>();
  for (const [kind, seconds] of perKind) {
    const line = kind.startsWith('function ') && seconds < FUNCTION_LINE_SECONDS ? 'functions, each under 10 s' : kind;
    byKind.set(line, (byKind.get(line) ?? 0) + seconds);
  }
  const rows = [...byKind].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`\n━━━ CPU while it ran: ${total.toFixed(0)} core-seconds in ${wallSeconds.toFixed(0)} s ━━━`);
  for (const [kind, seconds] of rows) console.log(`${seconds.toFixed(1).padStart(8)} s  ${kind}`);
  return { total, wall: wallSeconds, ...Object.fromEntries(rows) };
}

const separator = process.argv.indexOf('--');
const command = process.argv.slice(separator >= 0 ? separator + 1 : 2);
if (command.length === 0) {
  console.error('Usage: npm run cpu -- <command…> (CPU_REPORT=file.json writes the figures too)');
  process.exit(2);
}
sample(true);
const started = Date.now();
const timer = setInterval(() => sample(), SAMPLE_MS);
const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit' });
// Ctrl-C reaches the command through the terminal's process group; the report follows its exit
process.on('SIGINT', () => {});
child.once('close', (code) => {
  clearInterval(timer);
  sample();
  const figures = report((Date.now() - started) / 1000);
  if (process.env.CPU_REPORT) writeFileSync(process.env.CPU_REPORT, JSON.stringify(figures, null, 2));
  process.exit(code ?? 1);
});
