import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MissingPrerequisite } from './log.js';

const MIN_JAVA_MAJOR = 21;

export interface Jdk {
  home: string;
  major: number;
}

/** `java -version` prints to stderr, e.g. `openjdk version "25.0.1"` or `"1.8.0_402"`. */
function majorVersionOf(javaBin: string): number | undefined {
  const run = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${run.stderr ?? ''}${run.stdout ?? ''}`);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first;
}

function javaOnPath(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'java');
    if (fs.existsSync(candidate)) return path.resolve(fs.realpathSync(candidate), '../..');
  }
  return undefined;
}

function installedJdkHomes(): string[] {
  const roots = ['/usr/lib/jvm', '/usr/java', '/opt/java', '/Library/Java/JavaVirtualMachines'];
  return roots.flatMap((root) => {
    if (!fs.existsSync(root)) return [];
    return fs.readdirSync(root).map((name) => {
      const home = path.join(root, name);
      const macHome = path.join(home, 'Contents/Home');
      return fs.existsSync(macHome) ? macHome : home;
    });
  });
}

/** The newest JDK ≥ 21 among JAVA_HOME, PATH and the usual install folders (firebase-tools needs 21+). */
export function findJdk(): Jdk {
  const homes = [process.env.JAVA_HOME, javaOnPath(), ...installedJdkHomes()].filter((home): home is string => !!home);
  const found = [...new Set(homes)]
    .map((home) => ({ home, javaBin: path.join(home, 'bin/java') }))
    .filter(({ javaBin }) => fs.existsSync(javaBin))
    .map(({ home, javaBin }) => ({ home, major: majorVersionOf(javaBin) ?? 0 }))
    .sort((a, b) => b.major - a.major);
  const best = found[0];
  if (!best || best.major < MIN_JAVA_MAJOR) {
    const seen = found.map((jdk) => `${jdk.home} (${jdk.major})`).join(', ') || 'none';
    throw new MissingPrerequisite(
      `A JDK ${MIN_JAVA_MAJOR} or newer is needed for the Firestore emulator; found: ${seen}. ` +
        `Install one (e.g. apt-get install openjdk-21-jdk-headless) or set JAVA_HOME to it.`,
    );
  }
  return best;
}
