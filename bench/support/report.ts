/** Console output and result files shared by every bench step. */
import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './config.js';

export interface BudgetCheck {
  name: string;
  actual: string;
  limit: string;
  ok: boolean;
}

export function heading(title: string): void {
  console.log(`\n━━━ ${title} ━━━`);
}

/** kB of 1,000 bytes, the unit Vite's build report prints. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Left-aligned first column, right-aligned figures. */
export function printTable(header: string[], rows: string[][]): void {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  rows.forEach((row) => console.log(line(row)));
}

export function printBudget(check: BudgetCheck): void {
  const verdict = check.ok ? 'BUDGET OK' : 'BUDGET EXCEEDED';
  console.log(`${verdict}: ${check.name}: ${check.actual} (budget ${check.limit})`);
}

export function writeResult(name: string, data: unknown): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`Results written to ${path.relative(process.cwd(), file)}`);
  return file;
}
