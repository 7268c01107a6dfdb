/**
 * Finds the Firestore emulator and the Emulator UI the way firebase-tools would, with one offline
 * fallback: the gcloud SDK's Firestore emulator jar behind a launcher jar (it has no Main-Class).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { log, MissingPrerequisite } from './log.js';
import type { Jdk } from './java.js';
import { RUNTIME_DIR } from './paths.js';

interface DownloadDetails {
  version: string;
  remoteUrl: string;
  downloadPathRelativeToCacheDir: string;
  binaryPathRelativeToCacheDir?: string;
}

interface EmulatorInfo {
  firestore: DownloadDetails;
  ui: { main: DownloadDetails };
}

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const GCLOUD_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const LAUNCHER_JAR = path.join(RUNTIME_DIR, 'firestore-emulator-launcher.jar');

const require = createRequire(import.meta.url);
const emulatorInfo = require('firebase-tools/lib/emulator/downloadableEmulatorInfo.json') as EmulatorInfo;
/** firebase-tools' own download cache (same rule as its downloadableEmulators.js). */
const CACHE_DIR = process.env.FIREBASE_EMULATORS_PATH || path.join(os.homedir(), '.cache/firebase/emulators');

async function reachable(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

function gcloudSdkRoots(): string[] {
  const fromEnv = [process.env.CLOUDSDK_ROOT_DIR, process.env.GCLOUD_SDK_ROOT].filter((dir): dir is string => !!dir);
  const usual = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'];
  return [...fromEnv, ...usual, path.join(os.homedir(), 'google-cloud-sdk'), '/snap/google-cloud-sdk/current'];
}

/** A jar whose manifest starts the gcloud emulator's main class with that jar on its class path. */
function buildLauncherJar(jdk: Jdk, emulatorJar: string): string {
  const manifest = path.join(RUNTIME_DIR, 'firestore-launcher-manifest.txt');
  const emptyDir = path.join(RUNTIME_DIR, 'firestore-launcher-empty');
  fs.mkdirSync(emptyDir, { recursive: true });
  const classPath = new URL(`file://${emulatorJar}`).href;
  fs.writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${classPath}\n`);
  fs.rmSync(LAUNCHER_JAR, { force: true });
  execFileSync(path.join(jdk.home, 'bin/jar'), [
    '--create',
    '--file',
    LAUNCHER_JAR,
    '--manifest',
    manifest,
    '-C',
    emptyDir,
    '.',
  ]);
  return LAUNCHER_JAR;
}

/**
 * Extra environment for firebase-tools: nothing when it has (or can download) its own jar,
 * FIRESTORE_EMULATOR_BINARY_PATH when the gcloud SDK's jar must stand in.
 */
export async function firestoreEmulatorEnv(jdk: Jdk): Promise<Record<string, string>> {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};
  const { firestore } = emulatorInfo;
  if (fs.existsSync(path.join(CACHE_DIR, firestore.downloadPathRelativeToCacheDir))) return {};
  const sdkJar = gcloudSdkRoots()
    .map((root) => path.join(root, GCLOUD_JAR))
    .find((jar) => fs.existsSync(jar));
  if (sdkJar) {
    log.detail(
      `Firestore emulator: the gcloud SDK's ${sdkJar} (through ${path.relative(process.cwd(), LAUNCHER_JAR)})`,
    );
    return { FIRESTORE_EMULATOR_BINARY_PATH: buildLauncherJar(jdk, sdkJar) };
  }
  if (await reachable(firestore.remoteUrl)) return {};
  throw new MissingPrerequisite(
    `No Firestore emulator: firebase-tools has none in ${CACHE_DIR}, there is no gcloud SDK ` +
      `(${GCLOUD_JAR}) and ${firestore.remoteUrl} cannot be reached. Install the gcloud component ` +
      `cloud-firestore-emulator or run once online.`,
  );
}

/** The Emulator UI only when firebase-tools has it on disk or can download it (never in CI). */
export async function emulatorUiAvailable(): Promise<boolean> {
  if (process.env.CI === 'true') return false;
  const ui = emulatorInfo.ui.main;
  const cached = [ui.binaryPathRelativeToCacheDir ?? '', ui.downloadPathRelativeToCacheDir].some(
    (relative) => relative && fs.existsSync(path.join(CACHE_DIR, relative)),
  );
  return cached || reachable(ui.remoteUrl);
}
