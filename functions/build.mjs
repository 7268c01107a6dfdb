// Bundles the functions into lib/index.js. The shared domain package (TypeScript source in the
// workspace) is bundled in; every npm dependency stays external and is installed at deploy.
// Then builds the web app's server renderer (web's `build:ssr`) into lib/web-ssr: eventPage draws
// `/`, `/911` and `/evento/{slug}` with it (contract v3). It is self-contained (React and the app
// bundled in), so the functions need no dependency for it.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});

const webDir = fileURLToPath(new URL('../web/', import.meta.url));
// npm runs this script with npm_execpath set: the same npm builds the web workspace
const npm = process.env.npm_execpath
  ? [process.execPath, [process.env.npm_execpath]]
  : [process.platform === 'win32' ? 'npm.cmd' : 'npm', []];
const ssr = spawnSync(npm[0], [...npm[1], 'run', 'build:ssr', '--silent'], {
  cwd: webDir,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (ssr.status !== 0) {
  process.stderr.write(
    `The web app's server renderer did not build (npm run build:ssr in web/: exit ${ssr.status ?? ssr.signal})\n`,
  );
  process.exit(1);
}
