import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { WEB_DIR } from './paths.ts';

/**
 * The built shell is app.html, not index.html: Hosting serves a static file before any rewrite, so
 * with an index.html `/` could never reach the function that writes the shows into the page.
 * firebase.json rewrites every other path to app.html (the service worker's precached shell too);
 * `vite preview` (the browser tests) answers page requests with it, as Hosting does.
 */
export const APP_SHELL_FILE = 'app.html';

export function appShellFile(): Plugin {
  return {
    name: 'carcajada:app-shell-file',
    // not `apply: 'build'`: `vite preview` resolves the config as `serve`, and needs the middleware
    // index.html is written last of all, before the service worker's precache list is made
    writeBundle(options) {
      const outDir = options.dir ?? path.resolve(WEB_DIR, 'dist');
      fs.renameSync(path.join(outDir, 'index.html'), path.join(outDir, APP_SHELL_FILE));
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const pathname = (request.url ?? '/').split('?')[0] ?? '/';
        // a path without a file extension is a page of the app (as Hosting's `**` rewrite)
        if (request.method === 'GET' && !path.extname(pathname)) request.url = `/${APP_SHELL_FILE}`;
        next();
      });
    },
  };
}
