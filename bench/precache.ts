/**
 * Precache report: what the service worker downloads on an attendee's first visit, read from the
 * precache manifest Workbox wrote into the built sw.js (web/build/offline-precache.ts, offlineFiles). Budget:
 * at most 400 kB raw, only what an attendee opens offline (docs/performance.md, "Service worker").
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_DIST_DIR } from './support/config.js';
import { heading, kilobytes, printBudget, printTable, writeResult, type BudgetCheck } from './support/report.js';

const PRECACHE_RAW_BUDGET = 400_000;

export interface PrecacheResult {
  files: { url: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
  budgets: BudgetCheck[];
}

/** The precache entries' URLs: `{url:"assets/x.js",revision:…}` in Workbox's generated worker. */
export function precacheUrls(workerSource: string): string[] {
  const entries = workerSource.matchAll(/\{\s*"?url"?\s*:\s*"([^"]+)"\s*,\s*"?revision"?\s*:/g);
  return [...new Set([...entries].map((match) => match[1]!))];
}

export function runPrecacheReport(): PrecacheResult {
  heading('Service worker precache (first visit)');
  const worker = path.join(WEB_DIST_DIR, 'sw.js');
  if (!fs.existsSync(worker)) throw new Error(`No service worker in the build: ${worker}`);
  const urls = precacheUrls(fs.readFileSync(worker, 'utf8'));
  if (urls.length === 0) throw new Error(`No precache manifest found in ${worker}`);
  const files = urls
    .map((url) => {
      const content = fs.readFileSync(path.join(WEB_DIST_DIR, url.replace(/^\//, '')));
      return { url, raw: content.length, gzip: gzipSync(content).length };
    })
    .sort((a, b) => b.raw - a.raw);
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  printTable(
    ['file', 'raw', 'gzip'],
    [
      ...files.map((file) => [file.url, kilobytes(file.raw), kilobytes(file.gzip)]),
      [`total (${files.length} files)`, kilobytes(raw), kilobytes(gzip)],
    ],
  );
  const budgets: BudgetCheck[] = [
    {
      name: 'service worker precache, raw',
      actual: `${kilobytes(raw)} in ${files.length} files (gzip ${kilobytes(gzip)})`,
      limit: `≤ ${kilobytes(PRECACHE_RAW_BUDGET)}`,
      ok: raw <= PRECACHE_RAW_BUDGET,
    },
  ];
  budgets.forEach(printBudget);
  const result: PrecacheResult = { files, raw, gzip, budgets };
  writeResult('precache', result);
  return result;
}
