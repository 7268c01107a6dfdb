import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `relative` (a file or a folder of the repo at `rootDir`), in a stable order. */
function filesUnder(rootDir: string, relative: string): string[] {
  const full = path.join(rootDir, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((entry) => filesUnder(rootDir, path.join(relative, entry.name)))
    .sort();
}

/**
 * What a web build is made of, listed once: the build's identity (build-identity.ts) and the
 * launcher's "web/dist is up to date" check (scripts/lib/stack.ts) hash these. The VITE_ settings
 * (web/.env.local) change the build too; the identity also hashes them as Vite loads them.
 */
export const WEB_BUILD_INPUTS = [
  'web/src',
  'web/build',
  'web/build-shims',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'web/.env.local',
  'packages/domain/src',
  'package-lock.json',
] as const;

/**
 * A sha256 of the names and contents of the files under `inputs`, after `extra`: the same inputs
 * give the same build (the build's identity, the launcher's "web/dist is up to date" check).
 */
export function hashOfInputs(rootDir: string, inputs: readonly string[], extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const file of inputs.flatMap((input) => filesUnder(rootDir, input)))
    hash.update(file).update(fs.readFileSync(path.join(rootDir, file)));
  return hash.digest('hex');
}
