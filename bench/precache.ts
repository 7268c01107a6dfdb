/**
 * Precache report: what the service worker downloads on an attendee's first visit, read from the
 * precache manifest Workbox wrote into the built sw.js (web/build/offline-precache.ts, offlineFiles).
 * Budget: at most 400 kB raw, only what an attendee opens offline (docs/performance/first-load.md,
 * "Service worker"). The shell's scripts and stylesheet are kept offline too, but from the page: it sends
 * their URLs to the worker, which caches them from the browser's HTTP cache (web/src/sw.ts); they
 * are listed apart, with what the worker keeps in all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_DIST_DIR } from './support/config.js';
import { heading, kilobytes, printBudget, printTable, writeResult, type BudgetCheck } from './support/report.js';

const PRECACHE_RAW_BUDGET = 400_000;

interface FileSize {
  url: string;
  raw: number;
  gzip: number;
}

export interface PrecacheResult {
  files: FileSize[];
  raw: number;
  gzip: number;
  /** The shell every page loads (app.html's scripts, preloads and stylesheet), sent by the page. */
  fromPage: { files: FileSize[]; raw: number; gzip: number };
  budgets: BudgetCheck[];
}

/** The precache entries' URLs: `{"revision":…,"url":"assets/x.js"}` (either order) in the built worker. */
export function precacheUrls(workerSource: string): string[] {
  const entries = workerSource.matchAll(/\{\s*(?:"?revision"?\s*:\s*(?:null|"[^"]*")\s*,\s*)?"?url"?\s*:\s*"([^"]+)"/g);
  return [...new Set([...entries].map((match) => match[1]!))];
}

/** The shell's scripts and stylesheet: the /assets/ files app.html loads (`src`/`href` attributes). */
export function shellUrls(shellHtml: string): string[] {
  const links = shellHtml.matchAll(/\s(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g);
  return [...new Set([...links].map((match) => match[1]!))];
}

function sizes(urls: string[]): { files: FileSize[]; raw: number; gzip: number } {
  const files = urls
    .map((url) => {
      const content = fs.readFileSync(path.join(WEB_DIST_DIR, url.replace(/^\//, '')));
      return { url, raw: content.length, gzip: gzipSync(content).length };
    })
    .sort((a, b) => b.raw - a.raw);
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  return { files, raw, gzip };
}

const totalRow = (label: string, set: { files: FileSize[]; raw: number; gzip: number }) => [
  `${label} (${set.files.length} files)`,
  kilobytes(set.raw),
  kilobytes(set.gzip),
];

export function runPrecacheReport(): PrecacheResult {
  heading('Service worker precache (first visit)');
  const worker = path.join(WEB_DIST_DIR, 'sw.js');
  if (!fs.existsSync(worker)) throw new Error(`No service worker in the build: ${worker}`);
  const urls = precacheUrls(fs.readFileSync(worker, 'utf8'));
  if (urls.length === 0) throw new Error(`No precache manifest found in ${worker}`);
  const precache = sizes(urls);
  const shell = sizes(
    shellUrls(fs.readFileSync(path.join(WEB_DIST_DIR, 'app.html'), 'utf8')).filter((url) => !urls.includes(url)),
  );
  printTable(
    ['file', 'raw', 'gzip'],
    [
      ...precache.files.map((file) => [file.url, kilobytes(file.raw), kilobytes(file.gzip)]),
      totalRow('precache', precache),
    ],
  );
  console.log('\nKept offline from the page (the shell it loaded, cached by the worker from the HTTP cache):');
  printTable(
    ['file', 'raw', 'gzip'],
    [
      ...shell.files.map((file) => [file.url, kilobytes(file.raw), kilobytes(file.gzip)]),
      totalRow('from the page', shell),
    ],
  );
  console.log(
    `\nFetched by the worker on a first visit: at most the precache, ${kilobytes(precache.raw)} raw` +
      ` (less what the page itself loaded: those come from the HTTP cache).` +
      `\nKept offline in all: ${kilobytes(precache.raw + shell.raw)} raw in ${precache.files.length + shell.files.length} files.`,
  );
  const budgets: BudgetCheck[] = [
    {
      name: 'service worker precache, raw',
      actual: `${kilobytes(precache.raw)} in ${precache.files.length} files (gzip ${kilobytes(precache.gzip)})`,
      limit: `≤ ${kilobytes(PRECACHE_RAW_BUDGET)}`,
      ok: precache.raw <= PRECACHE_RAW_BUDGET,
    },
  ];
  budgets.forEach(printBudget);
  const result: PrecacheResult = { ...precache, fromPage: shell, budgets };
  writeResult('precache', result);
  return result;
}
