import { chunkGroupModules } from '../../packages/domain/src/page-manifest.ts';
import { isWebModule } from './bundle-chunks.ts';

const ATTENDEE_MODULES = chunkGroupModules('attendee');

/**
 * Rolldown's codeSplitting groups. Libraries change less often than the app: separate, cacheable
 * vendor chunks. The attendee's pages are one chunk (the page manifest's `attendee` group).
 */
export const CHUNK_GROUPS = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
  },
  {
    // what every page runs (the app, reactfire); Auth, Firestore and Functions split by use
    name: 'firebase',
    test: /[\\/]node_modules[\\/](@firebase[\\/](app|component|logger|util)|firebase[\\/]app|reactfire|idb|use-sync-external-store)[\\/]/,
  },
  {
    // The rest of what the entry loads (app code, the domain rules it uses, rxjs) in one chunk,
    // not a dozen sub-kilobyte ones the lazy pages also import: fewer requests before the first
    // render (six at a time over HTTP/1.1).
    // The drawn pages' own script (src/hydrate-after-paint.ts) stays out: it must run alone.
    name: 'app',
    tags: ['$initial' as const],
    test: (id: string) => !isWebModule(id, 'src/hydrate-after-paint.ts'),
  },
  {
    // The pages an attendee opens on a show's day, with what they import (the group takes its
    // modules' dependencies along): one request next to the entry's instead of eight to ten of a
    // kilobyte or two, which over HTTP/1.1's six connections queued behind each other and split
    // the phone's bandwidth with the entry while they waited. A page outside the group that
    // imports one of those modules (the login's validation) loads the chunk too, already cached
    // when it is reached from a show (its size: docs/performance/first-load.md, "First load and chunks").
    name: 'attendee',
    test: (id: string) => ATTENDEE_MODULES.some((module) => isWebModule(id, module)),
  },
];
