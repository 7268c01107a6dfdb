import fs from 'node:fs';
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { FUNCTIONS_DIR, WEB_DIR } from './paths.ts';

/**
 * robots.txt (web/public) names the sitemap, and crawlers take only an absolute URL: the build
 * appends it from the site's one address setting, the functions' WEB_BASE_URL
 * (functions/.env.<projectId> for a deploy, functions/.env.local for the emulators).
 */
export function robotsSitemapLine(mode: string): Plugin {
  let robotsFile = '';
  return {
    name: 'carcajada:robots-sitemap',
    apply: 'build',
    configResolved(config) {
      robotsFile = path.resolve(config.root, config.build.outDir, 'robots.txt');
    },
    closeBundle() {
      const env = loadEnv(mode, WEB_DIR, 'VITE_');
      const functionsMode =
        env.VITE_USE_EMULATORS === 'true' ? 'emulators' : env.VITE_FIREBASE_PROJECT_ID || 'production';
      const baseUrl = loadEnv(functionsMode, FUNCTIONS_DIR, 'WEB_BASE_URL').WEB_BASE_URL;
      if (!baseUrl || !fs.existsSync(robotsFile)) {
        this.warn(`robots.txt names no sitemap: no WEB_BASE_URL in functions/.env.${functionsMode} or .env.local`);
        return;
      }
      fs.appendFileSync(robotsFile, `\nSitemap: ${baseUrl.replace(/\/$/, '')}/sitemap.xml\n`);
    },
  };
}
