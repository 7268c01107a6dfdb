/**
 * The one emulator launcher behind `npm start`, `npm test` and `npm run bench`: a JDK ≥ 21 first
 * on PATH, the Firestore emulator found offline, the Emulator UI off when it cannot be had, and a
 * generated firebase.local.json that says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { emulatorUiAvailable, firestoreEmulatorEnv } from './firestore-emulator.js';
import { findFunctionsNode } from './functions-node.js';
import { findJdk } from './java.js';
import { log } from './log.js';
import { PORTS, PROJECT_ID, ROOT_DIR } from './paths.js';

/** The standard variables firebase-admin and the tests read to reach the emulators. */
export const EMULATOR_HOSTS = {
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
  FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${PORTS.functions}`,
} as const;

// The scripts themselves (seeding) use firebase-admin too: no metadata-server lookup offline.
process.env.METADATA_SERVER_DETECTION ??= 'none';

const LOCAL_CONFIG = path.join(ROOT_DIR, 'firebase.local.json');
/** Loaded into the processes the Firebase CLI starts; acts in Functions workers only. */
const WORKER_PRELOAD = path.join(ROOT_DIR, 'scripts/lib/functions-worker-preload.cjs');

interface FirebaseConfig {
  emulators: { ui?: { enabled: boolean } } & Record<string, unknown>;
  hosting: { headers: { source?: string; regex?: string; headers: { key: string; value: string }[] }[] };
}

/**
 * The built app served by the Hosting emulator talks to the emulators, not Google's APIs: their
 * origins join the Content-Security-Policy's connect-src there (as in `vite preview`), and only there.
 */
function allowEmulatorConnections(config: FirebaseConfig): void {
  const origins = Object.values(EMULATOR_HOSTS).map((host) => `http://${host}`);
  for (const header of config.hosting.headers.flatMap((entry) => entry.headers))
    if (header.key === 'Content-Security-Policy')
      header.value = header.value.replace(/(^|;\s*)connect-src ([^;]*)/, `$1connect-src $2 ${origins.join(' ')}`);
}

function writeLocalConfig(uiEnabled: boolean): string {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'firebase.json'), 'utf8')) as FirebaseConfig;
  config.emulators.ui = { ...config.emulators.ui, enabled: uiEnabled };
  allowEmulatorConnections(config);
  fs.writeFileSync(LOCAL_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
  return LOCAL_CONFIG;
}

export interface PreparedEmulators {
  env: NodeJS.ProcessEnv;
  /** Arguments for `firebase emulators:start` / `emulators:exec`. */
  commonArgs: string[];
  /** Whether the Emulator UI starts (only when firebase-tools has it or can fetch it). */
  uiEnabled: boolean;
  /** The emulators `emulators:start` starts with these arguments. */
  emulators: readonly EmulatorName[];
}

/** Every emulator of firebase.json: what `npm start`, the bench and most test layers need. */
export const ALL_EMULATORS = ['auth', 'firestore', 'functions', 'tasks', 'hosting'] as const;
export type EmulatorName = (typeof ALL_EMULATORS)[number];

export async function prepareEmulators(only: readonly EmulatorName[] = ALL_EMULATORS): Promise<PreparedEmulators> {
  const jdk = findJdk();
  log.detail(`Java: JDK ${jdk.major} at ${jdk.home}`);
  const functionsNode = findFunctionsNode();
  log.detail(`Functions: Node ${functionsNode.version} (their production runtime's major)`);
  const firestoreEnv = await firestoreEmulatorEnv(jdk);
  const uiEnabled = await emulatorUiAvailable();
  if (!uiEnabled) log.detail('Emulator UI: not available here (offline or CI), turned off');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...firestoreEnv,
    JAVA_HOME: jdk.home,
    PATH: [functionsNode.binDir, path.join(jdk.home, 'bin'), process.env.PATH ?? ''].join(path.delimiter),
    // No Google Cloud metadata server on a laptop: skip the credentials lookup and its warnings.
    METADATA_SERVER_DETECTION: 'none',
    // A Functions worker that takes over 30 s to load (firebase-tools' default) fails its request
    // with "Failed to load function"; on a busy 2-core machine a cold worker can take that long.
    FUNCTIONS_DISCOVERY_TIMEOUT: '120',
    // Every call that finds no idle worker starts a new Node process that loads the whole bundle;
    // Node 22 keeps their compiled code on disk, so each later one loads faster.
    NODE_COMPILE_CACHE: path.join(ROOT_DIR, '.cache/node-compile'),
    // ... and skips firebase-tools' deploy code, which a worker never runs (the preload says how)
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${JSON.stringify(WORKER_PRELOAD)}`].filter(Boolean).join(' '),
  };
  const config = writeLocalConfig(uiEnabled);
  const commonArgs = ['--config', config, '--project', PROJECT_ID, '--only', only.join(',')];
  return { env, commonArgs, uiEnabled, emulators: only };
}
