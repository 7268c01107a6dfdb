/**
 * What `firebase deploy --only functions` would upload: firebase-tools' own file walk
 * (readdirRecursive, as its packageSource calls it) with firebase.json's ignore list and the
 * defaults it adds. The emulator-only settings and the local QR private key must never be in it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FUNCTIONS_DIR = path.join(ROOT, 'functions');
const require = createRequire(path.join(ROOT, 'package.json'));
const { readdirRecursive } = require('firebase-tools/lib/fsAsync.js') as {
  readdirRecursive(options: { path: string; ignoreStrings: string[] }): Promise<{ name: string }[]>;
};

async function uploadedFiles(): Promise<string[]> {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    functions: { ignore?: string[] }[];
  };
  // as firebase-tools' packageSource does
  const ignore = [
    ...(config.functions[0]?.ignore ?? ['node_modules', '.git']),
    'firebase-debug.log',
    'firebase-debug.*.log',
    '.runtimeconfig.json',
  ];
  const files = await readdirRecursive({ path: FUNCTIONS_DIR, ignoreStrings: ignore });
  return files.map((file) => path.relative(FUNCTIONS_DIR, file.name)).sort();
}

describe('the functions deploy package', () => {
  it('holds the bundle and its manifest, and no local setting or secret', async () => {
    // written by every stack start (npm start, npm test) before the test layers run
    for (const local of ['.env.local', '.secret.local'])
      expect(fs.existsSync(path.join(FUNCTIONS_DIR, local))).toBe(true);
    const files = await uploadedFiles();
    expect(files).toContain('package.json');
    expect(files).toContain(path.join('lib', 'index.js'));
    const forbidden = files.filter((file) =>
      /(^|\/)(\.env\.local|\.secret\.local|[^/]*\.local|node_modules|src)(\/|$)/.test(file),
    );
    expect(forbidden).toEqual([]);
    expect(files.filter((file) => /secret|private|\.pem$/i.test(file))).toEqual([]);
  });
});
