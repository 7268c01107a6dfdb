/**
 * Vitest globalSetup for layers that read the demo catalogue (web components): `npm test` has
 * loaded it before their wave and a running dev stack keeps its data, so this loads it only into
 * empty emulators (vitest run by hand).
 */
import { ensureSeedData } from '../e2e/seed.js';

export default async function setup(): Promise<void> {
  if (await ensureSeedData()) console.log('[seed] the emulators were empty: loaded the seed');
}
