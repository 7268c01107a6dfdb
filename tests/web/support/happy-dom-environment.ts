/**
 * The web layer's DOM: vitest's own happy-dom environment, except that happy-dom keeps its page
 * console to itself. Given the test's console, happy-dom prints every request the emulators refuse
 * (a rules test's 403, a request cut off when a file ends), as a browser's console would, into
 * passing runs. The app's own logs still reach the test's console: it writes to Node's console.
 */
import { populateGlobal, type Environment } from 'vitest/runtime';

/** What vitest's happy-dom environment hands the app's globals beside the window's own keys. */
const NODE_FETCH_KEYS = [
  'Request',
  'Response',
  'MessagePort',
  'fetch',
  'Headers',
  'AbortController',
  'AbortSignal',
  'URL',
  'URLSearchParams',
  'FormData',
];

export default {
  name: 'happy-dom',
  viteEnvironment: 'client',
  async setup(global) {
    const { GlobalWindow } = await import('happy-dom');
    const window = new GlobalWindow({
      url: 'http://localhost:3000',
      // a <link> or <script> the app adds (preloads) loads nothing here, and must not fail
      settings: { disableErrorCapturing: true, handleDisabledFileLoadingAsSuccess: true },
    });
    const { keys, originals } = populateGlobal(global, window, {
      bindFunctions: true,
      additionalKeys: NODE_FETCH_KEYS,
    });
    return {
      async teardown(global) {
        await window.happyDOM.abort();
        window.close();
        keys.forEach((key) => delete global[key]);
        originals.forEach((value, key) => (global[key] = value));
      },
    };
  },
} satisfies Environment;
