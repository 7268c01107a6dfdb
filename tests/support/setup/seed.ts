/**
 * Vitest globalSetup for layers that read the demo catalogue (web components): under `npm test`
 * the emulators start empty, so the seed is loaded once; a running dev stack keeps its data.
 */
import { ensureSeedData } from '../e2e/seed.js';

export default async function setup(): Promise<void> {
  if (await ensureSeedData()) console.log('[seed] the emulators were empty: loaded the seed');
}
