import { fileURLToPath } from 'node:url';

/** web/, the repository's root and functions/, for the build's plugins (all paths end in a slash). */
export const WEB_DIR = fileURLToPath(new URL('../', import.meta.url));
export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));
export const FUNCTIONS_DIR = fileURLToPath(new URL('../../functions/', import.meta.url));
