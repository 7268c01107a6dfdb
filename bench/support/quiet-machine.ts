import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The machine's busy and total CPU time so far (Linux's /proc/stat, all cores). */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  return { busy: total - fields[3]! - (fields[4] ?? 0), total };
}

/**
 * Waits until the whole machine is at most `busyShare` busy over a `windowMs` window (or `maxMs`
 * has passed; then it goes on and says how busy it still was). The page's figures are a phone's:
 * the emulators' background work (triggers, tasks, the JVM's collector) on the same cores is not
 * part of it. Returns the busy share of the last window.
 */
export async function waitForQuietMachine({ busyShare = 0.15, windowMs = 500, maxMs = 30_000 } = {}): Promise<number> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const before = cpuTimes();
    await sleep(windowMs);
    const after = cpuTimes();
    const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (share <= busyShare || Date.now() >= deadline) return share;
  }
}
