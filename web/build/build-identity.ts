import { loadEnv, type Plugin } from 'vite';
import { PAGE_MARKERS } from '../../packages/domain/src/page-manifest.ts';
import { hashOfInputs, WEB_BUILD_INPUTS } from './build-inputs.ts';
import { ROOT_DIR, WEB_DIR } from './paths.ts';

/**
 * The build's identity: a hash of its sources (WEB_BUILD_INPUTS) and VITE_ settings. The server
 * renderer (the SSR build in the functions) and the app shell (`<meta name="carcajada-build">`,
 * PAGE_MARKERS.buildMeta) each carry it, and eventPage draws a page only into a shell of the same
 * build: a class name or a link that differs between two builds would survive hydration (React
 * does not patch attributes).
 */
export function buildIdentity(mode: string): Plugin {
  const env = loadEnv(mode, WEB_DIR, 'VITE_');
  const settings = JSON.stringify(
    Object.keys(env)
      .sort()
      .map((key) => [key, env[key]]),
  );
  const id = hashOfInputs(ROOT_DIR, WEB_BUILD_INPUTS, settings).slice(0, 20);
  return {
    name: 'carcajada:build-identity',
    config: () => ({ define: { 'import.meta.env.CARCAJADA_BUILD': JSON.stringify(id) } }),
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: PAGE_MARKERS.buildMeta, content: id }, injectTo: 'head' }],
  };
}
