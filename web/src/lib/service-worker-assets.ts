/**
 * What the page and the service worker (src/sw.ts) agree on about the build's scripts and
 * stylesheet: which URLs they are, and the message that hands the page's own to the worker.
 */

/** A script or the stylesheet of the build: hashed names under /assets/, so cache first is safe. */
export function isBuiltAsset(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/assets\/.+\.(js|css)$/.test(url.pathname);
}

/** The worker's runtime cache of those files, which its cache-first route reads. */
export const ASSETS_CACHE = 'assets';

/**
 * Workbox's message for "put these URLs in your caches" (workbox-routing, Router.addCacheListener):
 * each URL goes through the worker's routes, so a built asset lands in ASSETS_CACHE.
 */
export interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}
