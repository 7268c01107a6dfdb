// Bundles the functions into lib/index.js. The shared domain package (TypeScript source in the
// workspace) is bundled in; every npm dependency stays external and is installed at deploy.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { URL } from 'node:url';

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
