import fs from 'node:fs';
import path from 'node:path';
import { loadEnv } from 'vite';
import { ROOT_DIR, WEB_DIR } from './paths.ts';

interface HostingHeaders {
  hosting: { headers: { source?: string; regex?: string; headers: { key: string; value: string }[] }[] };
}

/**
 * `vite preview` (what the browser tests load on 5173) sends the headers Hosting sends on a page
 * (firebase.json, the one source: every path's, and the documents' own) on every path, with the
 * emulators' origins added to the Content-Security-Policy's connect-src: the built app talks to
 * them instead of Google's APIs. Caching headers, which Hosting sets per path, stay out.
 */
export function hostingHeadersForPreview(mode: string): Record<string, string> {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'firebase.json'), 'utf8')) as HostingHeaders;
  const env = loadEnv(mode, WEB_DIR, 'VITE_');
  const emulatorOrigins = [
    env.VITE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
    env.VITE_FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
    env.VITE_FUNCTIONS_EMULATOR_HOST || '127.0.0.1:5001',
  ].map((host) => `http://${host}`);
  const pageHeaders = config.hosting.headers
    .flatMap((entry) => entry.headers)
    .filter(({ key }) => key !== 'Cache-Control');
  return Object.fromEntries(
    pageHeaders.map(({ key, value }) => [
      key,
      key === 'Content-Security-Policy' && env.VITE_USE_EMULATORS === 'true'
        ? value.replace(/(^|;\s*)connect-src ([^;]*)/, `$1connect-src $2 ${emulatorOrigins.join(' ')}`)
        : value,
    ]),
  );
}
